// A read asked for again while it is under way: the later callers are given the read under way instead of
// starting their own (two calls of one page asking for the same row, a user's guild list asked by the
// picker and the proxy at once). Once it settles, either way, the key is free: a failed read is never
// kept, and the next call reads afresh. Keeping an answer longer is the caller's own cache, not this.

/** Share `read` with the calls that ask for the same key while it is under way. */
export type ReadsUnderWay<K, T> = (key: K, read: () => Promise<T>) => Promise<T>;

export function readsUnderWay<K, T>(): ReadsUnderWay<K, T> {
  const underWay = new Map<K, Promise<T>>();
  return (key, read) => {
    const known = underWay.get(key);
    if (known) return known;
    const reading = read().finally(() => underWay.delete(key));
    underWay.set(key, reading);
    return reading;
  };
}
