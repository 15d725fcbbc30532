// G3 where the outside review found 500s (SECURITY.md, R7): the whole demo system (dashboard, bot API on real
// storage, stand-in Discord), signed in as the owner and as the operator with valid form tokens, fuzzed
// over every form and /api route with prototype keys, NUL, lone surrogates, non-Latin-1 and multibyte
// strings of equal length. Never a 5xx, never an unhandled rejection. On SQLite, and on PostgreSQL when
// DATABASE_URL is set. Markdown parse work is checked in the same harness.
import fc from 'fast-check';
import t, { type Test } from 'tap';
import { PROXIED } from '../../server/dashboard/routes/api/proxy.js';
import { parseDiscordMarkdown } from '../../views/markdown/discord-markdown.js';
import { IDS as DEMO_IDS, postgresSchema, storeKinds, USERS } from '../helpers/bot-api.js';
import { startDemo } from '../helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';

const G = '100000000000000001';
/** Random requests per account and store: counted, not timed, so a busy machine runs the same fuzz. */
const RUNS = 500;

const TOKEN_LENGTH_MULTIBYTE = 'é'.repeat(43);
const hostileText = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '€',
    'Grüße ✓',
    '\u202e\u200b',
    '\u2028',
    TOKEN_LENGTH_MULTIBYTE,
    '1.5',
    '-1',
    '99999999999999999999',
    '',
    ' ',
    '100000000000000001',
    '200000000000000002',
    '1',
    'true',
    'false',
    '#5865F2',
    '🎫',
    '<:a:1>',
    '<script>alert(1)</script>',
    'x'.repeat(5_000),
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
);
const field = fc.constantFrom(
  'name',
  'description',
  'emoji',
  'customEmoji',
  'color',
  'sortOrder',
  'trigger',
  'response',
  'isEmbed',
  'embedTitle',
  'embedDescription',
  'embedColor',
  'roleId',
  'roleName',
  'type',
  'targetId',
  'targetName',
  'permissions',
  'id',
  'isActive',
  'enabled',
  'feature',
  'notificationRoles',
  'notificationsEnabled',
  'key',
  'value',
  'userId',
  'username',
  'level',
  'guildId',
  '__proto__',
  'constructor',
);
const MODERATOR_ROLE = DEMO_IDS.moderatorRole;
/** zod's default messages and the bot API's English sentences, which no page and no /api answer may show. */
const VALIDATOR_PROSE =
  /Too (big|small)|Invalid (option|input|body|query)|Unrecognized key|expected (string|number|int|one of)/;
const BOT_API_PROSE =
  /This needs the|already (has an entry|an admin|exists|an auto-role)|Unknown commands|cannot be (removed|used)|is not a selectable role|Missing or invalid|Only application\/json|Not Found/;
/** A valid submission of every form: the fuzz changes a few of its fields, so most requests get past the
 * other fields' validation and reach the bot API and the store, where the outside review found 500s. */
