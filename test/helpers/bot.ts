// The whole product with its bot against the stand-in Discord, as `npm start` runs it in demo mode: the
// act API plays members, the dashboard's own forms change the configuration (signed in over HTTP), and
// helpers wait for what the bot does, by asking the stand-in (never by sleeping).
import type { IIdentifyThrottler } from '@discordjs/ws';
import type { Test } from 'tap';
import { request } from 'undici';
import type { Bot } from '../../server/bot/bot.js';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
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

export interface Acting {
  base: string;
  system: System;
  world: World;
  bot: Bot;
  /** JSON to and from the act API; throws on an unexpected status. */
  act<T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    expect?: number,
  ): Promise<T>;
  /** A member posts in a channel; resolves with the message id. */
  say(userId: string, channelId: string, content: string): Promise<string>;
  messages(channelId: string): Promise<Message[]>;
  /** The bot's reply to a message, once there is one. */
  replyTo(channelId: string, messageId: string): Promise<Message>;
  /** A slash command; resolves with the bot's answer once it answered. */
  command(
    userId: string,
    name: string,
    options?: Record<string, string>,
    locale?: string,
  ): Promise<{
    type: number;
    data: {
      content?: string;
      flags?: number;
      embeds?: { title?: string; fields?: { name: string; value: string }[] }[];
    };
  }>;
  /** Signed in on the dashboard as this user, for its forms. */
  signIn(userId: string): Promise<CookieJar>;
  /** A form of a dashboard page, sent as the browser sends it (with the page's form token). */
  submit(jar: CookieJar, page: string, fields: Record<string, string>): Promise<number>;
}

export async function startActing(
  t: Test,
  options: { world?: World; env?: Record<string, string> } = {},
): Promise<Acting> {
  const world = options.world ?? createWorld();
  const { base, system } = await startDemo(t, options.env ?? {}, devAssetsDir, world);
  const bot = system.startBot(QUICK);
  if (!bot) throw new Error('the bot did not start');
  await bot.ready;
  const act = async <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    expect = method === 'POST' ? 201 : 200,
  ): Promise<T> => {
    const res = await request(`${base}/_discord/act${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await res.body.text();
    if (res.statusCode !== expect) throw new Error(`${method} ${path}: ${res.statusCode} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const messages = (channelId: string) => act<Message[]>('GET', `/channels/${channelId}/messages`);
  const acting: Acting = {
    base,
    system,
    world,
    bot,
    act,
    messages,
    say: async (userId, channelId, content) =>
      (await act<{ id: string }>('POST', '/messages', { guildId: DEMO_IDS.demoGuild, channelId, userId, content })).id,
    async replyTo(channelId, messageId) {
      let found: Message | undefined;
      await until(async () => {
        found = (await messages(channelId)).find((message) => message.message_reference?.message_id === messageId);
        return found !== undefined;
      });
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
      let answer: Awaited<ReturnType<Acting['command']>> | null = null;
      await until(async () => {
        answer = (await act<{ response: typeof answer }>('GET', `/interactions/${id}`)).response;
        return answer !== null;
      });
      return answer!;
    },
    signIn: (userId) => signInOverHttp(base, userId),
    async submit(jar, page, fields) {
      const html = (await fetchRaw(`${base}${page}`, { jar })).body.toString();
      const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
      if (!csrf) throw new Error(`no form token on ${page}`);
      const res = await fetchRaw(`${base}${page}`, {
        method: 'POST',
        jar,
        headers: { origin: base },
        form: { ...fields, _csrf: csrf },
      });
      return res.status;
    },
  };
  return acting;
}
