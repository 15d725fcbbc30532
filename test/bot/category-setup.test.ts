// What the bot sends for a category's own set-up, exactly: the open form with five questions, the welcome
// embed (its colour, its own words with the placeholders filled in, the answers as fields, cut to Discord's
// limits), the staff a ticket's channel lets in (the team, those who manage tickets; the others not; a
// deleted role skipped), and the overwrites a change of the team makes in an open ticket's channel.
import t from 'tap';
import { OverwriteType } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../server/contract/bot.js';
import type { TicketCategory } from '../../server/contract/config.js';
import type { Ticket } from '../../server/contract/guild.js';
import { questionForm, submittedAnswers } from '../../server/bot/tickets/opening/questions.js';
import { answerFields, welcome } from '../../server/bot/tickets/opening/welcome.js';
import { staffOfCategory } from '../../server/bot/tickets/staff.js';
import { teamChange } from '../../server/bot/tickets/desk/team-follower.js';
import { textsFor } from '../../server/bot/texts.js';
import type { DeskVisit } from '../../server/bot/tickets/visit.js';

const G = '100000000000000001';
const TEAM = '300000000000000001';
const GONE = '300000000000000009';
const VIEWERS = '300000000000000002';
const MANAGERS = '300000000000000003';

const category: TicketCategory = {
  id: 7,
  name: 'Bewerbungen für das Moderationsteam des Servers',
  description: '',
  emoji: '📝',
  color: '#57F287',
  sort_order: 0,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  questions: [
    { label: 'Wie alt bist du?', style: 'short', required: true, placeholder: '17', minLength: 1, maxLength: 3 },
    { label: 'Warum willst du ins Team?', style: 'paragraph', required: false },
    { label: 'Discord seit?', style: 'short', required: true },
    { label: 'Zeitzone', style: 'short', required: false, placeholder: 'Europe/Berlin' },
    { label: 'Sonst noch etwas?', style: 'paragraph', required: false, maxLength: 500 },
  ],
  staffRoleIds: [TEAM, GONE],
  welcomeMessage: 'Hallo {user}, willkommen bei **{category}** auf {server}!',
  discordCategoryId: null,
};

const config = {
  categories: [category],
  dashboardPermissions: [
    { type: 'role', targetId: VIEWERS, permissions: ['dashboard.view', 'tickets.view'] },
    { type: 'role', targetId: MANAGERS, permissions: ['dashboard.view', 'tickets.view', 'tickets.manage'] },
  ],
} as unknown as GuildConfiguration;

t.test('the open form asks the five questions, titled with the name cut to 45', async (t) => {
  t.same(questionForm('ticket:open-form:7', category), {
    custom_id: 'ticket:open-form:7',
    title: 'Bewerbungen für das Moderationsteam des Serve',
    components: [
      {
        type: 1,
        components: [
          {
            type: 4,
            custom_id: 'question-0',
            label: 'Wie alt bist du?',
            style: 1,
            required: true,
            placeholder: '17',
            min_length: 1,
            max_length: 3,
          },
        ],
      },
      {
        type: 1,
        components: [
          {
            type: 4,
            custom_id: 'question-1',
            label: 'Warum willst du ins Team?',
            style: 2,
            required: false,
            max_length: 4000,
          },
        ],
      },
      {
        type: 1,
        components: [
          { type: 4, custom_id: 'question-2', label: 'Discord seit?', style: 1, required: true, max_length: 4000 },
        ],
      },
      {
        type: 1,
        components: [
          {
            type: 4,
            custom_id: 'question-3',
            label: 'Zeitzone',
            style: 1,
            required: false,
            placeholder: 'Europe/Berlin',
            max_length: 4000,
          },
        ],
      },
      {
        type: 1,
        components: [
          { type: 4, custom_id: 'question-4', label: 'Sonst noch etwas?', style: 2, required: false, max_length: 500 },
        ],
      },
    ],
  });
  const sent = [
    { type: 1, components: [{ type: 4, custom_id: 'question-0', value: ' 17 ' }] },
    { type: 18, component: { type: 4, custom_id: 'question-1', value: 'Weil' } },
  ];
  t.same(submittedAnswers(sent, category), [
    { question: 'Wie alt bist du?', answer: '17' },
    { question: 'Warum willst du ins Team?', answer: 'Weil' },
    { question: 'Discord seit?', answer: '' },
    { question: 'Zeitzone', answer: '' },
    { question: 'Sonst noch etwas?', answer: '' },
  ]);
});

const ticket = (answers: Ticket['answers']): Ticket =>
  ({ id: 12, user_id: '200000000000000005', reason: '', category_id: 7, answers }) as Ticket;
const visit = {
  texts: textsFor('de'),
  setup: { config },
  facts: {
    name: 'Demo Guild',
    roles: new Map([
      [TEAM, {}],
      [VIEWERS, {}],
      [MANAGERS, {}],
    ]),
  },
} as unknown as DeskVisit;

t.test("the welcome: the category's colour, its words, the answers as fields", async (t) => {
  const sent = welcome(
    visit,
    ticket([
      { question: 'Wie alt bist du?', answer: '17' },
      { question: 'Warum?', answer: '' },
    ]),
  );
  t.same(sent.embeds, [
    {
      title: 'Ticket #12',
      description: `Hallo <@200000000000000005>, willkommen bei **${category.name}** auf Demo Guild!`,
      color: 0x57f287,
      fields: [
        { name: 'Kategorie', value: `📝 ${category.name}` },
        { name: 'Wie alt bist du?', value: '17' },
        { name: 'Warum?', value: 'Keine Antwort' },
      ],
    },
  ]);
  const plain = welcome({ ...visit, setup: { config: { ...config, categories: [] } } } as unknown as DeskVisit, {
    ...ticket([]),
    reason: 'Hilfe',
  });
  t.same(plain.embeds[0]!.color, 0x5865f2, 'without a category: blurple, as before');
  t.same(plain.embeds[0]!.fields, [
    { name: 'Kategorie', value: 'Keine Kategorie' },
    { name: 'Grund', value: 'Hilfe' },
  ]);
});

t.test("long answers are cut to a field's 1,024 and the embed's 6,000", async (t) => {
  const long = Array.from({ length: 5 }, (_, index) => ({ question: `Frage ${index}`, answer: 'a'.repeat(4000) }));
  const fields = answerFields(long, 6000 - 200, 'Keine Antwort');
  t.ok(fields.every((field) => field.value.length <= 1024 && field.value.endsWith('…')));
  const total = fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  t.ok(total <= 5800, `${total} characters fit`);
});

t.test("a team's ticket: the team and the managers see it, the viewers not, a deleted role is skipped", async (t) => {
  t.same(staffOfCategory(config, 7, visit.facts!.roles), { roleIds: [TEAM, MANAGERS], userIds: [] });
  t.same(staffOfCategory(config, null), { roleIds: [VIEWERS, MANAGERS], userIds: [] }, 'no team: the ticket staff');
});

t.test('a change of the team lets the new roles in and takes the old ones out', async (t) => {
  const current = [
    { id: G, type: OverwriteType.Role },
    { id: VIEWERS, type: OverwriteType.Role },
    { id: MANAGERS, type: OverwriteType.Role },
    { id: '200000000000000005', type: OverwriteType.Member },
  ];
  t.same(teamChange(current, [TEAM, MANAGERS], G), { letIn: [TEAM], takeOut: [VIEWERS] });
});
