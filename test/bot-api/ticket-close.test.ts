// The bot's close of a ticket, on both stores: the transcript is checked whole before anything is
// written (a refused close writes nothing), the archive records at most a transcript's limit of files
// in batches, an address that does not decode is a placeholder, and a ticket closes once: a second
// close, or seven of eight at once, get 409 and write nothing, and concurrent closes keep the guild's
// archive quota. The CDN is an undici MockAgent that knows every file the tests ask for.
import t, { type Test } from 'tap';
import { MockAgent } from 'undici';
import { TRANSCRIPT_LIMITS } from '../../server/contract/index.js';
import {
  buildTestBotApi,
  IDS,
  storeKinds,
  TEST_ARCHIVE_LIMITS,
  TEST_CDN,
  TEST_SERVICE_TOKEN,
  USERS,
  type StoreKind,
  type TestBotApi,
} from '../helpers/bot-api.js';

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
  const open = async () =>
    (
      await bot.call(
        'POST',
        `/bot/tickets/${G}`,
        null,
        { userId: USERS.aylin, username: 'aylin', reason: 'Dateien' },
        SERVICE,
      )
    ).json().id as number;
  /** The close with its body as JSON text (a hostile body may be more than JSON.stringify can write). */
  const close = (id: number, body: string) =>
    bot.api.inject({ method: 'POST', url: `/bot/tickets/${G}/${id}/close`, headers: SERVICE, payload: body });
  return { bot, open, close, written: (id: number) => written(bot, id) };
}

