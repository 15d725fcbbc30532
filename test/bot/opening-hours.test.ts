// When the team is in, by the contract's two functions the bot and the settings page share: the spans
// of a weekday in the server's time zone (24:00 ends a day), the next opening across the week's end and
// across the clock changes of daylight saving time, and hours switched off (always in).
import t from 'tap';
import { isOpenAt, nextOpening, type OpeningHours } from '../../server/contract/opening-hours.js';

const BERLIN = 'Europe/Berlin';
const hours = (schedule: OpeningHours['schedule'], enabled = true): OpeningHours => ({
  enabled,
  schedule,
  outside: 'refuse',
  message: 'Zu',
});
const at = (iso: string) => Date.parse(iso);
const next = (h: OpeningHours, iso: string, zone = BERLIN) => {
  const instant = nextOpening(h, at(iso), zone);
  return instant === null ? null : new Date(instant).toISOString();
};

t.test('a span of a weekday, in the zone; 24:00 ends the day', async (t) => {
  const evening = hours([{ day: 3, from: '20:00', to: '24:00' }]);
  // Wednesday 25 November 2026, Berlin is UTC+1.
  t.notOk(isOpenAt(evening, at('2026-11-25T18:59:00Z'), BERLIN), '19:59 Berlin: not yet');
  t.ok(isOpenAt(evening, at('2026-11-25T19:00:00Z'), BERLIN), '20:00 Berlin: in');
  t.ok(isOpenAt(evening, at('2026-11-25T22:59:00Z'), BERLIN), '23:59 Berlin: still in');
  t.notOk(isOpenAt(evening, at('2026-11-25T23:00:00Z'), BERLIN), 'Thursday 00:00: out');
  t.ok(isOpenAt(evening, at('2026-11-25T23:00:00Z'), 'UTC'), 'in UTC the same instant is Wednesday 23:00');
  t.ok(isOpenAt(hours([], false), at('2026-11-25T03:00:00Z'), BERLIN), 'switched off: always in');
  t.notOk(isOpenAt(hours([]), at('2026-11-25T03:00:00Z'), BERLIN), 'on without spans: never in');
});

t.test('the next opening: later today, tomorrow, next week, none', async (t) => {
  const week = hours([1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })));
  t.equal(next(week, '2026-11-25T06:00:00Z'), '2026-11-25T08:00:00.000Z', 'Wednesday 07:00: today at 09:00');
  t.equal(next(week, '2026-11-25T20:00:00Z'), '2026-11-26T08:00:00.000Z', 'Wednesday 21:00: Thursday 09:00');
  t.equal(next(week, '2026-11-27T17:00:00Z'), '2026-11-30T08:00:00.000Z', 'Friday evening: Monday');
  t.equal(next(week, '2026-11-25T08:00:00Z'), '2026-11-26T08:00:00.000Z', 'at an opening: the one after it');
  const monday = hours([{ day: 1, from: '09:00', to: '17:00' }]);
  t.equal(next(monday, '2026-11-23T10:00:00Z'), '2026-11-30T08:00:00.000Z', 'in its only span: a week on');
  t.equal(next(hours([]), '2026-11-25T08:00:00Z'), null, 'no span: never');
});

t.test('across the clock changes: the wall clock of the zone counts', async (t) => {
  const monday = hours([{ day: 1, from: '09:00', to: '17:00' }]);
  // Saturday 24 October 2026, 12:00 summer time; Monday is winter time (UTC+1).
  t.equal(next(monday, '2026-10-24T10:00:00Z'), '2026-10-26T08:00:00.000Z', 'autumn: Monday 09:00 CET');
  // Saturday 28 March 2026, 12:00 winter time; Monday is summer time (UTC+2).
  t.equal(next(monday, '2026-03-28T11:00:00Z'), '2026-03-30T07:00:00.000Z', 'spring: Monday 09:00 CEST');
});
