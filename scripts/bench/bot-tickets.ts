// Tickets through the bot (the "Bot" section of npm run bench): opening tickets one after the other (from
// the member's /ticket open to the welcome posted in the new channel) and closing one of a thousand
// messages, twenty of them with a picture (from /ticket close to the close stored and said: the bot API
// answers once the transcript and its archived files are stored, and on to the opener's direct message with
// the transcript file), the product in its own process on core 0 against a stand-in Discord in this one,
// timed by Discord's own millisecond timestamps.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { pngOf } from '../../server/stand-in/images.js';
import type { World } from '../../server/stand-in/model.js';
import { directMessagesWith } from '../../server/stand-in/state/direct-messages.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { act, answered, GUILD, ticketCommandReady, WELCOME, welcomed } from './bot-interactions.js';
import { makeQuestionCategory, openWithQuestions } from './bot-ticket-questions.js';
import { histogramSum, median, percentile, round } from './lib.js';
import { BOT_API_SECRET, type ProductOptions, productAgainst, standInOf } from './product.js';

/** A picture is 480×320 of noise, which no compression shrinks: about 460 KB, a screenshot's usual size. */
export const TICKET_BENCH = {
  opens: 50,
  /** Opens of a category whose form asks five questions, each by a member of its own. */
  questionOpens: 20,
  /**
   * Opens start at most this often, as members of a busy guild open them: each costs the bot four requests
   * that count against Discord's 50 a second (the guild's channels read, the channel made, the welcome
   * posted and pinned), so 5 a second keep to 20 of them; back to back, the opens would queue for the limit.
   */
  opensPerSecond: 5,
  /**
   * Tickets of `messages` closed one after the other: one close is one sample on a machine whose speed
   * wanders, so the figures are the closes' medians (the first file's build, the process's first, apart).
   */
  closes: 3,
  messages: 1_000,
  attachments: 20,
  picture: { width: 480, height: 320 },
} as const;

export interface TicketFigures {
  opens: number;
  openP50: number;
  openP99: number;
  /** Opens with the five-question form: from the sent form to the welcome. */
  questionOpens: number;
  questionOpenP50: number;
  messages: number;
  /** Messages of each closed ticket with a picture, and how many of the pictures the closes archived in all. */
  attachments: number;
  archived: number;
  /** The closes' medians: to the close said, to the opener's direct message with the transcript. */
  closeMs: number;
  dmMs: number;
  /** The first file's size (each is the same). */
  dmFileBytes: number;
  /** The file's build within that (the transcript rendered, its pictures fetched from the CDN and written in): the median, and the first. */
  dmFileMs: number;
  dmFileFirstMs: number;
}

/**
 * Members of Demo Guild of the bench's own, one per ticket (a member has one open ticket at a time),
 * numbered from `from`.
 */
export function withMembers(world: World, count: number, from = 0): string[] {
  const guild = world.guilds.get(GUILD)!;
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const id = String(400_000_000_000_000_000n + BigInt(index));
    world.users.set(id, {
      id,
      username: `bench${index}`,
      globalName: null,
      discriminator: '0',
      avatar: null,
      bot: false,
    });
    guild.members.push({
      userId: id,
      nick: null,
      roles: [DEMO_IDS.memberRole],
      joinedAt: '2026-01-01T00:00:00.000Z',
      pending: false,
    });
    return id;
  });
}

/** From /ticket open to the welcome in the new channel, in ms; resolves with the channel and its ticket too. */
export async function openOne(standIn: FastifyInstance, world: World, userId: string) {
  const command = {
    guildId: GUILD,
    channelId: WELCOME,
    userId,
    type: 'command',
    name: 'ticket open',
    options: { reason: 'Bench' },
  };
  return welcomed(world, await act(standIn, '/act/interactions', command));
}