/** What the store holds of one ticket: its status and transcript, its close's audit rows, its search and file rows. */
async function written({ store: { db } }: TestBotApi, id: number) {
  const ticket = await db
    .selectFrom('tickets')
    .select(['status', 'transcript'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const closes = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'ticket.close')
    .where('target_id', '=', String(id))
    .execute();
  const searchRows = await db.selectFrom('ticket_search').select('message_id').where('ticket_id', '=', id).execute();
  const files = await db
    .selectFrom('ticket_files')
    .select(['name', 'status', 'size'])
    .where('ticket_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    ...ticket,
    closes: closes.length,
    searchRows: searchRows.length,
    files: files.map((file) => ({ ...file, size: Number(file.size) })),
  };
}

const message = (id: number, attachments: object[], embeds: object[] = []) => ({
  id: String(id),
  content: `Nachricht ${id}`,
  author: { id: USERS.aylin, username: 'aylin' },
  attachments,
  embeds,
});
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

for (const kind of storeKinds()) {
  t.test(
    `H4 more files than a transcript keeps: one close, the first ${TRANSCRIPT_LIMITS.files} recorded, the rest never fetched (${kind})`,
    async (t) => {
      const { open, close, written } = await closer(t, kind);
      const id = await open();
      // More than one statement of either store can insert (9 values a row): 7,300 files, 50 a message.
      const messages = Array.from({ length: 146 }, (_, index) =>
        message(
          index + 1,
          Array.from({ length: 50 }, (_, n) => ({
            name: `f${index}-${n}.png`,
            url: `https://files.example/${index}/${n}.png`,
          })),
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
    },
  );

  t.test(`H4 an embed image address that does not decode is a placeholder (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    const embeds = [{ title: 'Bild', image: { url: `${TEST_CDN}/attachments/1/1/bild%E0%A4%A.png` } }];
    const res = await close(id, JSON.stringify({ transcript: { messages: [message(1, [], embeds)] } }));
    t.equal(res.statusCode, 200, res.body.slice(0, 200));
    t.same(
      (await written(id)).files,
      [{ name: 'Bild', status: 'refused', size: 0 }],
      'recorded as refused, never asked for',
    );
  });

  t.test(
    `H4 a transcript nested deeper than the limit is refused with 400 and its reason; nothing is written (${kind})`,
    async (t) => {
      const { open, close, written } = await closer(t, kind);
      const id = await open();
      const before = await written(id);
      const depth = 200_000;
      const asObject = `{"transcript":{"messages":[],"extra":${nested(depth)}}}`;
      const asText = JSON.stringify({ transcript: `{"messages":[],"extra":${nested(depth)}}` });
      const refusals = [];
      for (const [what, body] of [
        ['as an object', asObject],
        ['as JSON text', asText],
      ] as const) {
        const res = await close(id, body);
        t.equal(res.statusCode, 400, what);
        t.match(
          res.json(),
          {
            code: 'invalid_request',
            issues: [{ path: 'body.transcript', code: 'transcriptDepth', limit: TRANSCRIPT_LIMITS.depth }],
          },
          what,
        );
        refusals.push(res.json());
      }
      t.same(refusals[1], refusals[0], 'the text (read in a thread) is refused word for word as the object');
      const ok = `{"messages":[],"extra":${nested(TRANSCRIPT_LIMITS.depth - 1)}}`;
      t.same(await written(id), before, 'the ticket is open as it was: no transcript, audit, search or file row');
      t.equal(
        (await close(id, JSON.stringify({ transcript: ok }))).statusCode,
        200,
        'a transcript at the limit closes',
      );
    },
  );

  t.test(
    `H5 a transcript of more messages than the limit is refused with 400 naming the limit; nothing is written (${kind})`,
    async (t) => {
      const { open, close, written } = await closer(t, kind);
      const id = await open();
      const before = await written(id);
      const messages = Array.from({ length: TRANSCRIPT_LIMITS.messages + 1 }, (_, index) => ({
        id: String(index + 1),
        content: 'x',
      }));
      const res = await close(id, JSON.stringify({ transcript: { messages } }));
      t.equal(res.statusCode, 400);
      t.match(res.json(), {
        code: 'invalid_request',
        issues: [{ path: 'body.transcript', code: 'transcriptMessages', limit: TRANSCRIPT_LIMITS.messages }],
      });
      t.match(res.json().error, String(TRANSCRIPT_LIMITS.messages), 'the sentence names the limit');
      const asText = await close(id, JSON.stringify({ transcript: JSON.stringify({ messages }) }));
      t.equal(asText.statusCode, 400, 'as JSON text');
      t.same(asText.json(), res.json(), 'as JSON text: the same refusal');
      t.same(await written(id), before, 'nothing written');
    },
  );

  t.test(`H5 a text that is no JSON object is refused with 400; nothing is written (${kind})`, async (t) => {
    const { open, close, written } = await closer(t, kind);
    const id = await open();
    const before = await written(id);
    for (const text of ['{"messages": [', '[1, 2]', '"Text"', 'null']) {
      const res = await close(id, JSON.stringify({ transcript: text }));
      t.equal(res.statusCode, 400, text);
      t.same(
        res.json(),
        {
          error: 'Invalid body: transcript: Das Transcript muss ein JSON-Objekt sein',
          code: 'invalid_request',
          issues: [
            { path: 'body.transcript', code: 'transcriptJson', message: 'Das Transcript muss ein JSON-Objekt sein' },
          ],
        },
        text,
      );
    }
    t.same(await written(id), before, 'nothing written');
  });

  t.test(
    `H6 a closed ticket is not closed again: 409 ticket_closed, the first close's rows stay alone (${kind})`,
    async (t) => {
      const { open, close, written } = await closer(t, kind, { '/attachments/6/1/a.pdf': 100 });
      const id = await open();
      const transcript = (text: string) =>
        JSON.stringify({
          transcript: {
            messages: [{ ...message(1, [{ name: 'a.pdf', url: `${TEST_CDN}/attachments/6/1/a.pdf` }]), content: text }],
          },
        });
      t.equal((await close(id, transcript('erstes'))).statusCode, 200);
      const first = await written(id);
      for (let again = 0; again < 4; again++) {
        const res = await close(id, transcript(`noch einmal ${again}`));
        t.equal(res.statusCode, 409);
        t.match(res.json(), { code: 'ticket_closed' });
      }
      t.same(await written(id), first, 'one transcript, one audit row, one file row');
      t.same(first.files, [{ name: 'a.pdf', status: 'archived', size: 100 }]);
      const unknown = await close(999_999, transcript('x'));
      t.equal(unknown.statusCode, 404, 'an unknown ticket is not found');
    },
  );

  t.test(
    `H6 eight closes of one ticket at once: one 200, seven 409, one transcript, one audit row, its files once (${kind})`,
    async (t) => {
      const { open, close, written } = await closer(t, kind, {
        '/attachments/6/2/a.pdf': 100,
        '/attachments/6/2/b.pdf': 200,
      });
      const id = await open();
      const files = ['a', 'b'].map((name) => ({ name: `${name}.pdf`, url: `${TEST_CDN}/attachments/6/2/${name}.pdf` }));
      const bodies = Array.from({ length: 8 }, (_, n) =>
        JSON.stringify({ transcript: { messages: [{ ...message(1, files), content: `Abschluss ${n}` }] } }),
      );
      const answers = await Promise.all(bodies.map((body) => close(id, body)));
      const statuses = answers.map((res) => res.statusCode);
      t.same([...statuses].sort(), [200, 409, 409, 409, 409, 409, 409, 409], 'exactly one close wins');
      t.ok(
        answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'ticket_closed'),
        'the others are told why',
      );
      const after = await written(id);
      const winner = JSON.parse(bodies[statuses.indexOf(200)]!) as { transcript: unknown };
      t.equal(after.transcript, JSON.stringify(winner.transcript), "the winner's transcript");
      t.equal(after.closes, 1, 'one audit row');
      t.same(after.files, [
        { name: 'a.pdf', status: 'archived', size: 100 },
        { name: 'b.pdf', status: 'archived', size: 200 },
      ]);
      t.equal(after.searchRows, 2, 'the ticket and its one message indexed once');
    },
  );

  t.test(`H6 closes of different tickets at once keep the guild's archive quota (${kind})`, async (t) => {
    // Test limits: 1 MB a file, 3 MB a transcript, 5 MB a guild. Four tickets of three files just under 1 MB each.
    const size = 1024 * 1024 - 1;
    const paths = (ticket: number) => [1, 2, 3].map((n) => `/attachments/7/${ticket}/${n}.pdf`);
    const { bot, open, close } = await closer(
      t,
      kind,
      Object.fromEntries([1, 2, 3, 4].flatMap((ticket) => paths(ticket).map((path) => [path, size]))),
    );
    const ids = [await open(), await open(), await open(), await open()];
    const answers = await Promise.all(
      ids.map((id, index) =>
        close(
          id,
          JSON.stringify({
            transcript: {
              messages: [
                message(
                  1,
                  paths(index + 1).map((path) => ({ name: 'a.pdf', url: `${TEST_CDN}${path}` })),
                ),
              ],
            },
          }),
        ),
      ),
    );
    t.same(
      answers.map((res) => res.statusCode),
      [200, 200, 200, 200],
    );
    const archived = await bot.store.db
      .selectFrom('ticket_files')
      .select('size')
      .where('guild_id', '=', G)
      .where('status', '=', 'archived')
      .execute();
    const bytes = archived.reduce((sum, row) => sum + Number(row.size), 0);
    t.ok(
      bytes <= TEST_ARCHIVE_LIMITS.guildMaxBytes,
      `${bytes} bytes archived within the guild's ${TEST_ARCHIVE_LIMITS.guildMaxBytes}`,
    );
    t.equal(archived.length, 5, 'as many files as fit, and no more');
  });
}
