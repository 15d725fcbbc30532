// The claimer-only setting changed after tickets were claimed, with Discord and the bot API faked so that
// every overwrite the bot sends is seen exactly: switched off, the overwrites a claim made read-only let
// their holders write again (and nothing else is touched); switched on, a ticket claimed meanwhile leaves
// the other staff reading only; a setting that stays the same costs no call; after a start (nothing
// remembered) only a channel that differs from the setting is edited; a channel that cannot be read is
// logged and the others are still done.
import type { API } from '@discordjs/core';
import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import type { GuildConfiguration } from '../../server/contract/bot.js';
import type { TypedBotApi } from '../../server/contract/client.js';
import type { Ticket } from '../../server/contract/guild.js';
import { DEFAULT_TICKET_SETTINGS } from '../../server/contract/config.js';
import type { GuildSetup, GuildSetups } from '../../server/bot/configuration.js';
import { claimerOnlyFollower } from '../../server/bot/tickets/desk/claimer-only.js';
import type { DeskDeps } from '../../server/bot/tickets/visit.js';
import { createLogger } from '../../server/platform/logger.js';

const G = '100000000000000001';
const BOT = '100000000000000009';
const STAFF_ROLE = '110000000000000001';
const STAFF_USER = '200000000000000012';
const CLAIMER = '200000000000000013';
const OPENER = '200000000000000014';
const GONE_CHANNEL = '130000000000000099';
const MEMBER_BITS = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles | P.EmbedLinks;
const READ_ONLY = MEMBER_BITS & ~P.SendMessages;

const overwrite = (id: string, type: OverwriteType, allow: bigint, deny = 0n) => ({
  id,
  type,
  allow: allow.toString(),
  deny: deny.toString(),
});

/** A claimed ticket's channel as Discord holds it, with the staff writing or (after a claim) reading only. */
const channelWith = (staffWrite: boolean) => [
  overwrite(G, OverwriteType.Role, 0n, P.ViewChannel),
  staffWrite
    ? overwrite(STAFF_ROLE, OverwriteType.Role, MEMBER_BITS)
    : overwrite(STAFF_ROLE, OverwriteType.Role, READ_ONLY, P.SendMessages),
  staffWrite
    ? overwrite(STAFF_USER, OverwriteType.Member, MEMBER_BITS)
    : overwrite(STAFF_USER, OverwriteType.Member, READ_ONLY, P.SendMessages),
  overwrite(OPENER, OverwriteType.Member, MEMBER_BITS),
  overwrite(CLAIMER, OverwriteType.Member, MEMBER_BITS),
  overwrite(BOT, OverwriteType.Member, MEMBER_BITS | P.ManageChannels | P.PinMessages),
];

function configWith(claimerOnly: boolean): GuildConfiguration {
  return {
    guildId: G,
    globalAdminIds: [],
    features: [],
    categories: [],
    autoResponses: [],
    autoRoles: [],
    commandPermissions: [],
    dashboardPermissions: [
      { type: 'role', targetId: STAFF_ROLE, permissions: ['tickets.view'] },
      { type: 'user', targetId: STAFF_USER, permissions: ['tickets.manage'] },
      { type: 'user', targetId: CLAIMER, permissions: ['tickets.view'] },
    ],
    notificationSettings: { setupCompleted: false, notificationRoles: [], notificationsEnabled: false },
    notificationChannelId: null,
    ticketSettings: { ...DEFAULT_TICKET_SETTINGS, claimerOnly },
    ticketBlocklist: [],
    timeZone: 'Europe/Berlin',
  };
}

const ticketIn = (id: number, channelId: string): Ticket => ({
  id,
  user_id: OPENER,
  username: 'opener',
  reason: '',
  status: 'open',
  category_id: null,
  channel_id: channelId,
  created_at: '2025-01-01T00:00:00.000Z',
  closed_at: null,
  claimed_by: CLAIMER,
  claimed_by_name: 'claimer',
  first_response_at: null,
  closed_by: null,
  close_requested_by: null,
  close_reason: null,
  close_kind: null,
  rating: null,
  feedback: null,
  rated_at: null,
  priority: 'normal',
  answers: [],
});

