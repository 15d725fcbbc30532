// Every rule of the contract (server/contract/rules.ts) is worded by each catalogue,
// and every form that checks one shows it beside its field in the reader's language, on the whole demo
// system (the real bot API behind the dashboard), and so does the /api proxy for islands. In English no
// German sentence of the default wording is left.
import t from 'tap';
import { RULE_NAMES, type RuleName } from '../../../server/contract/index.js';
import { ruleText } from '../../../server/dashboard/lib/form-messages.js';
import { LANGUAGES, type Language } from '../../../server/contract/languages.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { FORM, textOf } from '../../helpers/app.js';
import { IDS, USERS } from '../../helpers/bot-api.js';
import { startDemo } from '../../helpers/browser.js';
import type { System } from '../../../server/system.js';
import { fetchRaw, signInOverHttp } from '../../helpers/http-client.js';

const G = IDS.demoGuild;

t.test('each catalogue words every rule, English in its own words', async (t) => {
  for (const language of LANGUAGES) {
    for (const name of RULE_NAMES)
      t.ok(ruleText(CATALOGUES[language], name, 10).trim().length > 3, `${language}: ${name}`);
  }
  const untranslated = RULE_NAMES.filter(
    (name) => ruleText(CATALOGUES.en, name, 10) === ruleText(CATALOGUES.spec, name, 10),
  );
  t.same(untranslated, [], 'no English rule keeps the German wording');
  t.equal(ruleText(CATALOGUES.en, 'sortOrderTooBig', 100_000), 'The order may be at most 100000', 'a limit is named');
});

/** A form, the fields it sends, and the rule its page must name (with the rule's limit). */
type Case = { page: string; fields: Record<string, string>; rule: RuleName; limit?: number };
const category = { intent: 'create', name: 'Neu', description: '', emoji: '🎫', color: '#5865F2', sortOrder: '0' };
const response = {
  intent: 'create',
  trigger: 'hallo',
  response: 'Hi',
  embedTitle: '',
  embedDescription: '',
  embedColor: '#5865F2',
};
const CASES: Case[] = [
  { page: 'ticket-categories', fields: { ...category, sortOrder: '1.5' }, rule: 'sortOrderWhole' },
  { page: 'ticket-categories', fields: { ...category, sortOrder: '-1' }, rule: 'sortOrderNegative' },
  { page: 'ticket-categories', fields: { ...category, sortOrder: '100001' }, rule: 'sortOrderTooBig', limit: 100_000 },
  { page: 'ticket-categories', fields: { ...category, emoji: 'custom', customEmoji: 'kein Emoji' }, rule: 'oneEmoji' },
  // Only Discord knows a server's emojis: the bot API asks it, and the form words its refusal the same way.
  {
    page: 'ticket-categories',
    fields: { ...category, emoji: 'custom', customEmoji: '<:nope:123456789012345678>' },
    rule: 'serverEmoji',
  },
  {
    page: 'ticket-categories',
    fields: { ...category, emoji: 'custom', customEmoji: '<:second_wave:180000000000000101>' },
    rule: 'serverEmoji',
  },
  { page: 'ticket-categories', fields: { ...category, name: ' ' }, rule: 'nameRequired' },
  { page: 'ticket-categories', fields: { ...category, name: '\u200b' }, rule: 'invisible' },
  { page: 'ticket-categories', fields: { ...category, name: 'a\u0001b' }, rule: 'control' },
  { page: 'ticket-categories', fields: { ...category, color: '#123456' }, rule: 'pickColour' },
  { page: 'autoresponses', fields: { ...response, trigger: '' }, rule: 'triggerRequired' },
  { page: 'autoresponses', fields: { ...response, response: '' }, rule: 'responseOrEmbed' },
  { page: 'autoresponses', fields: { ...response, response: '', isEmbed: 'on' }, rule: 'embedNeedsText' },
  { page: 'autoresponses', fields: { ...response, isEmbed: 'on', embedTitle: 'T', embedColor: 'rot' }, rule: 'colour' },
  { page: 'autoroles', fields: { intent: 'add', roleId: '' }, rule: 'chooseRole' },
  {
    page: 'permissions',
    fields: { intent: 'add', type: 'user', targetId: USERS.aylin, targetName: 'Aylin' },
    rule: 'choosePermission',
  },
  { page: 'settings', fields: { intent: 'timeZone', timeZone: 'Mars/Olympus_Mons' }, rule: 'timeZone' },
];