/** Each member's open in turn, started at most TICKET_BENCH.opensPerSecond a second. */
async function paced<T>(members: string[], open: (userId: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  const started = performance.now();
  for (const [index, userId] of members.entries()) {
    const due = started + (index * 1_000) / TICKET_BENCH.opensPerSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    results.push(await open(userId));
  }
  return results;
}

/** `/ticket close` by the opener, and the bot's word that it closed: the interaction's id and that answer. */
export async function closeOne(standIn: FastifyInstance, world: World, channelId: string, opener: string) {
  const command = {
    guildId: GUILD,
    channelId,
    userId: opener,
    type: 'command',
    name: 'ticket close',
    options: { reason: 'Bench' },
  };
  const closeId = await act(standIn, '/act/interactions', command);
  return { closeId, said: await answered(world, closeId, 'hat das Ticket geschlossen') };
}

/** The opener's direct message after the close, once it is there: when, and the transcript file's size (0: none). */
async function transcriptByDm(world: World, opener: string) {
  for (;;) {
    const [copy] = directMessagesWith(world, opener);
    if (copy) return { timestamp: copy.timestamp, bytes: copy.attachments[0]?.size ?? 0 };
    await sleep(5);
  }
}

/** A picture no two alike (noise), as a member sends it: base64 for the act API. */
function noisePicture(): string {
  const { width, height } = TICKET_BENCH.picture;
  const noise = randomBytes(width * height * 3);
  const picture = pngOf(width, height, (x, y) => {
    const at = (y * width + x) * 3;
    return noise.subarray(at, at + 3);
  });
  return picture.toString('base64');
}

/** The ticket's messages from its opener, a picture with every one of TICKET_BENCH.attachments spread among them. */
async function fill(standIn: FastifyInstance, channelId: string, opener: string) {
  const every = TICKET_BENCH.messages / TICKET_BENCH.attachments;
  for (let index = 0; index < TICKET_BENCH.messages; index++) {
    const picture = index % every === every - 1;
    await act(standIn, '/act/messages', {
      guildId: GUILD,
      channelId,
      userId: opener,
      content: `Nachricht ${index}`,
      ...(picture ? { attachments: [{ filename: `bildschirm-${index}.png`, data: noisePicture() }] } : {}),
    });
  }
}

/** How many files of the closed ticket the bot API archived, as the dashboard reads them. */
async function archivedFiles(botApi: string, ticketId: number): Promise<number> {
  const token = await signBotApiToken(BOT_API_SECRET, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date());
  const res = await request(`${botApi}/api/tickets/${GUILD}/transcript/${ticketId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`the closed ticket: ${res.statusCode} ${await res.body.text()}`);
  const { files } = (await res.body.json()) as { files: { status: string }[] };
  return files.filter((file) => file.status === 'archived').length;
}

/** The product's time building transcript files so far, in ms (its histogram's sum). */
async function fileBuildsMs(metricsPort: number): Promise<number> {
  const metrics = await (await request(`http://127.0.0.1:${metricsPort}/metrics`)).body.text();
  return histogramSum(metrics, 'guildhall_bot_transcript_file_seconds');
}

/** A ticket filled with its messages and closed by its opener, timed to the close said and to the opener's copy. */
async function fillAndClose(
  standIn: FastifyInstance,
  world: World,
  product: { botApi: string; metricsPort: number },
  { channelId, ticketId }: { channelId: string; ticketId: number },
  opener: string,
) {
  await fill(standIn, channelId, opener);
  const builtBefore = await fileBuildsMs(product.metricsPort);
  const { closeId, said } = await closeOne(standIn, world, channelId, opener);
  const copy = await transcriptByDm(world, opener);
  const asked = world.interactions.get(closeId)!.createdAt;
  return {
    closeMs: Date.parse(said.editedTimestamp ?? said.timestamp) - asked,
    dmMs: Date.parse(copy.timestamp) - asked,
    dmFileBytes: copy.bytes,
    dmFileMs: round((await fileBuildsMs(product.metricsPort)) - builtBefore, 1),
    archived: await archivedFiles(product.botApi, ticketId),
  };
}

export async function ticketsBench(options: ProductOptions): Promise<TicketFigures> {
  const port = await freePort();
  const world = createWorld();
  // Discord keeps a channel's whole history: the closed ticket's transcript holds every message.
  world.settings.caps.messagesPerChannel = 2 * TICKET_BENCH.messages;
  const members = withMembers(world, TICKET_BENCH.opens + TICKET_BENCH.questionOpens);
  const standIn = await standInOf(world, port);
  try {
    const product = await productAgainst(standIn.url, port, options, {
      DATA_DIR: options.dataDir('tickets'),
      // The archive copies the pictures from the stand-in's CDN, as it would from Discord's.
      DISCORD_CDN_URL: `${standIn.url}/cdn`,
    });
    await product.run.started('The bot is connected to Discord', 60_000);
    await ticketCommandReady(world);
    const opened = await paced(members.slice(0, TICKET_BENCH.opens), (userId) => openOne(standIn.app, world, userId));
    await makeQuestionCategory(product.botApi);
    const withQuestions = await paced(members.slice(TICKET_BENCH.opens), (userId) =>
      openWithQuestions(standIn.app, world, userId),
    );
    // The last plain tickets are closed (the question opens come after them, by members of their own).
    const closes: Awaited<ReturnType<typeof fillAndClose>>[] = [];
    for (let index = TICKET_BENCH.opens - TICKET_BENCH.closes; index < TICKET_BENCH.opens; index++)
      closes.push(await fillAndClose(standIn.app, world, product, opened[index]!, members[index]!));
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    const times = opened.map((entry) => entry.ms);
    const middle = (pick: (close: (typeof closes)[number]) => number) => median(closes.map(pick));
    return {
      opens: times.length,
      openP50: percentile(times, 0.5),
      openP99: percentile(times, 0.99),
      questionOpens: withQuestions.length,
      questionOpenP50: percentile(withQuestions, 0.5),
      messages: TICKET_BENCH.messages,
      attachments: TICKET_BENCH.attachments,
      archived: closes.reduce((sum, close) => sum + close.archived, 0),
      closeMs: middle((close) => close.closeMs),
      dmMs: middle((close) => close.dmMs),
      dmFileBytes: closes[0]!.dmFileBytes,
      dmFileMs: middle((close) => close.dmFileMs),
      dmFileFirstMs: closes[0]!.dmFileMs,
    };
  } finally {
    await standIn.close();
  }
}
