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

/**
 * The groups' lists as one new typed array, which the measures reorder in place (a year's are 90,000
 * numbers). Whole seconds, never negative and far below 2³² (136 years): unsigned 32-bit integers compare
 * and move faster than doubles.
 */
function joined(lists: number[][]): Uint32Array {
  const all = new Uint32Array(total(lists, (list) => list.length));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
}

export const firstResponseTimes = (groups: ClosedGroup[]) => joined(groups.map((group) => group.firstResponses));
export const resolutionTimes = (groups: ClosedGroup[]) => joined(groups.map((group) => group.resolutions));

/** The average rating of the groups' tickets. */
export const ratingAverage = (groups: ClosedGroup[]) =>
  meanOf(
    total(groups, (group) => group.ratingSum),
    total(groups, (group) => group.ratingCount),
  );
