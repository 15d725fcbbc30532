// Work that must not overlap for one key (a member opening tickets): each piece waits for the one before.
// A double click on a panel's button therefore opens one ticket, and the second click is refused with it.
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(work);
    tails.set(key, mine);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === mine) tails.delete(key);
    }
  };
}
