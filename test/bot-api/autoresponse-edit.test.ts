// Editing an auto response (PUT /api/autoresponses/{guildId}/{key}, beyond the spec) on both stores and
// over both transports: the create's rules and limits, a trigger renamed or clashing, an audit entry with
// before and after, undone from the history; and what a preview needs (the bot's name and avatar, the
// server's role and channel names).
import t, { type Test } from 'tap';
import { PREVIEW_USERS_MAX } from '../../server/contract/facts.js';
import {
  buildTestBotApi,
  IDS,
  storeKinds,
  TRANSPORTS,
  USERS,
  type StoreKind,
  type TestBotApi,
  type Transport,
} from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const BASE = `/api/autoresponses/${G}`;
const put = (bot: TestBotApi, key: string, body: object, user: string = USERS.owner) =>
  bot.call('PUT', `${BASE}/${encodeURIComponent(key)}`, user, { guildId: G, ...body });

interface Saved {
  id: number;
  trigger_word: string;
  response_text: string;
  is_embed: boolean;
  embed_title: string | null;
  embed_description: string | null;
  embed_color: number | null;
  created_at: string;
}
const list = async (bot: TestBotApi) => (await bot.call('GET', BASE, USERS.owner)).json() as Saved[];
const byTrigger = async (bot: TestBotApi, trigger: string) =>
  (await list(bot)).find((response) => response.trigger_word === trigger);

async function newestChange(bot: TestBotApi) {
  const page = (await bot.call('GET', `/api/guilds/${G}/history?area=autoResponses&limit=1`, USERS.owner)).json();
  return page.entries[0] as { id: number; action: string; targetId: string; before: unknown; after: unknown };
}

async function editing(t: Test, kind: StoreKind, transport: Transport) {
  const bot = await buildTestBotApi(t, { kind, transport });
  const ip = (await byTrigger(bot, 'ip'))!;

  const res = await put(bot, 'IP', {
    trigger: 'Server IP',
    response: '',
    isEmbed: true,
    embedTitle: 'Server',
    embedDescription: '**play.example**',
    embedColor: 0xeb459e,
  });
  t.equal(res.statusCode, 200, 'found by its trigger in any letter case');
  t.same(
    res.json(),
    {
      ...ip,
      trigger_word: 'Server IP',
      response_text: '',
      is_embed: true,
      embed_title: 'Server',
      embed_description: '**play.example**',
      embed_color: 0xeb459e,
    },
    'the same record (id, creation date) with the new values',
  );
  t.notOk(await byTrigger(bot, 'ip'), 'the old trigger is gone');

  const change = await newestChange(bot);
  t.match(change, {
    action: 'autoresponse.update',
    targetId: String(ip.id),
    before: { trigger_word: 'ip', response_text: ip.response_text, is_embed: false },
    after: { trigger_word: 'Server IP', embed_title: 'Server', is_embed: true },
  });

  const plain = await put(bot, 'server ip', { trigger: 'Server IP', response: 'Nur Text', embedTitle: 'weg' });
  t.equal(plain.statusCode, 200);
  t.match(plain.json(), { is_embed: false, embed_title: null, embed_color: null }, 'a plain response keeps no embed');

  // Undo the last edit: the embed comes back, found under the trigger it has now.
  const undo = await bot.call('POST', `/api/guilds/${G}/history/${(await newestChange(bot)).id}/revert`, USERS.owner);
  t.equal(undo.statusCode, 200);
  t.match(undo.json().entries, [{ action: 'autoresponse.update' }], 'the undo is an edit of its own');
  t.match(await byTrigger(bot, 'Server IP'), { is_embed: true, embed_description: '**play.example**' });
  // The first edit changed since (it was undone by a newer edit): refused, nothing overwritten.
  const stale = await bot.call('POST', `/api/guilds/${G}/history/${change.id}/revert`, USERS.owner);
  t.equal(stale.statusCode, 409);
  t.equal(stale.json().code, 'revert_conflict');
}

