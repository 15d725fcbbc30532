// The demo world of the stand-in Discord: users, guilds, roles, members and channels,
// seeded with the demo accounts of the README, plus the settings tests may change. Kept in memory; the
// bot API's own data lives in its database.
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import { BLURPLE, colorNumber } from '../contract/facts.js';
import { runningClock } from './clock.js';
import { DEFAULT_CAPS } from './caps.js';
import type {
  StandInChannel,
  StandInChannelType,
  StandInGuild,
  StandInMember,
  StandInRole,
  StandInUser,
  World,
  WorldSettings,
} from './model.js';
import { discordRateLimits } from './rest/rate-limits.js';

const BASIC = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.Connect | P.CreateInstantInvite;

export const DEMO_IDS = {
  application: '900000000000000001',
  bot: '900000000000000001',
  owner: '200000000000000001',
  moderator: '200000000000000002',
  operator: '200000000000000003',
  newcomer: '200000000000000004',
  demoGuild: '100000000000000001',
  secondGuild: '100000000000000002',
  foreignGuild: '100000000000000003',
  uninvitedGuild: '100000000000000004',
  moderatorRole: '110000000000000004',
  supportRole: '110000000000000005',
  memberRole: '110000000000000006',
  vipRole: '110000000000000007',
  adminRole: '110000000000000002',
  topRole: '110000000000000001',
  botRole: '110000000000000003',
  boosterRole: '110000000000000008',
  otherBotRole: '110000000000000009',
  secondManagerRole: '120000000000000002',
  notificationChannel: '130000000000000007',
  ticketChannel: '130000000000000006',
  ticketEmoji: '180000000000000001',
  foreignEmoji: '180000000000000101',
} as const;

/** The accounts offered on the stand-in's sign-in page; what each may do is in texts.ts (accounts). */
export const DEMO_ACCOUNTS = [
  { id: DEMO_IDS.owner, label: 'demo-owner', note: 'owner' },
  { id: DEMO_IDS.moderator, label: 'demo-moderator', note: 'moderator' },
  { id: DEMO_IDS.operator, label: 'demo-operator', note: 'operator' },
  { id: DEMO_IDS.newcomer, label: 'demo-newcomer', note: 'newcomer' },
] as const;

function user(
  id: string,
  username: string,
  globalName: string | null,
  discriminator = '0',
  avatar: string | null = null,
  bot = false,
): StandInUser {
  return { id, username, globalName, discriminator, avatar, bot };
}

const role = (
  id: string,
  name: string,
  color: number,
  position: number,
  permissions: bigint,
  managed = false,
): StandInRole => ({ id, name, color, position, permissions, managed });
const member = (userId: string, roles: string[], joinedAt: string, nick: string | null = null): StandInMember => ({
  userId,
  nick,
  roles,
  joinedAt,
  pending: false,
});
/** A channel as Discord makes one: no overwrites, topic, slow mode or messages yet. */
export const channel = (
  id: string,
  type: StandInChannelType,
  name: string,
  position: number,
  parentId: string | null = null,
): StandInChannel => ({
  id,
  type,
  name,
  position,
  parentId,
  overwrites: [],
  topic: null,
  rateLimitPerUser: 0,
  nsfw: false,
  lastMessageId: null,
  lastPinAt: null,
});

/** Discord's values where they exist, and the stand-in's caps; tests shorten the heartbeat and switch privileged intents off. */
function defaultSettings(): WorldSettings {
  return {
    shards: 1,
    maxConcurrency: 1,
    heartbeatIntervalMs: 41_250,
    heartbeatGraceMs: 5_000,
    replayLimit: 1_000,
    resumeWindowMs: 5 * 60_000,
    privilegedIntents: { guildMembers: true, guildPresences: true, messageContent: true },
    initialResponseMs: 3_000,
    interactionTtlMs: 15 * 60_000,
    restLatencyMs: 0,
    cdnClockAheadMs: 0,
    rateLimits: discordRateLimits(),
    now: Date.now,
    caps: { ...DEFAULT_CAPS },
  };
}