const FORMS: { path: string; fields: Record<string, string> }[] = [
  {
    path: `/dashboard/${G}/ticket-categories?form=new`,
    fields: { intent: 'create', name: 'Fuzz', description: 'Text', emoji: '🎫', color: '#5865F2', sortOrder: '3' },
  },
  {
    path: `/dashboard/${G}/ticket-categories?edit=1`,
    fields: {
      intent: 'update',
      id: '1',
      name: 'Fuzz',
      description: 'Text',
      emoji: 'custom',
      // A custom emoji of Demo Guild's own: another would be refused before the store.
      customEmoji: `<:guildhall_ticket:${DEMO_IDS.ticketEmoji}>`,
      color: '#5865F2',
      sortOrder: '0',
    },
  },
  { path: `/dashboard/${G}/ticket-categories`, fields: { intent: 'toggle', id: '2', isActive: 'false' } },
  {
    path: `/dashboard/${G}/autoresponses?form=new`,
    fields: {
      intent: 'create',
      trigger: 'fuzz',
      response: 'Antwort',
      embedTitle: 'Titel',
      embedDescription: 'Text',
      embedColor: '#5865F2',
    },
  },
  { path: `/dashboard/${G}/autoresponses`, fields: { intent: 'delete', trigger: 'fuzz' } },
  { path: `/dashboard/${G}/autoroles`, fields: { intent: 'add', roleId: MODERATOR_ROLE } },
  {
    path: `/dashboard/${G}/permissions?form=add`,
    fields: {
      intent: 'add',
      type: 'user',
      targetId: DEMO_IDS.newcomer,
      targetName: 'demo-newcomer',
      permissions: 'dashboard.view',
    },
  },
  {
    path: `/dashboard/${G}/permissions?form=add`,
    fields: {
      intent: 'add',
      type: 'role',
      pickRole: MODERATOR_ROLE,
      targetName: 'Moderator',
      permissions: 'tickets.view',
    },
  },
  { path: `/dashboard/${G}/command-permissions/${MODERATOR_ROLE}`, fields: { c_ticket: 'allowed', c_close: 'denied' } },
  { path: `/dashboard/${G}/settings`, fields: { intent: 'feature', feature: 'tickets', enabled: 'false' } },
  {
    path: `/dashboard/${G}/settings`,
    fields: { intent: 'notifications', notificationsEnabled: 'on', notificationRoles: MODERATOR_ROLE },
  },
  { path: `/dashboard/${G}/settings`, fields: { intent: 'timeZone', timeZone: 'Asia/Tokyo' } },
  {
    path: '/admin?tab=settings',
    fields: { intent: 'setting', key: 'fuzz_key', value: 'Wert', type: 'string', description: 'Text' },
  },
  {
    path: '/admin?tab=admins',
    fields: { intent: 'addAdmin', userId: DEMO_IDS.newcomer, username: 'demo-newcomer', level: '1' },
  },
  { path: '/admin?tab=servers', fields: { intent: 'session', guildId: G } },
];
const formRequest = fc.constantFrom(...FORMS).chain((form) => {
  const own = Object.keys(form.fields);
  // Mostly the form's own fields, so the hostile value is what the bot API and the store receive.
  const target = own.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 4 }, { arbitrary: field, weight: 1 })
    : field;
  return fc.record({
    form: fc.constant(form),
    changes: fc.array(fc.tuple(target, hostileText), { minLength: 1, maxLength: 3 }),
    replace: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    // Mostly the valid token, so most requests get past the gate.
    validToken: fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 }),
  });
});
const apiRequest = fc.record({
  route: fc.constantFrom(...PROXIED),
  guildId: fc.constantFrom(G, '100000000000000003', '__proto__'),
  // A lone surrogate cannot be percent-encoded as UTF-8: send the invalid bytes it would be instead.
  param: hostileText.map((value) => (/\p{Cs}/u.test(value) ? '%ED%A0%80' : encodeURIComponent(value))),
  body: fc.oneof(
    fc.dictionary(
      fc.oneof(field, fc.constantFrom('__proto__', 'constructor')),
      fc.oneof(hostileText, fc.boolean(), fc.integer(), fc.array(hostileText, { maxLength: 3 })),
      { maxKeys: 5 },
    ),
    fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', 'null', '[]'),
  ),
  validToken: fc.boolean(),
});

