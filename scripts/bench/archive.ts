// The archive under a real guild's weight: one guild with 10,000 closed tickets, each with a
// transcript of 50 messages (~5 KB of text), on SQLite and on PostgreSQL. Measured: the tickets page
// (first page and one deep in the list; brotli bytes and time against today's 50-ticket page), search at
// the bot API (a rare and a common word), and closing a ticket of 500 messages with 20 attachments
// (archive included, from the stand-in CDN).
import { brotliCompressSync } from 'node:zlib';
import { request } from 'undici';
import { indexDocuments } from '../../server/bot-api/repos/ticket-search-index.js';
import { searchDocuments } from '../../server/bot-api/repos/search-documents.js';
import { readTranscript } from '../../server/contract/transcript.js';
import { openStore, type Store } from '../../server/bot-api/store/database.js';
import { transcriptCursor } from '../../server/contract/index.js';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { fetchRaw, signInAsReturningVisitor } from '../../test/helpers/http-client.js';
import { BOT_API_MAIN, DASHBOARD_MAIN, startProcess, type RunningProcess } from '../../test/helpers/processes.js';
import { asAutovacuumLeavesIt, median, pin, round, timed } from './lib.js';

export const ARCHIVE = {
  tickets: 10_000,
  messages: 50,
  rareWord: 'zyklotronwartung',
  commonWord: 'server',
  closeMessages: 500,
  closeAttachments: 20,
} as const;
const GUILD = DEMO_IDS.demoGuild;
/** Today's page: the second guild with 50 closed tickets, all on one page (size=50). */
const SMALL_GUILD = DEMO_IDS.secondGuild;
export const SERVICE_TOKEN = 'bench-service-token-bench-service-token-0123';
const SAMPLES = 200;
const progress = (message: string) => console.error(`[bench] archive: ${message}`);

export interface ArchiveFigures {
  engine: string;
  seedSeconds: number;
  pages: { name: string; brotliBytes: number; p50: number }[];
  search: { word: string; hits: number; p50: number; p99: number }[];
  close: { p50: number; archived: number };
}

const WORDS =
  'hallo ich habe ein problem mit dem server seit dem update geht nichts mehr kannst du bitte helfen danke the bot does not answer my role is missing since yesterday please check the logs rolle fehlt noch immer nach dem boost login fails again verbindung getrennt timeout error ticket geschlossen support team antwortet gleich'.split(
    ' ',
  );

/** A transcript of `count` messages of about 100 characters, the same for the same seed. */
export function transcript(seed: number, count: number, extra: (index: number) => object = () => ({})): string {
  let state = seed * 7919 + 1;
  const next = () => (state = (state * 48271) % 2147483647);
  const messages = Array.from({ length: count }, (_, index) => {
    const words = Array.from({ length: 16 }, () => WORDS[next() % WORDS.length]!);
    if (index === 0) words.push(ARCHIVE.commonWord);
    if (seed === 7777 && index === 25) words.push(ARCHIVE.rareWord);
    return {
      id: String(900000000000000000n + BigInt(seed * 1000 + index)),
      content: words.join(' '),
      author: { id: DEMO_IDS.owner, username: `user${seed % 97}` },
      ...extra(index),
    };
  });
  return JSON.stringify({ messages });
}

const closedAt = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();

/** `count` closed tickets of `guildId`, each with a searchable transcript of ARCHIVE.messages messages. */
export async function seedClosedTickets(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  guildId: string,
  count: number,
): Promise<void> {
  for (let start = 0; start < count; start += 500) {
    await db.transaction().execute(async (tx) => {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        const at = closedAt(index);
        return {
          guild_id: guildId,
          channel_id: null,
          user_id: DEMO_IDS.owner,
          username: `user${index % 97}`,
          reason: 'Support',
          category_id: null,
          status: 'closed' as const,
          created_at: at,
          closed_at: at,
          transcript: transcript(index, ARCHIVE.messages),
        };
      });
      const ids = await tx.insertInto('tickets').values(rows).returning('id').execute();
      const documents = await Promise.all(
        ids.map(async ({ id }, offset) =>
          searchDocuments(
            { id, guild_id: guildId, username: rows[offset]!.username, reason: rows[offset]!.reason },
            await readTranscript(rows[offset]!.transcript),
          ),
        ),
      );
      await indexDocuments(tx, dialect, documents.flat());
    });
  }
}

interface ArchiveBenchOptions {
  engine: 'SQLite' | 'PostgreSQL';
  /** DATA_DIR or DATABASE_URL of an empty store. */
  storage: Record<string, string>;
  discordEnv: Record<string, string>;
  discordUrl: string;
  secret: string;
  sessionSecret: string;
  dataDir: string;
  onStarted: (run: RunningProcess) => void;
}

async function seedArchive(options: ArchiveBenchOptions): Promise<number> {
  const store = await openStore({
    dataDir: options.storage.DATA_DIR ?? '',
    ...(options.storage.DATABASE_URL ? { databaseUrl: options.storage.DATABASE_URL } : {}),
  });
  const seeded = performance.now();
  await seedClosedTickets(store, GUILD, ARCHIVE.tickets);
  await seedClosedTickets(store, SMALL_GUILD, 50);
  progress(`${options.engine}: seeded`);
  const seedSeconds = round((performance.now() - seeded) / 1000, 1);
  await asAutovacuumLeavesIt(store);
  await store.close();
  return seedSeconds;
}

interface ArchiveProcesses {
  botUrl: string;
  base: string;
  stop: () => Promise<void>;
}

