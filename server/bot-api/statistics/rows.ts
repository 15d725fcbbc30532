// What the statistics add up from the closed tickets' groups (repos/ticket-stats-closed.ts).
import type { ClosedGroup } from '../repos/ticket-stats-closed.js';
import { meanOf } from './numbers.js';

export const total = <T>(items: T[], count: (item: T) => number): number =>
  items.reduce((sum, item) => sum + count(item), 0);

/** The groups' items by a key of their own; items without one (undefined) are left out. */
export function groupBy<T, K>(items: T[], key: (item: T) => K | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const value = key(item);
    if (value === undefined) continue;
    const group = groups.get(value);
    if (group) group.push(item);
    else groups.set(value, [item]);
  }
  return groups;
}

export const firstResponseTimes = (groups: ClosedGroup[]) => groups.flatMap((group) => group.firstResponses);
export const resolutionTimes = (groups: ClosedGroup[]) => groups.flatMap((group) => group.resolutions);

/** The average rating of the groups' tickets. */
export const ratingAverage = (groups: ClosedGroup[]) =>
  meanOf(
    total(groups, (group) => group.ratingSum),
    total(groups, (group) => group.ratingCount),
  );
