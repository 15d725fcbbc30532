// The whole product with its bot against the stand-in Discord, as `npm start` runs it in demo mode: the
// act API plays members, the dashboard's own forms change the configuration (signed in over HTTP), and
// helpers wait for what the bot does, by asking the stand-in (never by sleeping). In the split set-up the
// bot runs apart, as `npm run bot` does: over HTTP with its service token, hearing changes by polling.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IIdentifyThrottler } from '@discordjs/ws';
import type { Test } from 'tap';
import { request } from 'undici';
import { type Bot, type BotOptions, startBot } from '../../server/bot/bot.js';
import { botInProcessTransport } from '../../server/bot-api/in-process-transport.js';
import { askedChanges } from '../../server/bot/changes.js';
import type { ClosingPace } from '../../server/bot/tickets/closing/pace.js';
import { polledChanges } from '../../server/platform/change-sources.js';
import { httpTransport } from '../../server/platform/bot-api-http.js';
import { type DiscordBudget, discordBudgetFor } from '../../server/platform/discord-budget.js';
import type { BotApiTransport } from '../../server/contract/client.js';
import { createLogger } from '../../server/platform/logger.js';
import { DEMO_APPLICATION, STAND_IN_PREFIX } from '../../server/stand-in/mount.js';
import { stoppedClock, type WorldClock } from '../../server/stand-in/clock.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { wholeHistory } from './stand-in.js';
import type { System } from '../../server/system.js';
import { devAssetsDir } from '../../server/platform/paths.js';
import { startDemo } from './browser.js';
import { type CookieJar, fetchRaw, signInOverHttp } from './http-client.js';
import { until } from './work.js';

/** Tests identify at once (Discord spaces identifies five seconds apart) and hand over a lease quickly. */
export const QUICK: {
  identifyThrottler: IIdentifyThrottler;
  lease: { ttlSeconds: number; renewEveryMs: number; askEveryMs: number };
} = {
  identifyThrottler: { waitForIdentify: async () => undefined },
  lease: { ttlSeconds: 5, renewEveryMs: 1_000, askEveryMs: 100 },
};

/** How quick a test makes the bot's own rounds. */
interface Paces {
  /** How often the bot's ticket jobs look for due work (a test of them makes it quick). */
  jobsEveryMs?: number;
  /** How long a closed ticket's notice stays before its channel goes (a test that waits for that makes it quick). */
  closingPace?: ClosingPace;
}

/**
 * The closing pace of a test that waits for a closed ticket's channel to go and reads nothing of it
 * meanwhile: the channel goes at once after the notice, kept closes are sent again five times a second.
 */
export const QUICK_CLOSES: ClosingPace = { noticeMs: 50, outboxEveryMs: 200 };

/** Where the bot runs: inside the product's one process, or apart from it over HTTP. */
export const SET_UPS = ['one process', 'split'] as const;
export type SetUp = (typeof SET_UPS)[number];

const SERVICE_TOKEN = 'acting-bot-service-token-acting-bot-service-01';

export interface Message {
  id: string;
  content: string;
  author: { id: string; bot?: boolean };
  embeds: { title?: string; description?: string; color?: number }[];
  components: unknown[];
  mentions: unknown[];
  mention_roles: string[];
  mention_everyone: boolean;
  message_reference?: { message_id: string };
  flags: number;
}

/** What a member reads of an answer: its words, embeds and flags (64: only they see it). */
export interface Said {
  content?: string;
  flags?: number;
  embeds?: { title?: string; fields?: { name: string; value: string }[] }[];
  custom_id?: string;
}

/** How the bot answered an interaction, as the act API tells it. */
export interface Answer {
  /** The first answer (4 a message, 5 "thinking…", 9 a form), as the bot sent it. */
  response: { type: number; data: Said } | null;
  /** The message the first answer made (edited in place of "thinking…"), unless deleted. */
  original: (Said & { content: string; flags: number }) | null;
  followups: (Said & { content: string; flags: number })[];
  /** Discord gave up waiting for the first answer: the member read "The application did not respond". */
  timedOut: boolean;
}

const LOADING = 128;

/** What the member reads in the end: the last follow-up, else the message of the first answer, else the form's data. */
export const saidIn = (answer: Answer): Said => answer.followups.at(-1) ?? answer.original ?? answer.response!.data;

/** Complete: a first answer, and after "thinking…" the words that replaced it. */
function complete(answer: Answer): boolean {
  if (!answer.response) return false;
  if (answer.response.type !== 5) return true;
  return answer.followups.length > 0 || (answer.original !== null && (answer.original.flags & LOADING) === 0);
}

