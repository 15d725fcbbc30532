// Times carry their zone's place when the viewer's own zone is another: the formatter, and the history
// and the tickets page rendered through it. A viewer in the guild's zone, or one whose zone is not known,
// reads the times as before.
import type { ReactElement } from 'react';
import t from 'tap';
import type { HistoryEntry } from '../../server/contract/index.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { dateFormat, zonePlace } from '../../views/lib/date-format.js';
import { HistoryPage } from '../../views/pages/HistoryPage.js';
import { TicketsPage } from '../../views/pages/TicketsPage.js';
import { render, shell } from '../helpers/catalogue.js';
import { elements } from '../helpers/app.js';

const AT = '2026-11-20T19:05:00.000Z';
const words = SPEC_TEXTS.dates;

t.test("the formatter: the zone's place after each time, only for a viewer in another zone", async (t) => {
  const seenFromBerlin = dateFormat('America/New_York', words, 'Europe/Berlin');
  t.equal(seenFromBerlin.dateTime(AT), '20.11.2026 14:05 (New York)');
  t.equal(seenFromBerlin.messageTime(AT, new Date('2026-11-20T22:00:00.000Z')), 'Heute um 14:05 (New York)');
  t.equal(seenFromBerlin.messageTime(AT, new Date('2026-11-21T22:00:00.000Z')), 'Gestern um 14:05 (New York)');
  t.equal(seenFromBerlin.dateTime(null), '–', 'no date, no zone');
  t.equal(seenFromBerlin.longDate(AT), '20. November 2026', 'a day without a time needs none');
  t.equal(dateFormat('America/New_York', words, 'America/New_York').dateTime(AT), '20.11.2026 14:05', 'at home');
  t.equal(dateFormat('America/New_York', words, null).dateTime(AT), '20.11.2026 14:05', 'zone not known');
  t.equal(dateFormat('UTC', SPEC_TEXTS.dates, 'Asia/Tokyo').dateTime(AT), '20.11.2026 19:05 (UTC)');
  t.equal(
    dateFormat('America/New_York', words, 'Europe/Berlin'),
    seenFromBerlin,
    'one formatter set per zone and label',
  );
  t.equal(zonePlace('America/Argentina/Buenos_Aires'), 'Buenos Aires');
});

/** A page of a New York guild as a viewer in this zone reads it. */
const inZone = (viewerZone: string | null, page: ReactElement) =>
  render(page, SPEC_TEXTS, dateFormat('America/New_York', words, viewerZone));

const entry: HistoryEntry = {
  id: 1,
  area: 'preferences',
  action: 'preferences.update',
  targetId: '100000000000000001',
  actor: { id: '200000000000000001', name: 'Ada' },
  adminLevel: null,
  createdAt: AT,
  before: { timeZone: 'Europe/Berlin' },
  after: { timeZone: 'America/New_York' },
  details: '',
  revertsId: null,
  revertedBy: null,
};

t.test("the history's times, seen from Berlin and from New York", async (t) => {
  const page = (
    <HistoryPage
      data={{
        guildId: '100000000000000001',
        area: null,
        user: null,
        entries: [entry],
        actors: [entry.actor],
        before: null,
        olderCursor: null,
        revert: null,
        revertScreens: {},
      }}
      shell={shell}
      form={null}
    />
  );
  const times = (html: string) => elements(html, 'time').map((time) => time.text);
  t.same(times(inZone('Europe/Berlin', page)), ['20.11.2026 14:05 (New York)']);
  t.same(times(inZone('America/New_York', page)), ['20.11.2026 14:05']);
});

t.test("the tickets page's times, seen from Berlin", async (t) => {
  const page = (
    <TicketsPage
      data={{
        guildId: '100000000000000001',
        total: 1,
        open: 0,
        status: 'closed',
        sort: 'newest',
        size: 25,
        now: '2026-11-22T09:30:00.000Z',
        rows: [
          {
            id: 7,
            username: 'Ada',
            reason: '',
            created_at: AT,
            closed_at: '2026-11-21T09:30:00.000Z',
            channelHref: null,
            claimedBy: null,
          },
        ],
        newerCursor: null,
        olderCursor: null,
      }}
      shell={shell}
      form={null}
    />
  );
  const html = inZone('Europe/Berlin', page);
  t.match(html, '20.11.2026 14:05 (New York)');
  t.match(html, '21.11.2026 04:30 (New York)');
  t.notMatch(inZone('America/New_York', page), '(New York)');
});
