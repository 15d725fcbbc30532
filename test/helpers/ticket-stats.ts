// Ticket statistics as the bot API answers them, for the views and routes that show them: a busy week
// (every part filled in) and a quiet one (nothing happened, nothing is open).
import type { TicketStats } from '../../server/contract/index.js';

const zeroGrid = () => Array.from({ length: 7 }, () => Array<number>(24).fill(0));

export function busyWeek(): TicketStats {
  const hours = zeroGrid();
  hours[0]![9] = 3;
  hours[4]![20] = 1;
  return {
    period: { from: '2026-11-26', to: '2026-12-02', timeZone: 'Europe/Berlin' },
    previous: { from: '2026-11-19', to: '2026-11-25' },
    opened: 4,
    closed: 3,
    firstResponse: { median: 1800, p90: 7260 },
    resolution: { median: 90_000, p90: 200_000 },
    ratingAverage: 4.5,
    before: {
      opened: 2,
      closed: 1,
      firstResponse: { median: 45, p90: 45 },
      resolution: { median: 3600, p90: 3600 },
      ratingAverage: null,
    },
    byCategory: [
      {
        categoryId: 2,
        name: 'Support',
        opened: 3,
        closed: 2,
        firstResponseMedian: 1800,
        resolutionMedian: 90_000,
        ratingAverage: 4.5,
      },
      {
        categoryId: null,
        name: null,
        opened: 1,
        closed: 0,
        firstResponseMedian: null,
        resolutionMedian: null,
        ratingAverage: null,
      },
      {
        categoryId: 7,
        name: null,
        opened: 0,
        closed: 1,
        firstResponseMedian: null,
        resolutionMedian: 600,
        ratingAverage: null,
      },
    ],
    byStaff: [
      {
        userId: '300000000000000001',
        name: 'Sophie',
        claimed: 2,
        closed: 2,
        firstResponses: 2,
        firstResponseMedian: 1800,
        ratingAverage: 4.5,
      },
      {
        userId: '300000000000000002',
        name: null,
        claimed: 0,
        closed: 1,
        firstResponses: 0,
        firstResponseMedian: null,
        ratingAverage: null,
      },
    ],
    staffWithheld: null,
    ratings: {
      average: 4.5,
      count: 2,
      distribution: [0, 0, 0, 1, 1],
      comments: [{ rating: 5, feedback: 'Hallo Welt', ratedAt: '2026-11-30T19:00:00.000Z' }],
    },
    endings: { opener: 1, staff: 1, closeRequest: 1, autoClose: 0 },
    perDay: [
      { day: '2026-11-26', opened: 1, closed: 0 },
      { day: '2026-11-27', opened: 0, closed: 0 },
      { day: '2026-11-28', opened: 2, closed: 1 },
      { day: '2026-11-29', opened: 0, closed: 0 },
      { day: '2026-11-30', opened: 1, closed: 1 },
      { day: '2026-12-01', opened: 0, closed: 1 },
      { day: '2026-12-02', opened: 0, closed: 0 },
    ],
    openByAge: [
      { age: 'day', count: 0 },
      { age: 'days3', count: 1 },
      { age: 'days7', count: 0 },
      { age: 'older', count: 0 },
    ],
    busiestHours: hours,
  };
}

export function quietWeek(): TicketStats {
  const busy = busyWeek();
  const nothing = { median: null, p90: null };
  const headline = { opened: 0, closed: 0, firstResponse: nothing, resolution: nothing, ratingAverage: null };
  return {
    ...busy,
    ...headline,
    before: headline,
    byCategory: [],
    byStaff: [],
    ratings: { average: null, count: 0, distribution: [0, 0, 0, 0, 0], comments: [] },
    endings: { opener: 0, staff: 0, closeRequest: 0, autoClose: 0 },
    perDay: busy.perDay.map(({ day }) => ({ day, opened: 0, closed: 0 })),
    openByAge: busy.openByAge.map(({ age }) => ({ age, count: 0 })),
    busiestHours: zeroGrid(),
  };
}
