// Every filter and cursor of the bot API's lists keeps the contract's shared rules, on both stores: a
// day is a real calendar date, a name is lineText (no NUL, which PostgreSQL's text refuses), an id or
// a cursor's id fits the 32-bit id columns. What breaks one is a 400 naming the field and the rule,
// worded as the catalogue words it; never a 5xx.
import t from 'tap';
import { ruleText } from '../../server/dashboard/lib/form-messages.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { buildTestBotApi, IDS, storeKinds, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const TOO_BIG_ID = 2 ** 31;
const cursor = (at: string, id: number) => encodeURIComponent(`${at}_${id}`);

/** A request, the field its 400 names and the broken rule's code and words. */
const REFUSED: [string, string, string, string][] = [
  [`/api/tickets/${G}/search?q=ticket&to=2026-99-99`, 'query.to', 'calendarDate', ruleText(SPEC_TEXTS, 'calendarDate')],
  [
    `/api/tickets/${G}/search?q=ticket&from=2026-02-30`,
    'query.from',
    'calendarDate',
    ruleText(SPEC_TEXTS, 'calendarDate'),
  ],
  [`/api/tickets/${G}/search?q=ticket&to=2026-13-31`, 'query.to', 'calendarDate', ruleText(SPEC_TEXTS, 'calendarDate')],
  [`/api/tickets/${G}/search?q=ticket&user=a%00b`, 'query.user', 'control', ruleText(SPEC_TEXTS, 'control')],
  [
    `/api/tickets/${G}/search?q=ticket&before=${cursor('2026-11-01T10:00:00.000Z', TOO_BIG_ID)}`,
    'query.before',
    'transcriptCursor',
    ruleText(SPEC_TEXTS, 'transcriptCursor'),
  ],
  [
    `/api/tickets/${G}/search?q=ticket&before=${cursor('2026-99-99T99:99:99.000Z', 1)}`,
    'query.before',
    'transcriptCursor',
    ruleText(SPEC_TEXTS, 'transcriptCursor'),
  ],
  [
    `/api/tickets/${G}/search?q=ticket&category=${TOO_BIG_ID}`,
    'query.category',
    'too_big',
    SPEC_TEXTS.validation.tooBig(TOO_BIG_ID - 1),
  ],
  [
    `/api/tickets/${G}/transcripts?limit=5&before=${cursor('2026-11-01T10:00:00.000Z', TOO_BIG_ID)}`,
    'query.before',
    'transcriptCursor',
    ruleText(SPEC_TEXTS, 'transcriptCursor'),
  ],
  [
    `/api/tickets/${G}/transcripts?limit=5&after=${cursor('2026-02-30T10:00:00.000Z', 1)}`,
    'query.after',
    'transcriptCursor',
    ruleText(SPEC_TEXTS, 'transcriptCursor'),
  ],
  [
    `/api/tickets/${G}?limit=5&before=${TOO_BIG_ID}`,
    'query.before',
    'too_big',
    SPEC_TEXTS.validation.tooBig(TOO_BIG_ID - 1),
  ],
  [
    `/api/guilds/${G}/history?before=${TOO_BIG_ID}`,
    'query.before',
    'too_big',
    SPEC_TEXTS.validation.tooBig(TOO_BIG_ID - 1),
  ],
  [`/api/discord/${G}/members?search=a%00b`, 'query.search', 'control', ruleText(SPEC_TEXTS, 'control')],
];

for (const kind of storeKinds()) {
  t.test(
    `H3 a filter or cursor that breaks a shared rule is a 400 naming its field and rule, never a 5xx (${kind})`,
    async (t) => {
      const bot = await buildTestBotApi(t, { kind });
      for (const [url, path, code, message] of REFUSED) {
        const res = await bot.call('GET', url, USERS.owner);
        t.equal(res.statusCode, 400, url);
        t.match(res.json(), { code: 'invalid_request', issues: [{ path, code, message }] }, url);
      }
    },
  );

  t.test(`H3 every real date is a filter, the last day of the calendar too (${kind})`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const ids = async (query: string) => {
      const res = await bot.call('GET', `/api/tickets/${G}/search?q=ticket&status=closed${query}`, USERS.owner);
      t.equal(res.statusCode, 200, query);
      return (res.json() as { ticket: { id: number } }[]).map((hit) => hit.ticket.id);
    };
    const closed = await ids('');
    t.ok(closed.length > 0, 'the demo guild has closed tickets to find');
    t.same(await ids('&from=0001-01-01&to=9999-12-31'), closed, 'the whole calendar holds every ticket');
    t.same(await ids('&to=2024-02-29'), [], 'a leap day is a date (nothing closed before it)');
  });
}
