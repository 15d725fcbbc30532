// Plain facts that the contract, the programs, the views and the islands all use: limits, default
// colours, the names of cookies, headers and form fields, and the paths islands call. It imports
// nothing, so a view or an island that uses one of them takes no schema and no server code along.

/**
 * Discord's limits of one embed, in characters (fields: how many): an auto response's form and the bot
 * API refuse more, the stand-in Discord refuses more. `total` counts the texts of all of a message's
 * embeds together: title, description, the fields' names and values, the footer's text, the author's name.
 */
export const EMBED_LIMITS = {
  total: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  /** A link or a picture's address (Discord's own bound is larger; a longer one is no real address). */
  url: 2048,
} as const;

/** Discord's limit of a message's text, in characters. */
export const MESSAGE_CONTENT_MAX = 2000;

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
  /** A channel's name, as Discord allows it. */
  channelName: 100,
  category: { name: 100, description: 500 },
  /** The response (Discord's limit for a message) and the embed's title and description (Discord's, EMBED_LIMITS). */
  autoResponse: {
    trigger: 100,
    response: MESSAGE_CONTENT_MAX,
    embedTitle: EMBED_LIMITS.title,
    embedDescription: EMBED_LIMITS.description,
  },
  setting: { key: 64, value: 10_000, description: 500 },
  /** The picker's member search: a search from 2 characters, at most 50 members back. */
  memberSearch: { minChars: 2, results: 50 },
  /** Roles that a guild's notifications may mention. */
  notificationRoles: 25,
  /** Why a member opens a ticket, as the bot's form and the bot API take it. */
  ticketReason: 1000,
  /** The opener's comment with their rating after the close; for how many days after it they may rate. */
  ticketRating: { feedback: 1000, days: 7 },
  /**
   * The ticket panel's message: an embed's title and its text (kept to a message's length); up to
   * `buttons` active categories get a button each, more fill select menus of at most `options` each, one
   * menu to an action row, at most `menus` rows (Discord's limits): so at most `menus` × `options` active
   * categories, and the page refuses one more. Discord cuts a button's label at `buttonLabel` characters,
   * an option's label and description at `optionText`: the bot sends them cut, as the preview shows them.
   */
  ticketPanel: {
    title: 256,
    text: MESSAGE_CONTENT_MAX,
    buttons: 5,
    options: 25,
    menus: 5,
    buttonLabel: 80,
    optionText: 100,
  },
  /**
   * Tickets one member may have open on a server at once, until its admins choose another number (up to
   * `openTicketsPerUserMax`, on Einstellungen); one more is refused, naming the open ones.
   */
  openTicketsPerUser: 1,
  openTicketsPerUserMax: 10,
  /** The times of a server's close requests and auto-close, in minutes: from one minute to 30 days. */
  ticketTimerMinutes: { min: 1, max: 30 * 24 * 60 },
  /**
   * A category's questions, which the bot asks as one Discord form: Discord's limits for a form (5 text
   * inputs, a title of 45), a text input's label (45), placeholder (100) and lengths (up to 4,000).
   */
  ticketQuestions: { count: 5, label: 45, placeholder: 100, length: 4000, formTitle: 45 },
  /** A category's own welcome in its ticket's embed: Markdown within a message's length. */
  welcomeMessage: MESSAGE_CONTENT_MAX,
  /** The roles of a category's team. */
  categoryTeamRoles: 25,
  /** A block's reason (the member reads it in Discord), and the entries a server keeps (all in the bot's configuration). */
  ticketBlock: { reason: 200, entries: 500 },
  /** Opening hours: spans a day (as the page edits them), in all, and the message (a welcome's field holds 1,024). */
  openingHours: { perDay: 2, spans: 14, message: 1000 },
} as const;

/** The weekdays of opening hours, Monday = 1 … Sunday = 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Active ticket categories the panel's menus hold: the page refuses one more, which no member could choose. */
export const PANEL_CATEGORIES_MAX = LIMITS.ticketPanel.menus * LIMITS.ticketPanel.options;

/** A Discord id: digits of the length LIMITS.discordId allows, below 2^64 (Discord's ids are 64-bit). */
export const isDiscordId = (value: string): boolean =>
  value.length >= LIMITS.discordId.min &&
  value.length <= LIMITS.discordId.max &&
  /^\d+$/.test(value) &&
  BigInt(value) < 2n ** 64n;

/** The demo's Discord look-alike (demo mode only): members played in the browser; a channel is `${page}/channels/{id}`. */
export const DEMO_DISCORD_PAGE = '/_discord/demo';

/** A Discord custom emoji as people type it, <:name:id> (<a:name:id> when animated). */
const CUSTOM_EMOJI = /^<(a?):(\w{2,32}):(\d+)>$/;

/** A custom emoji's parts as Discord's components take them, or null for anything else (a Unicode emoji, a word). */
export function customEmojiOf(value: string): { id: string; name: string; animated: boolean } | null {
  const parts = CUSTOM_EMOJI.exec(value);
  if (!parts || !isDiscordId(parts[3]!)) return null;
  return { id: parts[3]!, name: parts[2]!, animated: parts[1] === 'a' };
}

/** How a custom emoji is written: the form customEmojiOf reads. */
export const customEmojiText = (emoji: { id: string; name: string; animated: boolean }): string =>
  `<${emoji.animated ? 'a' : ''}:${emoji.name}:${emoji.id}>`;

/** A colour as people type and pages write it: #rrggbb. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/**
 * Discord's blurple, written here only: the stylesheet's --blurple (the client build writes it in), the
 * bot's embeds, the stand-in's roles and pictures.
 */
export const BLURPLE = '#5865F2';
/** A #rrggbb colour as the number Discord's embeds and roles carry. */
export const colorNumber = (hex: string): number => Number.parseInt(hex.slice(1), 16);
/** A new ticket category's colour, and an embed's until one is chosen. */
export const DEFAULT_COLOR = BLURPLE;
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
/** The viewer's own time zone as their browser names it (written by the page's script): times in another carry their zone. */
export const VIEWER_ZONE_COOKIE = 'gh_zone';
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

/** Members an auto response's mention picker offers, the first of the member list by name. */
export const MENTION_PICKER_MEMBERS = 100;

/**
 * Discord's global rate limit: requests a second one bot token may make, whichever programs make them
 * (interaction callbacks and their webhooks are not counted). The stand-in plays it; the bot and the bot
 * API keep to it together.
 */
export const DISCORD_REQUESTS_PER_SECOND = 50;

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

/**
 * A ticket's priorities, lowest first: the staff set one with /ticket priority, the channel's topic and
 * the dashboard show it, and the dashboard's open tickets sort by it (the most urgent first). Their words
 * in German and English: the command's choices, the bot's answers and the dashboard's catalogues.
 */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
type Priority = (typeof TICKET_PRIORITIES)[number];
/** A ticket opened gets this one. */
export const DEFAULT_PRIORITY: Priority = 'normal';
export const PRIORITY_WORDS: Record<Priority, { de: string; en: string }> = {
  low: { de: 'Niedrig', en: 'Low' },
  normal: { de: 'Normal', en: 'Normal' },
  high: { de: 'Hoch', en: 'High' },
  urgent: { de: 'Dringend', en: 'Urgent' },
};
