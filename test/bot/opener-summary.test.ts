// The summary a ticket's opener gets by direct message after the close: the answers to the category's
// questions under the close's facts, and, however long the reason and the answers, within Discord's 2,000
// characters (a longer message would be refused, and the opener would get nothing).
import t from 'tap';
import { openerSummary } from '../../server/bot/tickets/closing/opener-copy.js';
import { openerTextsFor } from '../../server/bot/texts-opener.js';
import type { GuildConfiguration } from '../../server/contract/bot.js';
import type { Ticket } from '../../server/contract/guild.js';

const category = { id: 7, name: 'Bewerbungen', emoji: '📝' };
const config = { categories: [category] } as unknown as GuildConfiguration;
const ticket = (fields: Partial<Ticket>): Ticket =>
  ({
    id: 12,
    category_id: 7,
    created_at: '2026-11-30T10:00:00.000Z',
    closed_at: '2026-12-01T09:30:00.000Z',
    closed_by: '200000000000000002',
    close_kind: null,
    close_reason: 'Angenommen',
    answers: [],
    ...fields,
  }) as Ticket;
const extras = { file: true, rating: true };

t.test("the answers to the category's questions follow the close's facts", async (t) => {
  const answers = [
    { question: 'Wie alt bist du?', answer: '17' },
    { question: 'Warum willst du ins Team?', answer: 'Ich helfe gern.' },
    { question: 'Zeitzone', answer: '' },
  ];
  t.equal(
    openerSummary(openerTextsFor('de'), ticket({ answers }), 'Demo Guild', config, extras),
    [
      '**Dein Ticket #12 auf Demo Guild wurde geschlossen.**',
      'Kategorie: 📝 Bewerbungen',
      'Eröffnet: <t:1796032800:f>',
      'Geschlossen: <t:1796117400:f>',
      'Geschlossen von: <@200000000000000002>',
      'Grund: Angenommen',
      'Wie alt bist du?: 17',
      'Warum willst du ins Team?: Ich helfe gern.',
      'Zeitzone: ',
      'Das Transkript ist als HTML-Datei angehängt; sie öffnet sich in jedem Browser.',
      'Wie zufrieden warst du? Bewerte das Ticket mit 1 bis 5 Sternen (bis zu 7 Tage lang).',
    ].join('\n'),
  );
  t.equal(
    openerSummary(openerTextsFor('en-US'), ticket({ close_kind: 'auto_close', answers: [] }), 'Demo', config, {
      file: false,
      rating: false,
    }).split('\n')[4],
    'Closed by: automatically (no activity)',
  );
});

t.test('the longest reason and five answers of 4,000 characters stay within 2,000 characters', async (t) => {
  const long = { ...category, name: 'K'.repeat(100) };
  const answers = Array.from({ length: 5 }, (_, index) => ({
    question: `${index}`.padEnd(45, 'F'),
    answer: `${index}`.padEnd(4000, 'a'),
  }));
  const summary = openerSummary(
    openerTextsFor('de'),
    ticket({ close_reason: 'r'.repeat(1000), answers }),
    'G'.repeat(100),
    { categories: [long] } as unknown as GuildConfiguration,
    extras,
  );
  t.ok(summary.length <= 2000, `${summary.length} characters`);
  const lines = summary.split('\n');
  t.equal(lines[5], `Grund: ${'r'.repeat(299)}…`, 'the reason cut to 300');
  const shown = lines.slice(6, 11);
  t.equal(shown.length, 5, 'every answer is there');
  for (const [index, line] of shown.entries()) {
    t.ok(line.startsWith(`${answers[index]!.question}: ${index}aaa`), 'each question with the start of its answer');
    t.ok(line.endsWith('…'), 'and cut');
  }
  t.same(lines.slice(11), [
    'Das Transkript ist als HTML-Datei angehängt; sie öffnet sich in jedem Browser.',
    'Wie zufrieden warst du? Bewerte das Ticket mit 1 bis 5 Sternen (bis zu 7 Tage lang).',
  ]);
});