async function fuzzSystem(t: Test, env: Record<string, string>) {
  const { base, system } = await startDemo(t, env);
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  t.teardown(() => void process.off('unhandledRejection', onRejection));
  let runs = 0;
  const statuses = new Map<number, number>();
  for (const account of [USERS.owner, USERS.operator]) {
    const jar = await signInOverHttp(base, account);
    const guilds = await fetchRaw(`${base}/guilds`, { jar });
    const token = /name="_csrf" value="([^"]+)"/.exec(guilds.body.toString())?.[1];
    t.ok(token, `${account}: a form token on the picker`);
    const headers = { cookie: jar.header(), origin: base, 'sec-fetch-site': 'same-origin' };
    const check = (what: string, status: number, body: string) => {
      runs++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // The bot API's own 500 reaches a form as its text: that is a 500 too, one layer down.
      if (status >= 500 || body.includes('Internal server error') || rejections.length > 0)
        throw new Error(`${what} → ${status}: ${body.slice(0, 300)} ${rejections.map(String).join(' ')}`);
    };
    await fc.assert(
      // /api mutations are rate limited (120 a minute per user): forms get most of the runs.
      fc.asyncProperty(
        fc.oneof(
          { arbitrary: formRequest.map((form) => ({ form })), weight: 3 },
          { arbitrary: apiRequest.map((api) => ({ api })), weight: 1 },
        ),
        async (request) => {
          if ('form' in request) {
            const { form, changes, replace, validToken } = request.form;
            const body = new URLSearchParams({ _csrf: validToken ? token! : TOKEN_LENGTH_MULTIBYTE, ...form.fields });
            // A changed field replaces the valid value, or is sent a second time (repeated keys).
            for (const [name, value] of changes) {
              if (replace && name in form.fields) body.set(name, value);
              else body.append(name, value);
            }
            const path = form.path;
            const res = await system.dashboard.inject({
              method: 'POST',
              url: path,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: body.toString(),
            });
            // A refused form speaks the interface's language: never the validator's or the bot API's English.
            const prose = VALIDATOR_PROSE.exec(res.body) ?? BOT_API_PROSE.exec(res.body);
            if (prose) throw new Error(`POST ${path} ${body} → ${res.statusCode} shows "${prose[0]}"`);
            return check(`POST ${path} ${body}`, res.statusCode, res.body);
          }
          const { route, guildId, param, body, validToken } = request.api;
          const url = route.path.replace(':guildId', guildId).replace(/:\w+/g, param || 'x');
          const res = await system.dashboard.inject({
            method: route.method,
            url,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'x-csrf-token': validToken ? token! : TOKEN_LENGTH_MULTIBYTE,
            },
            ...(route.method === 'GET' ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
          });
          // Islands show an /api refusal's `error` as it comes: it is worded by its code, too.
          const prose = res.statusCode >= 400 ? (VALIDATOR_PROSE.exec(res.body) ?? BOT_API_PROSE.exec(res.body)) : null;
          if (prose)
            throw new Error(`${route.method} ${url} ${JSON.stringify(body)} → ${res.statusCode} answers "${prose[0]}"`);
          return check(`${route.method} ${url} ${JSON.stringify(body)}`, res.statusCode, res.body);
        },
      ),
      { numRuns: RUNS },
    );
  }
  const seen = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  t.equal(runs, 2 * RUNS, `${runs} signed-in requests: ${seen}`);
  t.same(rejections, [], 'no unhandled rejection');
}

for (const kind of storeKinds()) {
  t.test(
    `G3 and R7 signed-in fuzz over every form and /api route (${kind}): no 5xx, no unhandled rejection`,
    async (t) => {
      if (kind === 'sqlite') return fuzzSystem(t, {});
      const schema = await postgresSchema('fuzz');
      t.teardown(() => schema.drop());
      return fuzzSystem(t, { DATABASE_URL: schema.url });
    },
  );
}

t.test('G3 and R7 Markdown parse work: hostile text of any kind parses in steps linear in its length', async (t) => {
  const markdownish = fc.array(
    fc.oneof(
      fc.constantFrom(
        '*',
        '**',
        '_',
        '__',
        '~~',
        '||',
        '`',
        '```',
        '[',
        ']',
        '(',
        ')',
        '<',
        '>',
        '> ',
        '\n',
        '#',
        '@',
        'https://',
        '<@1>',
        '<:a:1>',
        '\\',
      ),
      fc.string({ maxLength: 4, unit: 'binary' }),
    ),
    { maxLength: 2_000 },
  );
  let most = 0;
  fc.assert(
    fc.property(markdownish, (parts) => {
      const source = parts.join('');
      const { steps } = parseDiscordMarkdown(source);
      most = Math.max(most, steps);
      return steps <= 16 * source.length + 16;
    }),
    { numRuns: 300 },
  );
  t.pass(`300 hostile texts, each in at most 16 steps per character (the most: ${most} steps)`);
});