/**
 * The bot's answer to an interaction once it is complete, read through the act API; throws when Discord
 * gave up on it, or when none came within `deadlineMs` (until's own by default).
 */
export async function completeAnswer(act: Acting['act'], interactionId: string, deadlineMs?: number): Promise<Answer> {
  let answer: Answer | null = null;
  await until(
    async () => {
      answer = await act<Answer>('GET', `/interactions/${interactionId}`);
      return answer.timedOut || complete(answer);
    },
    { what: `the bot's answer to interaction ${interactionId}`, ...(deadlineMs ? { deadlineMs } : {}) },
  );
  if (answer!.timedOut) throw new Error(`interaction ${interactionId}: the application did not respond in time`);
  return answer!;
}

export interface Acting {
  base: string;
  system: System;
  world: World;
  bot: Bot;
  /** The bot token's request budget in the product's process (split: the bot's own). */
  discordBudget: DiscordBudget;
  /** JSON to and from the act API; throws on an unexpected status. */
  act<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    expect?: number,
  ): Promise<T>;
  /** A member posts in a channel; resolves with the message id. */
  say(userId: string, channelId: string, content: string): Promise<string>;
  /** A channel's whole history as the stand-in keeps it, oldest first. */
  messages(channelId: string): Promise<Message[]>;
  /** The bot's reply to a message, once there is one. */
  replyTo(channelId: string, messageId: string): Promise<Message>;
  /**
   * A slash command; resolves once the bot answered, with its first answer's type and what the member
   * reads in the end (after "thinking…", the words that replaced it).
   */
  command(
    userId: string,
    name: string,
    options?: Record<string, string>,
    locale?: string,
  ): Promise<{ type: number; data: Said }>;
  /** The bot's answer to an interaction, once it is complete (a deferral's words are in); throws when Discord gave up on it. */
  answer(interactionId: string): Promise<Answer>;
  /** Signed in on the dashboard as this user, for its forms. */
  signIn(userId: string): Promise<CookieJar>;
  /**
   * A form of a dashboard page, sent as the browser sends it (with the page's form token). Split, a
   * form that changes the configuration resolves once the bot has heard of it, as the next event would.
   */
  submit(
    jar: CookieJar,
    page: string,
    fields: Record<string, string>,
    changes?: 'configuration' | 'nothing',
  ): Promise<number>;
}