/** Discord, the bot API and the configuration, faked; every call the bot makes is written down. */
function world(channels: Map<string, ReturnType<typeof channelWith>>) {
  const calls: unknown[][] = [];
  let claimerOnly = false;
  let asked = 0;
  const discord = {
    channels: {
      async get(channelId: string) {
        const overwrites = channels.get(channelId);
        if (!overwrites) throw new Error('Unknown Channel');
        return { id: channelId, type: 0, permission_overwrites: overwrites };
      },
      async editPermissionOverwrite(channelId: string, id: string, body: object) {
        calls.push(['edit', channelId, id, body]);
      },
      async deletePermissionOverwrite(channelId: string, id: string) {
        calls.push(['delete', channelId, id]);
      },
    },
  } as unknown as API;
  const api = {
    bot: {
      claimedTickets: async () => {
        asked++;
        return [...channels.keys(), GONE_CHANNEL].map((channelId, index) => ticketIn(index + 1, channelId));
      },
    },
  } as unknown as TypedBotApi;
  const setups: GuildSetups = {
    get: async () => ({ config: configWith(claimerOnly) }) as GuildSetup,
    peek: () => undefined,
    forget: () => undefined,
  };
  const warnings: string[] = [];
  const logger = createLogger('silent');
  logger.warn = ((_: unknown, message: string) => void warnings.push(message)) as typeof logger.warn;
  const deps = { api, logger, botUserId: () => BOT } as unknown as DeskDeps;
  const follow = claimerOnlyFollower(deps, discord, setups);
  return {
    calls,
    warnings,
    asked: () => asked,
    follow: async (setting: boolean) => {
      claimerOnly = setting;
      calls.length = 0;
      await follow(G);
      return [...calls];
    },
  };
}

const writing = (type: OverwriteType) => ({ type, allow: MEMBER_BITS.toString(), deny: '0' });
const readOnly = (type: OverwriteType) => ({ type, allow: READ_ONLY.toString(), deny: P.SendMessages.toString() });

t.test('switched off: whoever a claim left reading writes again; nothing else is touched', async (t) => {
  const faked = world(new Map([['130000000000000001', channelWith(false)]]));
  t.same(await faked.follow(false), [
    ['edit', '130000000000000001', STAFF_ROLE, writing(OverwriteType.Role)],
    ['edit', '130000000000000001', STAFF_USER, writing(OverwriteType.Member)],
  ]);
  t.same(faked.warnings, ['could not follow the claimer-only setting in a ticket channel'], 'the gone channel');
  t.equal(faked.asked(), 1);
  t.same(await faked.follow(false), [], 'the same setting again: nothing');
  t.equal(faked.asked(), 1, 'not even the bot API is asked');
});

t.test('switched on: a ticket claimed meanwhile leaves the other staff reading only', async (t) => {
  const channels = new Map([['130000000000000002', channelWith(true)]]);
  const faked = world(channels);
  t.same(await faked.follow(false), [], 'off, and the staff write: nothing to do');
  t.same(await faked.follow(true), [
    ['edit', '130000000000000002', CLAIMER, writing(OverwriteType.Member)],
    ['edit', '130000000000000002', STAFF_ROLE, readOnly(OverwriteType.Role)],
    ['edit', '130000000000000002', STAFF_USER, readOnly(OverwriteType.Member)],
  ]);
  t.equal(faked.asked(), 2);
});

t.test('after a start (nothing remembered), only a channel that differs from the setting is edited', async (t) => {
  const restricted = world(new Map([['130000000000000003', channelWith(false)]]));
  t.same(await restricted.follow(true), [], 'on, and the claim restricted the channel already');
  const writingStaff = world(new Map([['130000000000000004', channelWith(true)]]));
  t.same(await writingStaff.follow(false), [], 'off, and the staff write already');
});
