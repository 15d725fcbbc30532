// The statistics' tables as CSV for a spreadsheet: the per-day, per-category and per-staff tables with
// the page's column names, durations in seconds and averages with a point, so a sheet reads them as
// numbers. Names are the users' own text: a cell that a spreadsheet would run as a formula is quoted.
import type { TicketStats } from '../../server/contract/index.js';
import type { StatsTexts } from './format.js';
import type { StatsTable } from '../pages/StatisticsPage.js';

type Cell = string | number | null;

/** A cell as CSV: quoted when it holds a separator, a quote or a line break; a formula's start defused. */
function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const lines = (rows: Cell[][]) => `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

function days(stats: TicketStats, texts: StatsTexts): Cell[][] {
  return [[texts.day, texts.opened, texts.closed], ...stats.perDay.map((day) => [day.day, day.opened, day.closed])];
}

function categories(stats: TicketStats, texts: StatsTexts): Cell[][] {
  const head = [
    texts.category,
    texts.opened,
    texts.closed,
    texts.inSeconds(texts.firstResponseMedian),
    texts.inSeconds(texts.resolutionMedian),
    texts.ratingAverage,
  ];
  return [
    head,
    ...(stats.byCategory ?? []).map((row) => [
      row.categoryId === null ? texts.noCategory : (row.name ?? texts.deletedCategory),
      row.opened,
      row.closed,
      row.firstResponseMedian,
      row.resolutionMedian,
      row.ratingAverage,
    ]),
  ];
}

function staff(stats: TicketStats, texts: StatsTexts): Cell[][] {
  const head = [
    texts.member,
    texts.memberId,
    texts.claimed,
    texts.closed,
    texts.answered,
    texts.inSeconds(texts.firstResponseMedian),
    texts.closedRating,
  ];
  return [
    head,
    ...(stats.byStaff ?? []).map((row) => [
      row.name ?? row.userId,
      row.userId,
      row.claimed,
      row.closed,
      row.firstResponses,
      row.firstResponseMedian,
      row.ratingAverage,
    ]),
  ];
}

const TABLES = { days, categories, staff } satisfies Record<StatsTable, unknown>;

export const statsCsv = (table: StatsTable, stats: TicketStats, texts: StatsTexts): string =>
  lines(TABLES[table](stats, texts));
