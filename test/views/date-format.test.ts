// Dates in the guild's time zone, across the DST changes of a zone that is not Berlin's.
// 'Heute um' and 'Gestern um' go by the zone's calendar days, which are 23 or 25 hours long around a change.
import t from 'tap';
import { dateFormat } from '../../views/lib/date-format.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';

const NEW_YORK = dateFormat('America/New_York', SPEC_TEXTS.dates);
const BERLIN = dateFormat('Europe/Berlin', SPEC_TEXTS.dates);

t.test('the same instant in two zones', async (t) => {
  t.equal(NEW_YORK.dateTime('2026-07-01T12:00:00.000Z'), '01.07.2026 08:00', 'EDT is UTC-4');
  t.equal(BERLIN.dateTime('2026-07-01T12:00:00.000Z'), '01.07.2026 14:00', 'CEST is UTC+2');
  t.equal(NEW_YORK.dateTime('2026-01-01T03:00:00.000Z'), '31.12.2025 22:00', 'a day earlier in New York');
  t.equal(NEW_YORK.longDate('2026-01-01T03:00:00.000Z'), '31. Dezember 2025');
  t.equal(dateFormat('UTC', SPEC_TEXTS.dates).dateTime('2026-01-01T03:00:00.000Z'), '01.01.2026 03:00');
  t.equal(NEW_YORK.dateTime(null), '–');
  t.equal(NEW_YORK.dateTime('garbage'), '–');
  t.equal(dateFormat('America/New_York', SPEC_TEXTS.dates), NEW_YORK, 'one formatter set per zone');
});

t.test('spring forward (New York, 8 March 2026: 02:00 EST becomes 03:00 EDT, a 23-hour day)', async (t) => {
  t.equal(NEW_YORK.dateTime('2026-03-08T06:59:00.000Z'), '08.03.2026 01:59', 'the last minute of EST');
  t.equal(NEW_YORK.dateTime('2026-03-08T07:00:00.000Z'), '08.03.2026 03:00', 'the next minute is 03:00 EDT');
  // Monday 00:30 EDT. 24 hours earlier is Saturday 23:30 EST: a clock that went back 24 hours for
  // "yesterday" would call Saturday yesterday and Sunday a plain date.
  const mondayEarly = new Date('2026-03-09T04:30:00.000Z');
  t.equal(
    NEW_YORK.messageTime('2026-03-08T05:30:00.000Z', mondayEarly),
    'Gestern um 00:30',
    'Sunday 00:30 EST is yesterday',
  );
  t.equal(
    NEW_YORK.messageTime('2026-03-08T04:29:00.000Z', mondayEarly),
    '07.03.2026 23:29',
    'Saturday is not yesterday',
  );
  t.equal(NEW_YORK.messageTime('2026-03-09T04:00:00.000Z', mondayEarly), 'Heute um 00:00');
});

t.test('fall back (New York, 1 November 2026: 02:00 EDT becomes 01:00 EST, a 25-hour day)', async (t) => {
  t.equal(NEW_YORK.dateTime('2026-11-01T05:30:00.000Z'), '01.11.2026 01:30', '01:30 EDT');
  t.equal(NEW_YORK.dateTime('2026-11-01T06:30:00.000Z'), '01.11.2026 01:30', 'and an hour later 01:30 EST again');
  // Sunday 23:30 EST; the day began 24.5 hours earlier (00:00 EDT = 04:00 UTC).
  const sundayLate = new Date('2026-11-02T04:30:00.000Z');
  t.equal(
    NEW_YORK.messageTime('2026-11-01T04:10:00.000Z', sundayLate),
    'Heute um 00:10',
    'more than 24 hours ago and still today',
  );
  t.equal(NEW_YORK.messageTime('2026-11-01T03:50:00.000Z', sundayLate), 'Gestern um 23:50');
  t.equal(NEW_YORK.messageTime('2026-10-31T03:50:00.000Z', sundayLate), '30.10.2026 23:50');
  t.equal(
    BERLIN.messageTime('2026-11-01T04:10:00.000Z', sundayLate),
    'Gestern um 05:10',
    'in Berlin the same moment is already Monday',
  );
});

t.test('the year and month boundaries of the calendar', async (t) => {
  t.equal(NEW_YORK.messageTime('2025-12-31T20:00:00.000Z', new Date('2026-01-01T15:00:00.000Z')), 'Gestern um 15:00');
  t.equal(NEW_YORK.messageTime('2026-02-28T20:00:00.000Z', new Date('2026-03-01T15:00:00.000Z')), 'Gestern um 15:00');
});

t.test("messages around midnight, each minute's day and clock read once", async (t) => {
  const now = new Date('2026-07-02T12:00:00.000Z');
  // Berlin (UTC+2): 23:59 on the 1st, then 00:00 on the 2nd; the seconds of one minute share its reading.
  t.equal(BERLIN.messageTime('2026-07-01T21:59:01.000Z', now), 'Gestern um 23:59');
  t.equal(BERLIN.messageTime('2026-07-01T21:59:59.999Z', now), 'Gestern um 23:59', 'the same minute, later');
  t.equal(BERLIN.messageTime('2026-07-01T22:00:00.000Z', now), 'Heute um 00:00', 'the next minute is the next day');
  t.equal(
    BERLIN.messageTime('2026-07-01T22:00:00.000Z', new Date('2026-07-03T12:00:00.000Z')),
    'Gestern um 00:00',
    "a later reader's today moves the words, not the minute's reading",
  );
});