async function refusals(t: Test, kind: StoreKind, transport: Transport) {
  const bot = await buildTestBotApi(t, { kind, transport });
  const before = await list(bot);
  const cases: [string, string, object, number, RegExp][] = [
    ['no trigger', 'ip', { trigger: ' ', response: 'x' }, 400, /trigger/],
    ['no response', 'ip', { trigger: 'ip', response: '' }, 400, /Antwort ist erforderlich/],
    ['an embed without text', 'ip', { trigger: 'ip', isEmbed: true }, 400, /embedTitle/],
    ['a colour without embed', 'ip', { trigger: 'ip', response: 'x', embedColor: 5 }, 400, /embedColor/],
    ['a trigger past its limit', 'ip', { trigger: 'x'.repeat(101), response: 'x' }, 400, /trigger/],
    ['another guild in the body', 'ip', { trigger: 'ip', response: 'x', guildId: IDS.secondGuild }, 400, /guildId/],
    ['a trigger another response has', 'ip', { trigger: 'REGELN', response: 'x' }, 409, /already exists/],
    ['an unknown trigger', 'unbekannt', { trigger: 'x', response: 'x' }, 404, /not found/i],
  ];
  for (const [what, key, body, status, message] of cases) {
    const res = await put(bot, key, body);
    t.equal(res.statusCode, status, what);
    t.match(res.json().error, message, what);
  }
  t.equal((await put(bot, 'ip', { trigger: 'ip', response: 'x' }, USERS.max)).statusCode, 403, 'view only: refused');
  t.same(await list(bot), before, 'nothing was changed');
}

for (const transport of TRANSPORTS)
  for (const kind of storeKinds()) {
    t.test(`an edit keeps the record, is in the history and is undone (${kind}, ${transport})`, (t) =>
      editing(t, kind, transport),
    );
    t.test(`an edit follows the create's rules (${kind}, ${transport})`, (t) => refusals(t, kind, transport));
  }

t.test("the preview's context: the bot as the server shows it and the names for mentions", async (t) => {
  const bot = await buildTestBotApi(t);
  const res = await bot.call('GET', `${BASE}/preview-context`, USERS.max);
  t.equal(res.statusCode, 200, 'viewing is enough');
  const context = res.json();
  t.same(context.bot, {
    id: IDS.bot,
    name: 'Guildhall Bot',
    avatarUrl: `https://cdn.discordapp.com/avatars/${IDS.bot}/c1b2c3d4e5f60718293a4b5c6d7e8f92.png?size=64`,
  });
  t.equal(context.mentionNames.roles[IDS.moderatorRole], 'Moderator');
  t.equal(context.mentionNames.channels['130000000000000002'], 'willkommen');
  t.same(context.mentionNames.users, {}, 'no users asked for, none named');
  const named = await bot.call(
    'GET',
    `${BASE}/preview-context?users=${IDS.owner},${IDS.owner},200000000000000999`,
    USERS.max,
  );
  t.equal(named.statusCode, 200);
  t.same(
    named.json().mentionNames.users,
    { [IDS.owner]: 'Demo Owner' },
    'a member by name; one not on the server left out',
  );
  const ids = Array.from(
    { length: PREVIEW_USERS_MAX + 1 },
    (_, index) => `2000000000000010${String(index).padStart(2, '0')}`,
  );
  t.equal(
    (await bot.call('GET', `${BASE}/preview-context?users=${ids.join(',')}`, USERS.max)).statusCode,
    400,
    `at most ${PREVIEW_USERS_MAX}`,
  );
  t.equal((await bot.call('GET', `${BASE}/preview-context?users=abc`, USERS.max)).statusCode, 400, 'ids only');
  t.equal((await bot.call('GET', `${BASE}/preview-context`, USERS.newcomer)).statusCode, 403);
});