export function createWorld(): World {
  const users = [
    user(DEMO_IDS.owner, 'demo-owner', 'Demo Owner', '4821', 'a1b2c3d4e5f60718293a4b5c6d7e8f90'),
    user(DEMO_IDS.moderator, 'demo-moderator', 'Mia Moderator', '0', 'b1b2c3d4e5f60718293a4b5c6d7e8f91'),
    user(DEMO_IDS.operator, 'demo-operator', 'Otto Operator', '0', null),
    user(DEMO_IDS.newcomer, 'demo-newcomer', null, '0', null),
    user(DEMO_IDS.bot, 'Guildhall', 'Guildhall Bot', '7731', 'c1b2c3d4e5f60718293a4b5c6d7e8f92', true),
    user('200000000000000011', 'lena.k', 'Lena', '0', 'd1b2c3d4e5f60718293a4b5c6d7e8f93'),
    user('200000000000000012', 'maxpower', 'Max', '0', null),
    user('200000000000000013', 'sophie_r', 'Sophie', '0', 'e1b2c3d4e5f60718293a4b5c6d7e8f94'),
    user('200000000000000014', 'tim.builds', 'Tim', '0', null),
    user('200000000000000015', 'jonas', null, '1312', null),
    user('200000000000000016', 'aylin', 'Aylin', '0', 'f1b2c3d4e5f60718293a4b5c6d7e8f95'),
    user('200000000000000017', 'Carl-bot', null, '1536', 'a2b2c3d4e5f60718293a4b5c6d7e8f96', true),
  ];

  const demoGuild: StandInGuild = {
    id: DEMO_IDS.demoGuild,
    name: 'Demo Guild',
    icon: 'aa11bb22cc33dd44ee55ff6677889900',
    ownerId: DEMO_IDS.owner,
    verificationLevel: 2,
    premiumTier: 1,
    premiumSubscriptionCount: 3,
    features: ['COMMUNITY', 'NEWS', 'INVITE_SPLASH', 'ANIMATED_ICON'],
    botPresent: true,
    onlineCount: 7,
    roles: [
      role(DEMO_IDS.demoGuild, '@everyone', 0, 0, BASIC),
      role(DEMO_IDS.topRole, 'Gründer', 0xf1c40f, 9, BASIC),
      role(DEMO_IDS.adminRole, 'Admin', 0xe74c3c, 8, BASIC | P.Administrator),
      role(
        DEMO_IDS.botRole,
        'Guildhall',
        colorNumber(BLURPLE),
        7,
        BASIC | P.EmbedLinks | P.AttachFiles | P.ManageRoles | P.ManageChannels | P.ManageMessages | P.PinMessages,
        true,
      ),
      role(DEMO_IDS.otherBotRole, 'Carl-bot', 0x2ecc71, 6, BASIC | P.ManageRoles, true),
      role(DEMO_IDS.moderatorRole, 'Moderator', 0x3498db, 5, BASIC | P.KickMembers | P.ManageMessages),
      role(DEMO_IDS.supportRole, 'Support', 0x1abc9c, 4, BASIC | P.ManageMessages),
      role(DEMO_IDS.vipRole, 'VIP', 0x9b59b6, 3, BASIC),
      role(DEMO_IDS.boosterRole, 'Server Booster', 0xf47fff, 2, BASIC, true),
      role(DEMO_IDS.memberRole, 'Mitglied', 0x95a5a6, 1, BASIC),
    ],
    members: [
      member(DEMO_IDS.owner, [DEMO_IDS.topRole], '2023-03-14T18:02:11.000Z'),
      member(
        DEMO_IDS.moderator,
        [DEMO_IDS.moderatorRole, DEMO_IDS.memberRole],
        '2023-04-02T09:30:00.000Z',
        'Mia | Mod',
      ),
      member(DEMO_IDS.newcomer, [DEMO_IDS.memberRole], '2026-11-01T12:00:00.000Z'),
      member(DEMO_IDS.bot, [DEMO_IDS.botRole], '2023-03-14T18:10:45.000Z'),
      member('200000000000000011', [DEMO_IDS.adminRole, DEMO_IDS.memberRole], '2023-03-15T10:00:00.000Z'),
      member('200000000000000012', [DEMO_IDS.supportRole, DEMO_IDS.memberRole], '2023-06-20T16:45:00.000Z'),
      member(
        '200000000000000013',
        [DEMO_IDS.vipRole, DEMO_IDS.boosterRole, DEMO_IDS.memberRole],
        '2024-01-08T20:15:00.000Z',
      ),
      member('200000000000000014', [DEMO_IDS.memberRole], '2024-05-30T07:05:00.000Z'),
      member('200000000000000015', [DEMO_IDS.memberRole], '2025-02-11T13:40:00.000Z'),
      member('200000000000000016', [DEMO_IDS.supportRole, DEMO_IDS.memberRole], '2025-08-19T17:25:00.000Z'),
      member('200000000000000017', [DEMO_IDS.otherBotRole], '2023-03-16T08:00:00.000Z'),
    ],
    channels: [
      channel('130000000000000001', 4, 'Info', 0),
      channel('130000000000000002', 0, 'willkommen', 1, '130000000000000001'),
      channel('130000000000000003', 0, 'regeln', 2, '130000000000000001'),
      channel('130000000000000004', 5, 'ankündigungen', 3, '130000000000000001'),
      channel('130000000000000005', 4, 'Support', 4),
      channel(DEMO_IDS.ticketChannel, 0, 'tickets', 5, '130000000000000005'),
      channel(DEMO_IDS.notificationChannel, 0, 'team-benachrichtigungen', 6, '130000000000000005'),
      channel('130000000000000008', 2, 'Lounge', 7),
      channel('130000000000000009', 13, 'Bühne', 8),
    ],
    emojis: [
      { id: DEMO_IDS.ticketEmoji, name: 'guildhall_ticket', animated: false },
      { id: '180000000000000002', name: 'kekw', animated: false },
      { id: '180000000000000003', name: 'party_parrot', animated: true },
    ],
  };

  const secondGuild: StandInGuild = {
    id: DEMO_IDS.secondGuild,
    name: 'Second Guild',
    icon: null,
    ownerId: '200000000000000011',
    verificationLevel: 1,
    premiumTier: 0,
    premiumSubscriptionCount: 0,
    features: [],
    botPresent: true,
    onlineCount: 2,
    roles: [
      role(DEMO_IDS.secondGuild, '@everyone', 0, 0, BASIC),
      role('120000000000000003', 'Guildhall', colorNumber(BLURPLE), 3, BASIC | P.ManageRoles, true),
      role(DEMO_IDS.secondManagerRole, 'Server-Manager', 0xe67e22, 2, BASIC | P.ManageGuild),
      role('120000000000000004', 'Gäste', 0x95a5a6, 1, BASIC),
    ],
    members: [
      member('200000000000000011', [], '2024-02-01T10:00:00.000Z'),
      member(DEMO_IDS.owner, [DEMO_IDS.secondManagerRole], '2024-02-03T11:00:00.000Z'),
      member(DEMO_IDS.bot, ['120000000000000003'], '2024-02-01T10:05:00.000Z'),
      member('200000000000000014', ['120000000000000004'], '2024-03-01T10:00:00.000Z'),
    ],
    channels: [channel('140000000000000001', 0, 'allgemein', 0), channel('140000000000000002', 2, 'Sprachkanal', 1)],
    // A custom emoji of another server: Discord refuses it in Demo Guild's components.
    emojis: [{ id: DEMO_IDS.foreignEmoji, name: 'second_wave', animated: false }],
  };

  const foreignGuild: StandInGuild = {
    id: DEMO_IDS.foreignGuild,
    name: 'Foreign Guild',
    icon: 'bb11bb22cc33dd44ee55ff6677889901',
    ownerId: '200000000000000016',
    verificationLevel: 3,
    premiumTier: 2,
    premiumSubscriptionCount: 9,
    features: ['COMMUNITY', 'BANNER', 'VANITY_URL', 'ROLE_ICONS', 'ANIMATED_BANNER'],
    botPresent: true,
    onlineCount: 3,
    roles: [
      role(DEMO_IDS.foreignGuild, '@everyone', 0, 0, BASIC),
      role('150000000000000002', 'Guildhall', colorNumber(BLURPLE), 1, BASIC | P.ManageRoles, true),
    ],
    members: [
      member('200000000000000016', [], '2023-09-09T09:09:09.000Z'),
      member(DEMO_IDS.owner, [], '2024-04-04T04:04:04.000Z'),
      member(DEMO_IDS.operator, [], '2025-05-05T05:05:05.000Z'),
      member(DEMO_IDS.bot, ['150000000000000002'], '2023-09-10T10:00:00.000Z'),
    ],
    channels: [channel('160000000000000001', 0, 'general', 0)],
    emojis: [],
  };

  const uninvitedGuild: StandInGuild = {
    id: DEMO_IDS.uninvitedGuild,
    name: 'Uninvited Guild',
    icon: null,
    ownerId: DEMO_IDS.owner,
    verificationLevel: 0,
    premiumTier: 0,
    premiumSubscriptionCount: 0,
    features: [],
    botPresent: false,
    onlineCount: 1,
    roles: [role(DEMO_IDS.uninvitedGuild, '@everyone', 0, 0, BASIC)],
    members: [member(DEMO_IDS.owner, [], '2025-10-10T10:10:10.000Z')],
    channels: [channel('170000000000000001', 0, 'chat', 0)],
    emojis: [],
  };

  return {
    users: new Map(users.map((entry) => [entry.id, entry])),
    guilds: new Map([demoGuild, secondGuild, foreignGuild, uninvitedGuild].map((entry) => [entry.id, entry])),
    // The application registers its commands itself (the bot does, from its command table).
    commands: [],
    guildCommands: new Map(),
    application: { id: DEMO_IDS.application, botUserId: DEMO_IDS.bot },
    messages: [],
    attachments: new Map(),
    interactions: new Map(),
    settings: defaultSettings(),
    clock: runningClock(),
    snowflakes: { time: 0, increment: 0 },
    listeners: new Set(),
  };
}
