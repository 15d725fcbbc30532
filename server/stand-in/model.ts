// The stand-in Discord's state as one model: REST, the gateway and the act API read and change the same
// objects, and every change is announced as the gateway dispatch Discord would send for it.
import type { GatewayDispatchEvents } from 'discord-api-types/v10';
import type { WorldClock } from './clock.js';

export interface StandInUser {
  id: string;
  username: string;
  globalName: string | null;
  discriminator: string;
  avatar: string | null;
  bot: boolean;
}

export interface StandInRole {
  id: string;
  name: string;
  color: number;
  position: number;
  permissions: bigint;
  managed: boolean;
}

/** A server's own (custom) emoji, usable in that server's messages and components. */
export interface StandInEmoji {
  id: string;
  name: string;
  animated: boolean;
}

/** Discord lets anyone mention a role unless it belongs to an integration (a managed role). */
export const mentionable = (role: StandInRole) => !role.managed;

export interface StandInMember {
  userId: string;
  nick: string | null;
  roles: string[];
  joinedAt: string;
  /** Membership screening not yet completed. */
  pending: boolean;
}

/** A permission overwrite: type 0 names a role, 1 a member. */
export interface StandInOverwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

/** Text, voice, category, announcement and stage channels. */
export type StandInChannelType = 0 | 2 | 4 | 5 | 13;

export interface StandInChannel {
  id: string;
  type: StandInChannelType;
  name: string;
  position: number;
  parentId: string | null;
  overwrites: StandInOverwrite[];
  topic: string | null;
  rateLimitPerUser: number;
  nsfw: boolean;
  lastMessageId: string | null;
  lastPinAt: string | null;
}

/** Every channel type the stand-in knows carries messages (voice and stage channels have a text chat), except categories. */
export const takesMessages = (channel: StandInChannel) => channel.type !== 4;
/** Where Discord posts its system lines (a member joined): the guild's first text channel. */
export const systemChannelOf = (guild: StandInGuild) => guild.channels.find((channel) => channel.type === 0) ?? null;

export interface StandInGuild {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  verificationLevel: number;
  premiumTier: number;
  premiumSubscriptionCount: number;
  /** The server's language (Discord's preferred_locale; 'de' unless a world says otherwise). */
  preferredLocale?: string;
  features: string[];
  roles: StandInRole[];
  members: StandInMember[];
  channels: StandInChannel[];
  emojis: StandInEmoji[];
  botPresent: boolean;
  onlineCount: number;
}

/** JSON objects the bot sends and the stand-in keeps as sent (embeds, components, command options). */
export type JsonObject = Record<string, unknown>;

export interface AllowedMentions {
  parse?: ('users' | 'roles' | 'everyone')[];
  users?: string[];
  roles?: string[];
  replied_user?: boolean;
}

/** A file a member sent with a message, kept as Discord's CDN keeps it. */
export interface StandInAttachment {
  id: string;
  channelId: string;
  /** The name as Discord keeps it (blanks become underscores). */
  filename: string;
  /** Alt text, when the sender gave one. */
  description: string | null;
  /** Discord's guess: pictures by their first bytes, the rest by the name's extension; null when unknown. */
  contentType: string | null;
  size: number;
  /** A picture's size in pixels (null for other files). */
  width: number | null;
  height: number | null;
  /** When its CDN links were first signed (ms since 1970). */
  signedAt: number;
  /** The bytes; null once its message or channel is gone, and the CDN answers 404 for it as Discord's does. */
  data: Buffer | null;
}

export interface StandInMessage {
  id: string;
  guildId: string;
  channelId: string;
  authorId: string;
  /** Discord's message type: 0 default, 6 pin notice, 19 reply, 20 command response. */
  type: number;
  content: string;
  embeds: JsonObject[];
  components: JsonObject[];
  attachments: StandInAttachment[];
  reference: { messageId: string; channelId: string; guildId: string } | null;
  flags: number;
  timestamp: string;
  editedTimestamp: string | null;
  pinned: boolean;
  /** Who and what the message pings (Discord's mentions, mention_roles, mention_everyone). */
  mentions: string[];
  mentionRoles: string[];
  mentionEveryone: boolean;
  /** allowed_mentions as the author sent it (null: none sent), so tests can check what was asked for. */
  allowedMentions: AllowedMentions | null;
  /** The interaction that produced the message (an answer or a follow-up). */
  interaction: { id: string; type: number; name: string | null; userId: string } | null;
}

/** Words by Discord locale ("de", "en-US"): what a client in that locale shows instead of the default. */
export type Localizations = Partial<Record<string, string>>;

/** A command option as registered (Discord's field names): a subcommand, a group, or a value. */
export interface CommandOption {
  /** 1 subcommand, 2 group, 3 string, 4 integer, 5 boolean, 6 user, 7 channel, 8 role, 9 mentionable, 10 number, 11 attachment. */
  type: number;
  name: string;
  description: string;
  /** The name and description for clients in these locales (Discord's locale keys). */
  name_localizations?: Localizations | null | undefined;
  description_localizations?: Localizations | null | undefined;
  required?: boolean | undefined;
  choices?: ({ name: string; value: string | number } & Pick<CommandOption, 'name_localizations'>)[] | undefined;
  options?: CommandOption[] | undefined;
  channel_types?: number[] | undefined;
  min_value?: number | undefined;
  max_value?: number | undefined;
  min_length?: number | undefined;
  max_length?: number | undefined;
  autocomplete?: boolean | undefined;
}