/** Signed in (the demo owner unless told), the language chosen with the footer form. */
async function signedIn(base: string, system: System, language: Language, user: string = USERS.owner) {
  const jar = await signInOverHttp(base, user);
  const inject = (url: string, fields: Record<string, string>) =>
    system.dashboard.inject({
      method: 'POST',
      url,
      headers: { ...FORM, origin: base, 'sec-fetch-site': 'same-origin', cookie: jar.header() },
      payload: new URLSearchParams(fields).toString(),
    });
  const csrf = async () =>
    /name="_csrf" value="([^"]+)"/.exec((await fetchRaw(`${base}/guilds`, { jar })).body.toString())![1]!;
  const post = async (url: string, fields: Record<string, string>) => inject(url, { ...fields, _csrf: await csrf() });
  /** What an island sends through /api. */
  const api = async (method: 'PUT' | 'POST', url: string, body: unknown) =>
    system.dashboard.inject({
      method,
      url,
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': await csrf(),
        origin: base,
        'sec-fetch-site': 'same-origin',
        cookie: jar.header(),
      },
      payload: JSON.stringify(body),
    });
  // The footer's form carries no session token (a display preference, like the theme).
  const chosen = await inject('/language', { language, back: '/guilds' });
  return { post, api, chosen };
}

t.test('every form names the broken rule in the reader’s language and keeps what was typed', async (t) => {
  const { base, system } = await startDemo(t);
  for (const language of LANGUAGES) {
    const { post, api, chosen } = await signedIn(base, system, language);
    t.equal(chosen.statusCode, 303, `${language} chosen`);
    const island = await api('PUT', `/api/command-permissions/${G}/${IDS.vipRole}`, {
      roleName: 'VIP',
      allowedCommands: ['ping'],
      deniedCommands: ['ping'],
    });
    t.equal(island.statusCode, 400, `${language} /api`);
    const words = ruleText(CATALOGUES[language], 'allowedAndDenied');
    t.match(
      island.json(),
      { code: 'invalid_request', issues: [{ path: 'body.deniedCommands', code: 'allowedAndDenied', message: words }] },
      `${language}: an island gets the rule in the reader's words`,
    );
    for (const { page, fields, rule, limit } of CASES) {
      const what = `${language} ${page}: ${rule}`;
      const res = await post(`/dashboard/${G}/${page}`, fields);
      t.equal(res.statusCode, 400, what);
      t.match(textOf(res.body), ruleText(CATALOGUES[language], rule, limit), what);
      if (language === 'en')
        t.notMatch(textOf(res.body), ruleText(CATALOGUES.spec, rule, limit), `${what}: no German left`);
    }
  }
});

t.test('the admin panel words a setting whose value is not of its type', async (t) => {
  const { base, system } = await startDemo(t);
  const expected: Record<Language, string> = {
    spec: 'Wert muss eine Zahl sein',
    de: 'Wert muss eine Zahl sein',
    en: 'The value must be a number',
  };
  for (const language of LANGUAGES) {
    const { post } = await signedIn(base, system, language, USERS.operator);
    const res = await post('/admin?tab=einstellungen', {
      intent: 'setting',
      key: 'answer',
      value: 'zwölf',
      type: 'number',
      description: '',
    });
    t.equal(res.statusCode, 400, language);
    t.match(textOf(res.body), expected[language], language);
  }
});
