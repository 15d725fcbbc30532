// Counts added up per group: SQLite's aggregates group tickets (repos/ticket-stats-aggregates.ts, one per
// step) and the kept days' groups are merged (day-counts.ts) by the same find-or-add into the same groups.
// Loaded by the store's thread too: nothing here imports more than types.
import type { ClosedGroup } from '../repos/ticket-stats-closed.js';

/**
 * Entries by two keys, a map per first key (no key to build per item), listed in the order they first
 * came (the order the answers list them in).
 */
export class Entries<K1, K2, T> {
  readonly all: T[] = [];
  private readonly byFirst = new Map<K1, Map<K2, T>>();

  /** The entry of these keys, made by `make` when there is none yet. */
  of(first: K1, second: K2, make: () => T): T {
    let bySecond = this.byFirst.get(first);
    if (bySecond === undefined) {
      bySecond = new Map();
      this.byFirst.set(first, bySecond);
    }
    let entry = bySecond.get(second);
    if (entry === undefined) {
      entry = make();
      bySecond.set(second, entry);
      this.all.push(entry);
    }
    return entry;
  }
}

/** A group of closed tickets with none added yet. */
export const newClosedGroup = (categoryId: number | null, claimedBy: string | null): ClosedGroup => ({
  categoryId,
  claimedBy,
  closed: 0,
  ratingSum: 0,
  ratingCount: 0,
  firstResponses: [],
  resolutions: [],
});
