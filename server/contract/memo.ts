// A pure function's answers kept for the next ask, up to a number of them. When full the memo starts over:
// cheaper than tracking use, and the answers asked for again come back at once. For the renderers' repeats:
// a table's timestamps, a transcript's minutes, the avatar beside each of an author's messages.
export function memoized<K, V>(most: number, compute: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const answer = compute(key);
    if (answers.size >= most) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
