// The bot's close of a ticket, on both stores: the transcript is checked whole before anything is
// written (a refused close writes nothing), the archive records at most a transcript's limit of files
// in batches, and an address that does not decode is a placeholder. The CDN is an undici MockAgent
// that knows every file the tests ask for.
import t, { type Test } from 'tap';
import { MockAgent } from 'undici';
import { TRANSCRIPT_LIMITS } from '../../server/contract/index.js';
import { buildTestBotApi, IDS, storeKinds, TEST_CDN, TEST_SERVICE_TOKEN, USERS, type StoreKind, type TestBotApi } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const SERVICE = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };

function cdnAgent(files: Record<string, number>) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  for (const [path, bytes] of Object.entries(files))
    agent
      .get(TEST_CDN)
      .intercept({ path })
      .reply(200, Buffer.alloc(bytes, path), { headers: { 'content-type': 'application/pdf' } })
      .persist();
  return agent;
}

async function closer(t: Test, kind: StoreKind, files: Record<string, number> = {}) {
  const bot = await buildTestBotApi(t, { kind, cdn: cdnAgent(files) });
  const open = async () => (await bot.call('POST', `/bot/tickets/${G}`, null, { userId: USERS.aylin, username: 'aylin', reason: 'Dateien' }, SERVICE)).json().id as number;
  /** The close with its body as JSON text (a hostile body may be more than JSON.stringify can write). */
  const close = (id: number, body: string) => bot.api.inject({ method: 'POST', url: `/bot/tickets/${G}/${id}/close`, headers: SERVICE, payload: body });
  return { bot, open, close, written: (id: number) => written(bot, id) };
}

/** What the store holds of one ticket: its status and transcript, its close's audit rows, its search and file rows. */
async function written({ store: { db } }: TestBotApi, id: number) {
  const ticket = await db.selectFrom('tickets').select(['status', 'transcript']).where('id', '=', id).executeTakeFirstOrThrow();
  const closes = await db.selectFrom('audit_log').select('id').where('action', '=', 'ticket.close').where('target_id', '=', String(id)).execute();
  const searchRows = await db.selectFrom('ticket_search').select('message_id').where('ticket_id', '=', id).execute();
  const files = await db.selectFrom('ticket_files').select(['name', 'status', 'size']).where('ticket_id', '=', id).orderBy('id').execute();
  return { ...ticket, closes: closes.length, searchRows: searchRows.length, files: files.map((file) => ({ ...file, size: Number(file.size) })) };
}

const message = (id: number, attachments: object[], embeds: object[] = []) => ({ id: String(id), content: `Nachricht ${id}`, author: { id: USERS.aylin, username: 'aylin' }, attachments, embeds });
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

for (const kind of storeKinds()) {
  t.test(`H4 more files than a transcript keeps: one close, the first ${TRANSCRIPT_LIMITS.files} recorded, the rest never fetched (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    // More than one statement of either store can insert (9 values a row): 7,300 files, 50 a message.
    const messages = Array.from({ length: 146 }, (_, index) =>
      message(
        index + 1,
        Array.from({ length: 50 }, (_, n) => ({ name: `f${index}-${n}.png`, url: `https://files.example/${index}/${n}.png` })),
      ),
    );
    const res = await close(id, JSON.stringify({ transcript: { messages } }));
    t.equal(res.statusCode, 200, res.body.slice(0, 200));
    const after = await written(id);
    t.equal(after.status, 'closed');
    t.equal(after.files.length, TRANSCRIPT_LIMITS.files, 'a row for each file up to the limit');
    t.same(after.files[0], { name: 'f0-0.png', status: 'refused', size: 0 }, 'another host is refused unasked');
    t.equal(after.closes, 1);
    t.equal(after.searchRows, 147, 'the ticket and each message are searchable');
  });

  t.test(`H4 an embed image address that does not decode is a placeholder (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    const embeds = [{ title: 'Bild', image: { url: `${TEST_CDN}/attachments/1/1/bild%E0%A4%A.png` } }];
    const res = await close(id, JSON.stringify({ transcript: { messages: [message(1, [], embeds)] } }));
    t.equal(res.statusCode, 200, res.body.slice(0, 200));
    t.same((await written(id)).files, [{ name: 'Bild', status: 'refused', size: 0 }], 'recorded as refused, never asked for');
  });

  t.test(`H4 a transcript nested deeper than the limit is refused with 400 and its reason; nothing is written (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    const before = await written(id);
    const depth = 200_000;
    const asObject = `{"transcript":{"messages":[],"extra":${nested(depth)}}}`;
    const asText = JSON.stringify({ transcript: `{"messages":[],"extra":${nested(depth)}}` });
    for (const [what, body] of [
      ['as an object', asObject],
      ['as JSON text', asText],
    ] as const) {
      const res = await close(id, body);
      t.equal(res.statusCode, 400, what);
      t.match(res.json(), { code: 'invalid_request', issues: [{ path: 'body.transcript', code: 'transcriptDepth', limit: TRANSCRIPT_LIMITS.depth }] }, what);
    }
    const ok = `{"messages":[],"extra":${nested(TRANSCRIPT_LIMITS.depth - 1)}}`;
    t.same(await written(id), before, 'the ticket is open as it was: no transcript, audit, search or file row');
    t.equal((await close(id, JSON.stringify({ transcript: ok }))).statusCode, 200, 'a transcript at the limit closes');
  });

  t.test(`H5 a transcript of more messages than the limit is refused with 400 naming the limit; nothing is written (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    const before = await written(id);
    const messages = Array.from({ length: TRANSCRIPT_LIMITS.messages + 1 }, (_, index) => ({ id: String(index + 1), content: 'x' }));
    const res = await close(id, JSON.stringify({ transcript: { messages } }));
    t.equal(res.statusCode, 400);
    t.match(res.json(), { code: 'invalid_request', issues: [{ path: 'body.transcript', code: 'transcriptMessages', limit: TRANSCRIPT_LIMITS.messages }] });
    t.match(res.json().error, String(TRANSCRIPT_LIMITS.messages), 'the sentence names the limit');
    t.same(await written(id), before, 'nothing written');
  });
}