async function startArchiveProcesses(options: ArchiveBenchOptions): Promise<ArchiveProcesses> {
  const botPort = await freePort();
  const botApi = startProcess(BOT_API_MAIN, {
    ...options.discordEnv,
    ...options.storage,
    DISCORD_CDN_URL: `${options.discordUrl}/cdn`,
    NODE_ENV: 'production',
    BOT_API_PORT: String(botPort),
    BOT_API_SECRET: options.secret,
    BOT_SERVICE_TOKEN: SERVICE_TOKEN,
    RETENTION_TICKET_DAYS: '3650',
  });
  options.onStarted(botApi);
  await botApi.started('Guildhall bot API is running at', 60_000);
  pin(botApi.child.pid!, 0);
  const botUrl = `http://127.0.0.1:${botPort}`;

  const port = await freePort();
  const dashboard = startProcess(DASHBOARD_MAIN, {
    NODE_ENV: 'production',
    PORT: String(port),
    BOT_API_PORT: String(await freePort()),
    BOT_API_URL: botUrl,
    BOT_API_SECRET: options.secret,
    SESSION_SECRET: options.sessionSecret,
    DATA_DIR: options.dataDir,
  });
  options.onStarted(dashboard);
  await dashboard.started('Guildhall is running at');
  const stop = async () => {
    dashboard.child.kill('SIGTERM');
    botApi.child.kill('SIGTERM');
    await Promise.all([dashboard.exited, botApi.exited]);
  };
  return { botUrl, base: `http://127.0.0.1:${port}`, stop };
}

async function measurePages(engine: string, base: string): Promise<ArchiveFigures['pages']> {
  const cookie = { cookie: (await signInAsReturningVisitor(base, DEMO_IDS.owner)).header() };
  const deepCursor = transcriptCursor({ id: ARCHIVE.tickets / 2, closed_at: closedAt(ARCHIVE.tickets / 2 - 1) });
  const pageUrls = [
    { name: `today's page: 50 tickets, all on one page`, path: `/dashboard/${SMALL_GUILD}/tickets?size=50` },
    { name: `first page of ${ARCHIVE.tickets}`, path: `/dashboard/${GUILD}/tickets` },
    {
      name: `a page in the middle of ${ARCHIVE.tickets}`,
      path: `/dashboard/${GUILD}/tickets?status=closed&size=25&before=${encodeURIComponent(deepCursor)}`,
    },
  ];
  const pages = [];
  for (const page of pageUrls) {
    progress(`${engine}: ${page.name}`);
    const sizeCheck = await fetchRaw(`${base}${page.path}`, { headers: cookie });
    if (sizeCheck.status !== 200) throw new Error(`${page.path}: ${sizeCheck.status}`);
    await timed(`${base}${page.path}`, cookie, 20);
    const { p50, body } = await timed(`${base}${page.path}`, cookie, 100);
    pages.push({ name: page.name, brotliBytes: brotliCompressSync(body).length, p50 });
  }
  return pages;
}

async function measureSearch(
  engine: string,
  botUrl: string,
  auth: Record<string, string>,
): Promise<ArchiveFigures['search']> {
  const search = [];
  for (const word of [ARCHIVE.rareWord, ARCHIVE.commonWord]) {
    progress(`${engine}: search ${word}`);
    const url = `${botUrl}/api/tickets/${GUILD}/search?q=${word}&limit=26`;
    await timed(url, auth, 20);
    const result = await timed(url, auth, SAMPLES);
    search.push({
      word,
      hits: (JSON.parse(result.body.toString()) as unknown[]).length,
      p50: result.p50,
      p99: result.p99,
    });
  }
  return search;
}

/** Opens and closes tickets whose transcripts carry attachments; returns the close times and how many files the last one archived. */
async function measureCloses(
  engine: string,
  botUrl: string,
  auth: Record<string, string>,
): Promise<ArchiveFigures['close']> {
  progress(`${engine}: close with attachments`);
  const service = { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/json' };
  const closes: number[] = [];
  let archived = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const opened = await request(`${botUrl}/bot/tickets/${GUILD}`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({ userId: DEMO_IDS.owner, username: 'bench', reason: 'Archiv' }),
    });
    const { id } = (await opened.body.json()) as { id: number };
    const attachments = (index: number) =>
      index < ARCHIVE.closeAttachments
        ? {
            attachments: [
              {
                name: `bild-${attempt}-${index}.png`,
                url: `https://cdn.discordapp.com/attachments/9/${attempt}/bild-${index}.png`,
                contentType: 'image/png',
              },
            ],
          }
        : {};
    const body = JSON.stringify({ transcript: transcript(50_000 + attempt, ARCHIVE.closeMessages, attachments) });
    const started = performance.now();
    const closed = await request(`${botUrl}/bot/tickets/${GUILD}/${id}/close`, {
      method: 'POST',
      headers: service,
      body,
    });
    await closed.body.dump();
    closes.push(performance.now() - started);
    if (closed.statusCode !== 200) throw new Error(`close: ${closed.statusCode}`);
    const record = await request(`${botUrl}/api/tickets/${GUILD}/transcript/${id}`, { headers: auth });
    archived = ((await record.body.json()) as { files: { status: string }[] }).files.filter(
      (file) => file.status === 'archived',
    ).length;
  }
  return { p50: round(median(closes)), archived };
}

export async function archiveBench(options: ArchiveBenchOptions): Promise<ArchiveFigures> {
  const seedSeconds = await seedArchive(options);
  const { botUrl, base, stop } = await startArchiveProcesses(options);
  const pages = await measurePages(options.engine, base);
  const auth = {
    authorization: `Bearer ${await signBotApiToken(options.secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date())}`,
  };
  const search = await measureSearch(options.engine, botUrl, auth);
  const close = await measureCloses(options.engine, botUrl, auth);
  await stop();
  return { engine: options.engine, seedSeconds, pages, search, close };
}
