// The figures per category and per member of staff.
import type { CategoryFigures, StaffFigures } from '../../contract/index.js';
import type { OpenedGroup } from '../repos/ticket-stats.js';
import type { ClosedGroup, CloseCount } from '../repos/ticket-stats-closed.js';
import { meanOf, median } from './numbers.js';
import { firstResponseTimes, groupBy, ratingAverage, resolutionTimes, total } from './rows.js';

const counts = <T extends { count: number }>(groups: Map<unknown, T[]>, key: unknown) =>
  total(groups.get(key) ?? [], (group) => group.count);

/** Every category with a ticket opened or closed in the span, the most opened first. */
export function byCategory(
  openedGroups: OpenedGroup[],
  closedGroups: ClosedGroup[],
  names: Map<number, string>,
): CategoryFigures[] {
  const opened = groupBy(openedGroups, (group) => group.categoryId);
  const closed = groupBy(closedGroups, (group) => group.categoryId);
  const ids = new Set([...opened.keys(), ...closed.keys()]);
  return [...ids]
    .map((categoryId) => {
      const done = closed.get(categoryId) ?? [];
      return {
        categoryId,
        name: categoryId === null ? null : (names.get(categoryId) ?? null),
        opened: counts(opened, categoryId),
        closed: total(done, (group) => group.closed),
        firstResponseMedian: median(firstResponseTimes(done)),
        resolutionMedian: median(resolutionTimes(done)),
        ratingAverage: ratingAverage(done),
      };
    })
    .sort((a, b) => b.opened - a.opened || b.closed - a.closed || (a.categoryId ?? 0) - (b.categoryId ?? 0));
}

/** What the staff figures are counted from: the span's opened and closed tickets, and staff names. */
export interface StaffSources {
  opened: OpenedGroup[];
  closed: ClosedGroup[];
  closes: CloseCount[];
  names: Map<string, string>;
}

/** Everyone who claimed a ticket opened in the span or closed one in it as staff, the most claimed first. */
export function byStaff({ opened, closed, closes, names }: StaffSources): StaffFigures[] {
  const claimed = groupBy(opened, (group) => group.claimedBy ?? undefined);
  const closedBy = groupBy(
    closes.filter((close) => close.byStaff),
    (close) => close.closedBy ?? undefined,
  );
  const answered = groupBy(closed, (group) => group.claimedBy ?? undefined);
  const ids = new Set([...claimed.keys(), ...closedBy.keys()]);
  return [...ids]
    .map((userId) => {
      const responses = firstResponseTimes(answered.get(userId) ?? []);
      const rated = (closedBy.get(userId) ?? []).filter((close) => close.rating !== null);
      return {
        userId,
        name: names.get(userId) ?? null,
        claimed: counts(claimed, userId),
        closed: counts(closedBy, userId),
        firstResponses: responses.length,
        firstResponseMedian: median(responses),
        ratingAverage: meanOf(
          total(rated, (close) => close.rating! * close.count),
          total(rated, (close) => close.count),
        ),
      };
    })
    .sort((a, b) => b.claimed - a.claimed || b.closed - a.closed || a.userId.localeCompare(b.userId));
}
