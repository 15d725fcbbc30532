// Plain facts that the contract, the programs, the views and the islands all use: limits, default
// colours, the names of cookies, headers and form fields, and the paths islands call. It imports
// nothing, so a view or an island that uses one of them takes no schema and no server code along.

/**
 * How long what people type may be, in characters (a Discord ID in digits). The contract's schemas
 * refuse more, the dashboard's forms check the same, and each form field stops at it (maxlength).
 */
export const LIMITS = {
  /** A Discord ID (a snowflake): 17 to 20 digits. */
  discordId: { min: 17, max: 20 },
  /** A name we keep of a Discord user or role, as the user typed or Discord gave it. */
  name: 100,
  /** One emoji: a Unicode sequence, or a custom emoji written <:name:id>. */
  emoji: 64,
  /** A slash command's name, as Discord allows it. */
  commandName: 32,
  category: { name: 100, description: 500 },
  /** The response and the embed's title and description: Discord's limits for a message and an embed. */
  autoResponse: { trigger: 100, response: 2000, embedTitle: 256, embedDescription: 4096 },
  setting: { key: 64, value: 10_000, description: 500 },
  /** The picker's member search: a search from 2 characters, at most 50 members back. */
  memberSearch: { minChars: 2, results: 50 },
  /** Roles that a guild's notifications may mention. */
  notificationRoles: 25,
  /** Why a member opens a ticket, as the bot's form and the bot API take it. */
  ticketReason: 1000,
  /**
   * The ticket panel's message: an embed's title and its text (kept to a message's length); up to
   * `buttons` active categories get a button each, more a select menu of at most `options` (Discord's limit).
   */
  ticketPanel: { title: 256, text: 2000, buttons: 5, options: 25 },
  /**
   * Tickets one member may have open on a server at once, until its admins choose another number (up to
   * `openTicketsPerUserMax`, on Einstellungen); one more is refused, naming the open ones.
   */
  openTicketsPerUser: 1,
  openTicketsPerUserMax: 10,
} as const;

/** A Discord id: digits of the length LIMITS.discordId allows, below 2^64 (Discord's ids are 64-bit). */
export const isDiscordId = (value: string): boolean =>
  value.length >= LIMITS.discordId.min &&
  value.length <= LIMITS.discordId.max &&
  /^\d+$/.test(value) &&
  BigInt(value) < 2n ** 64n;

/** The demo's Discord look-alike (demo mode only): members played in the browser; a channel is `${page}/channels/{id}`. */
export const DEMO_DISCORD_PAGE = '/_discord/demo';

/** A colour as people type and pages write it: #rrggbb. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Discord's blurple: a new ticket category's colour, and an embed's until one is chosen. */
export const DEFAULT_COLOR = '#5865F2';
/** What Discord shows for a role without a colour of its own. */
export const DEFAULT_ROLE_COLOR = '#99aab5';
/** The colours a ticket category may have (the first is a new category's); also the swatches of an embed colour. */
export const CATEGORY_COLORS: readonly string[] = [
  DEFAULT_COLOR,
  '#ED4245',
  '#FEE75C',
  '#57F287',
  '#EB459E',
  '#F47FFF',
  '#00D166',
  '#FF6B35',
];
/** A new ticket category's emoji. */
export const DEFAULT_CATEGORY_EMOJI = '🎫';
/** The emoji offered for a ticket category (any other single emoji may be typed). */
export const CATEGORY_EMOJIS: readonly string[] = [
  DEFAULT_CATEGORY_EMOJI,
  '📝',
  '🛠️',
  '❓',
  '💬',
  '🚨',
  '🤝',
  '💡',
  '🎮',
  '🛒',
  '📢',
  '🔒',
  '⭐',
  '🐛',
  '📦',
  '🎉',
];

/** Where the session's CSRF token travels: a hidden field of every form, or this header of a script's request. */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The command permission edit form names each command's radio group this prefix plus the command's name. */
export const COMMAND_FIELD_PREFIX = 'c_';
/** The header that carries a user's admin session for a guild to the bot API. */
export const ADMIN_SESSION_HEADER = 'x-admin-session';
/** The theme cookie: 'dark' or 'light', written by the server's form and by the toggle's script alike. */
export const THEME_COOKIE = 'gh_theme';
/** How long a cookie that remembers a choice (theme, language) or an asset (the stylesheet) lasts: a year. */
export const COOKIE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The bot API's paths that islands call through the dashboard's /api proxy, which serves them at the
 * same paths; the endpoint table takes its proxied entries' paths from here.
 */
export const ISLAND_API = {
  roles: '/api/discord/:guildId/roles',
  members: '/api/discord/:guildId/members',
  feature: '/api/guilds/:guildId/features/:featureName',
  notifications: '/api/notifications/:guildId/settings',
  testNotification: '/api/notifications/:guildId/test',
  commandPermission: '/api/command-permissions/:guildId/:roleId',
} as const;

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path template with each `:name` replaced by its value, URL-encoded (a missing one is empty). */
export function fillPath<Path extends string>(
  template: Path,
  params: Record<PathParamNames<Path>, string | number>,
): string {
  const values: Partial<Record<string, string | number>> = params;
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * How long an auto response's trigger waits in a channel before it answers there again: bots answering
 * each other cannot loop, and a flood gets one answer per wait.
 */
export const AUTO_RESPONSE_COOLDOWN_SECONDS = 5;

/**
 * Mentioned users an auto response preview names. The bot API finds them in the guild's cached member list;
 * each one missing from it is a lookup on Discord, so a page asks for a few.
 */
export const PREVIEW_USERS_MAX = 10;

// What one ticket transcript may be: the close refuses a transcript past these limits before anything
// is written, and the transcript model (views/transcript/model.ts) reads stored ones within the same.
export const TRANSCRIPT_LIMITS = {
  /** Characters of its JSON text (within the bot API's 6 MB body limit). */
  chars: 5_000_000,
  /**
   * Levels of nested arrays and objects. A transcript's own shape is 7 deep (transcript, messages,
   * message, embeds, embed, fields, field); 32 leaves room for what a bot adds, and keeps every
   * recursive walker of the text (JSON.stringify, zod, the renderers) far from the end of the stack.
   */
  depth: 32,
  /** Messages: what the page renders and the search indexes, one row a message. */
  messages: 10_000,
  /**
   * Files (attachments, embed images) the archive fetches for one transcript; the ones past it are
   * shown as placeholders. Four downloads run at once: at the CDN's usual 0.2 to 0.5 s a file, 100
   * take 5 to 12 s, inside the bot API's 20 s for one request; and at a screenshot's usual size, 100
   * files already fill the default 50 MB a transcript may keep.
   */
  files: 100,
} as const;

/**
 * Whether a parsed JSON value is nested at most `max` levels deep (a scalar is 0, `[]` is 1), walked
 * with a stack of its own rather than by recursion, so a hostile depth costs time in proportion to its
 * size and never the call stack. (JSON.parse itself does not recurse; JSON.stringify does.)
 */
export function nestedWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return false;
    for (const child of Array.isArray(item) ? item : Object.values(item))
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
  }
  return true;
}