/** An application command as registered (Discord's fields, validated at the edge). */
export interface StandInCommand {
  id: string;
  name: string;
  description: string;
  nameLocalizations: Localizations | null;
  descriptionLocalizations: Localizations | null;
  /** 1 chat input, 2 user, 3 message. */
  type: number;
  options: CommandOption[];
  defaultMemberPermissions: string | null;
  nsfw: boolean;
  contexts: number[] | null;
}

export interface StandInInteraction {
  id: string;
  token: string;
  /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: number;
  guildId: string;
  channelId: string;
  userId: string;
  /**
   * The command's path as the member ran it ("ticket open", subcommands included), for the messages that
   * answer it, as Discord names it there.
   */
  name: string | null;
  /** The component's message (type 3). */
  messageId: string | null;
  /** When it was made, as its id says (ms since 1970): its deadlines run from here. */
  createdAt: number;
  /** What INTERACTION_CREATE carried. */
  payload: JsonObject;
  response: { type: number; data: JsonObject | null } | null;
  /** The message @original names: the answer (types 4, 5) or the component's message (6, 7). */
  originalId: string | null;
  followupIds: string[];
}

/** What the stand-in keeps at most (caps.ts has the defaults and why). */
export interface StandInCaps {
  uploadBytes: number;
  messagesPerChannel: number;
  members: number;
  gatewayConnections: number;
}

export interface WorldSettings {
  /** Shards GET /gateway/bot recommends. */
  shards: number;
  /** Identifies allowed at once (session_start_limit.max_concurrency). */
  maxConcurrency: number;
  heartbeatIntervalMs: number;
  /** How long past the interval a silent connection lives before it is closed. */
  heartbeatGraceMs: number;
  /** Dispatches kept per session for RESUME. */
  replayLimit: number;
  /** How long a disconnected session can still be resumed. */
  resumeWindowMs: number;
  /** The privileged intents the application has switched on (Developer Portal toggles). */
  privilegedIntents: { guildMembers: boolean; guildPresences: boolean; messageContent: boolean };
  /** How soon after an interaction its first answer (the callback) must come (Discord: 3 s). */
  initialResponseMs: number;
  /** How long an interaction's token takes follow-ups and edits after that (Discord: 15 minutes). */
  interactionTtlMs: number;
  /** How much of the world's clock each REST call takes before it is handled: tests make Discord slow with it. */
  restLatencyMs: number;
  /** How far the CDN's clock runs ahead of this machine's: tests move it on to let signed links expire at once. */
  cdnClockAheadMs: number;
  /** Discord's rate limits; tests make them tiny. */
  rateLimits: RateLimitSettings;
  /**
   * The clock the rate limits count by (ms since 1970): tests give a fake one and move it on. Not the
   * world's clock: tests stop that one to play Discord's deadlines, and buckets counted by a stopped clock
   * would never refill.
   */
  now: () => number;
  caps: StandInCaps;
}

/** A route's bucket: `limit` requests in a window that starts with the first and lasts `resetAfterMs`. */
export interface BucketLimit {
  limit: number;
  resetAfterMs: number;
}

/** Discord's rate limits as the stand-in plays them (rest/rate-limits.ts). */
export interface RateLimitSettings {
  /** Requests a second per bot or user (per IP without a token); interaction endpoints are not bound by it. */
  globalPerSecond: number;
  /** Buckets by name, each shared by its routes ('METHOD /path' as the stand-in registers them). */
  buckets: Record<string, BucketLimit & { routes: string[] }>;
  /** Every other route is a bucket of its own with this limit. */
  otherRoutes: BucketLimit;
  /** Invalid requests (401, 403, 429 but of scope shared) one IP may make in a window; one more bans it for `banMs`. */
  invalidRequests: { limit: number; windowMs: number; banMs: number };
}

export interface WorldEvent {
  t: GatewayDispatchEvents;
  guildId: string;
  d: JsonObject;
}

export interface World {
  users: Map<string, StandInUser>;
  guilds: Map<string, StandInGuild>;
  /** The application's global commands. */
  commands: StandInCommand[];
  /** Commands registered per guild (bulk overwrite). */
  guildCommands: Map<string, StandInCommand[]>;
  application: { id: string; botUserId: string };
  messages: StandInMessage[];
  /** Every attachment sent, by id, for the CDN (gone ones keep their entry, without bytes). */
  attachments: Map<string, StandInAttachment>;
  interactions: Map<string, StandInInteraction>;
  settings: WorldSettings;
  /** Discord's clock, which the interactions' deadlines read. */
  clock: WorldClock;
  /** The millisecond of the last id made, and its increment there. */
  snowflakes: { time: number; increment: number };
  listeners: Set<(event: WorldEvent) => void>;
}

/** Announces a change to whoever listens (the gateway); `d` is the dispatch's payload in Discord's shape. */
export function emit(world: World, t: GatewayDispatchEvents, guildId: string, d: object): void {
  for (const listener of world.listeners) listener({ t, guildId, d: d as JsonObject });
}