/** The bot apart from the product: the bot API over HTTP, the stand-in Discord at the dashboard's `/_discord`. */
function startBotApart(
  t: Test,
  base: string,
  botApiUrl: string,
  through: (transport: BotApiTransport) => BotApiTransport,
  now: () => number,
  paces: Paces,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-acting-bot-'));
  let notices = 0;
  const budget = discordBudgetFor({ bot: true, botApi: false });
  const bot = startBot({
    discord: { token: DEMO_APPLICATION.botToken, apiBase: `${base}${STAND_IN_PREFIX}/api` },
    discordBudget: budget,
    transport: through(httpTransport({ baseUrl: botApiUrl, serviceToken: SERVICE_TOKEN })),
    changes: (api) => (listener) =>
      polledChanges(
        askedChanges(api),
        createLogger('silent'),
      )((guildId) => {
        listener(guildId);
        notices++;
      }),
    dataDir,
    logger: createLogger('silent'),
    publicUrl: base,
    now,
    ...QUICK,
    ...paces,
  });
  t.teardown(async () => {
    await bot.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    bot,
    budget,
    heardOfChange: (before: number) => until(() => notices > before),
    notices: () => notices,
  };
}

/** The act API of a stand-in Discord whose act routes are at `root` (`…/_discord/act`, or `…/act` alone). */
export function actAt(root: string): Acting['act'] {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    expect = method === 'POST' ? 201 : 200,
  ): Promise<T> => {
    const res = await request(`${root}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await res.body.text();
    if (res.statusCode !== expect) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

export async function startActing(
  t: Test,
  options: {
    world?: World;
    /** The bot token's budget in the product's process (the system's own by default). */
    discordBudget?: DiscordBudget;
    env?: Record<string, string>;
    setUp?: SetUp;
    /** What the bot's calls to the bot API pass through (a test plays an outage or a slow bot API with it). */
    through?: (transport: BotApiTransport) => BotApiTransport;
    /** The world's clock (stopped at the start by default). */
    clock?: WorldClock;
  } & Paces = {},
): Promise<Acting> {
  const world = options.world ?? createWorld();
  // Discord's deadlines run on the world's clock, which stands still unless a test plays time passing.
  world.clock = options.clock ?? stoppedClock();
  const apart = options.setUp === 'split';
  const env = { ...options.env, ...(apart ? { BOT_SERVICE_TOKEN: SERVICE_TOKEN, BOT_GATEWAY: 'off' } : {}) };
  const budget = options.discordBudget ?? discordBudgetFor({ bot: !apart, botApi: true });
  const { base, system } = await startDemo(t, env, devAssetsDir, world, budget);
  // The bot reads Discord's clock: a test that stops it stops the bot's too, so what /ping says is exact.
  const now = () => world.clock.now();
  const paces: Paces = {
    ...(options.jobsEveryMs ? { jobsEveryMs: options.jobsEveryMs } : {}),
    ...(options.closingPace ? { closingPace: options.closingPace } : {}),
  };
  const split = apart
    ? startBotApart(t, base, system.botApiUrl, options.through ?? ((transport) => transport), now, paces)
    : null;
  const through = options.through && !apart ? options.through : null;
  const bot =
    split?.bot ??
    system.startBot({
      ...QUICK,
      now,
      ...paces,
      ...(through ? { transport: through(botInProcessTransport(system.botApi!.router, createLogger('silent'))) } : {}),
    });
  if (!bot) throw new Error('the bot did not start');
  await bot.ready;
  const act = actAt(`${base}/_discord/act`);
  const messages = (channelId: string) =>
    wholeHistory((query) => act<Message[]>('GET', `/channels/${channelId}/messages${query}`));
  const acting: Acting = {
    base,
    system,
    world,
    bot,
    discordBudget: split?.budget ?? budget,
    act,
    messages,
    say: async (userId, channelId, content) =>
      (await act<{ id: string }>('POST', '/messages', { guildId: DEMO_IDS.demoGuild, channelId, userId, content })).id,
    async replyTo(channelId, messageId) {
      let found: Message | undefined;
      await until(
        async () => {
          found = (await messages(channelId)).find((message) => message.message_reference?.message_id === messageId);
          return found !== undefined;
        },
        { what: `the bot's reply to message ${messageId}` },
      );
      return found!;
    },
    async command(userId, name, commandOptions = {}, locale = 'de') {
      const { id } = await act<{ id: string }>('POST', '/interactions', {
        guildId: DEMO_IDS.demoGuild,
        channelId: '130000000000000002',
        userId,
        type: 'command',
        name,
        options: commandOptions,
        locale,
      });
      const answer = await acting.answer(id);
      return { type: answer.response!.type, data: saidIn(answer) };
    },
    answer: (interactionId) => completeAnswer(act, interactionId),
    signIn: (userId) => signInOverHttp(base, userId),
    async submit(jar, page, fields, changes = 'configuration') {
      const notices = split?.notices() ?? 0;
      const html = (await fetchRaw(`${base}${page}`, { jar })).body.toString();
      const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
      if (!csrf) throw new Error(`no form token on ${page}`);
      const res = await fetchRaw(`${base}${page}`, {
        method: 'POST',
        jar,
        headers: { origin: base },
        form: { ...fields, _csrf: csrf },
      });
      if (split && changes === 'configuration' && res.status === 303) await split.heardOfChange(notices);
      return res.status;
    },
  };
  return acting;
}

/** The stand-in Discord of a demo at `base`, as a bot of a test's own reaches it. */
export const demoDiscord = (base: string) => ({ token: DEMO_APPLICATION.botToken, apiBase: `${base}/_discord/api` });

/**
 * How to start a bot of a test's own beside the acting one (which the test stops first): against the
 * stand-in, over the in-process bot API, in a data folder that outlives its restarts.
 */
export function botBeside(
  t: Test,
  acting: Acting,
  options: Partial<BotOptions> = {},
): (() => Bot) & { dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-bot-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const logger = options.logger ?? createLogger('silent');
  const start = () =>
    startBot({
      ...QUICK,
      discord: demoDiscord(acting.base),
      // Beside the bot API in its process: the process's budget.
      discordBudget: acting.discordBudget,
      transport: botInProcessTransport(acting.system.botApi!.router, logger),
      changes: () => () => async () => undefined,
      dataDir,
      logger,
      ...options,
      publicUrl: options.publicUrl ?? acting.base,
    });
  return Object.assign(start, { dataDir });
}
