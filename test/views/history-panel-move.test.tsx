// A ticket panel sent into another channel reads as a move in the history, in both catalogues, with the
// channels as Discord writes them (one the guild no longer has by its id); a panel sent again where it
// was, a new panel and a deleted one are no move.
import t from 'tap';
import type { HistoryEntry } from '../../server/contract/index.js';
import { HistoryChange } from '../../views/components/HistoryChange.js';
import { EN_TEXTS } from '../../views/i18n/texts-en.js';
import { SPEC_TEXTS, type Texts } from '../../views/i18n/texts.js';
import { elements } from '../helpers/app.js';
import { render, visibleText } from '../helpers/catalogue.js';

const panel = (channelId: string) => ({ id: 3, channelId, title: 'Bewerbungen', text: 'Wähle', categoryIds: [2] });
const entry = (action: string, before: unknown, after: unknown): HistoryEntry => ({
  id: 9,
  area: 'ticketPanel',
  action,
  targetId: '3',
  actor: { id: '200000000000000001', name: 'demo-owner' },
  adminLevel: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  before,
  after,
  details: '',
  revertsId: null,
  revertedBy: null,
});
const names = {
  roles: {},
  categories: {},
  channels: { '130000000000000006': 'tickets', '130000000000000009': 'bewerbungen' },
};
const notes = (change: HistoryEntry, texts: Texts) =>
  elements(render(<HistoryChange entry={change} names={names} />, texts), 'p', { class: 'history-entry__note' }).map(
    (note) => visibleText(note.html).trim(),
  );

t.test('a panel sent into another channel: "Panel verschoben: #alt → #neu"', async (t) => {
  const moved = entry('ticket_panel.send', panel('130000000000000006'), panel('130000000000000009'));
  t.same(notes(moved, SPEC_TEXTS), ['Panel verschoben: #tickets → #bewerbungen']);
  t.same(notes(moved, EN_TEXTS), ['Panel moved: #tickets → #bewerbungen']);
  const fromGone = entry('ticket_panel.send', panel('130000000000000077'), panel('130000000000000009'));
  t.same(
    notes(fromGone, SPEC_TEXTS),
    ['Panel verschoben: 130000000000000077 → #bewerbungen'],
    'a gone channel by its id',
  );
});

t.test('no move: sent again in the same channel, created, deleted', async (t) => {
  for (const change of [
    entry('ticket_panel.send', panel('130000000000000006'), { ...panel('130000000000000006'), title: 'Neu' }),
    entry('ticket_panel.send', null, panel('130000000000000006')),
    entry('ticket_panel.delete', panel('130000000000000006'), null),
  ])
    t.same(notes(change, SPEC_TEXTS), [], change.action);
});
