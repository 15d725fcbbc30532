// Per-guild configuration: ticket categories, auto responses, auto-roles, roles and members,
// command permissions, features, notifications, time zone, ticket settings.
import { z } from 'zod';
import { FeatureName, IsoDate, QueryBoolean, Snowflake, lineText, multilineText } from './common.js';
import { OneEmoji } from './emoji.js';
import { EmbedExtras, embedTextLength, NO_EXTRAS } from './embed.js';
import { DEFAULT_CATEGORY_EMOJI, DEFAULT_COLOR, EMBED_LIMITS, HEX_COLOR, LIMITS, PREVIEW_USERS_MAX } from './facts.js';
import { matching, rule } from './rules.js';
import { CategoryQuestion, CategoryQuestions } from './category-questions.js';

export { CategoryQuestion, CategoryQuestions };

export const HexColor = matching(HEX_COLOR, 'colour');
const ColorInt = z.number().int().min(0).max(0xffffff);

export const TicketCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  emoji: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  created_at: IsoDate,
  /** When it last changed: a form sends it back, and a save based on an older one is refused. */
  updatedAt: IsoDate.optional(),
  // The history keeps categories as they were: one recorded before these existed reads with their defaults.
  /** What the bot's form asks when a ticket of this category opens (none: the optional reason). */
  questions: z.array(CategoryQuestion).default([]),
  /** The roles that see and handle its tickets (none: the server's ticket staff). */
  staffRoleIds: z.array(Snowflake).default([]),
  /** Markdown for the ticket's welcome, with {user}, {category} and {server}; empty: the bot's own text. */
  welcomeMessage: z.string().default(''),
  /** The Discord category its tickets' channels go under (null: the server's setting). */
  discordCategoryId: Snowflake.nullable().default(null),
});
export type TicketCategory = z.infer<typeof TicketCategory>;

export const CategoryListQuery = z.strictObject({ includeInactive: QueryBoolean.optional() });

const SORT_ORDER_MAX = 100_000;
/** A whole number from 0 (JSON Schema: an integer; each broken bound is its own rule). */
const SortOrder = z
  .number()
  .refine(Number.isInteger, rule('sortOrderWhole'))
  .refine((value) => value >= 0, rule('sortOrderNegative'))
  .refine((value) => value <= SORT_ORDER_MAX, rule('sortOrderTooBig', { limit: SORT_ORDER_MAX }))
  .meta({ type: 'integer', minimum: 0, maximum: SORT_ORDER_MAX });

export const CategoryInput = z.strictObject({
  name: lineText(LIMITS.category.name, 'nameRequired'),
  description: multilineText(LIMITS.category.description).default(''),
  emoji: OneEmoji.default(DEFAULT_CATEGORY_EMOJI),
  color: HexColor.default(DEFAULT_COLOR),
  sortOrder: SortOrder.default(0),
  questions: CategoryQuestions.default([]),
  staffRoleIds: z.array(Snowflake).max(LIMITS.categoryTeamRoles).default([]),
  welcomeMessage: multilineText(LIMITS.welcomeMessage).default(''),
  discordCategoryId: Snowflake.nullable().default(null),
  /** The category's updatedAt the form was loaded with: when it changed since, the save is refused (409 changed_since). */
  basedOn: IsoDate.optional(),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

const CategoryToggle = z.strictObject({ isActive: z.boolean() });
/** PUT takes the whole category, or only isActive (the list's activate/deactivate button sends just that). */
export const CategoryUpdate = z.union([CategoryToggle, CategoryInput]);

export const AutoResponse = z.object({
  id: z.number().int(),
  trigger_word: z.string(),
  response_text: z.string(),
  is_embed: z.boolean(),
  embed_title: z.string().nullable(),
  embed_description: z.string().nullable(),
  embed_color: ColorInt.nullable(),
  /**
   * The embed's other parts; null for a response saved before embeds had them (sent as then: the embed
   * alone, without the text). With them, a non-empty text is sent above the embed.
   */
  embed_extras: EmbedExtras.nullable().default(null),
  created_at: IsoDate,
});
export type AutoResponse = z.infer<typeof AutoResponse>;

export const AutoResponseInput = z
  .strictObject({
    trigger: lineText(LIMITS.autoResponse.trigger, 'triggerRequired'),
    response: multilineText(LIMITS.autoResponse.response).default(''),
    isEmbed: z.boolean().default(false),
    embedTitle: lineText(LIMITS.autoResponse.embedTitle).nullable().optional(),
    embedDescription: multilineText(LIMITS.autoResponse.embedDescription).nullable().optional(),
    embedColor: ColorInt.nullable().optional(),
    embed: EmbedExtras.optional(),
    guildId: Snowflake,
  })
  .refine((input) => input.isEmbed || input.response.length > 0, rule('responseRequired', { path: ['response'] }))
  .refine(
    (input) => input.isEmbed || input.embedColor == null,
    rule('embedColourOnlyForEmbeds', { path: ['embedColor'] }),
  )
  // Discord refuses an embed with neither: it would show as an empty bar.
  .refine(
    (input) => !input.isEmbed || Boolean(input.embedTitle || input.embedDescription),
    rule('embedNeedsText', { path: ['embedTitle'] }),
  )
  .refine(
    (input) =>
      !input.isEmbed ||
      embedTextLength(input.embedTitle, input.embedDescription, input.embed ?? NO_EXTRAS) <= EMBED_LIMITS.total,
    rule('embedTooLong', { path: ['embed'], limit: EMBED_LIMITS.total }),
  );
export type AutoResponseInput = z.infer<typeof AutoResponseInput>;

/** Names by id (roles, channels), for mentions. */
const NamesById = z.record(z.string(), z.string());

/**
 * What a preview of an auto response needs beyond the response itself: the bot as the server shows it
 * (the sender; the avatar on Discord's CDN), and the server's role and channel names for mentions, with
 * the names on the server of the users the previewed responses mention.
 */
export const AutoResponsePreviewContext = z.object({
  bot: z.object({ id: Snowflake, name: z.string(), avatarUrl: z.string() }),
  mentionNames: z.object({ roles: NamesById, channels: NamesById, users: NamesById }),
  /** Members the mention picker offers (MENTION_PICKER_MEMBERS, in name order). */
  members: NamesById.default({}),
});

export const PreviewContextQuery = z.strictObject({
  /** The mentioned users, comma-separated ids; a user who is not on the server stays unnamed. */
  users: z
    .string()
    .transform((list) => (list ? list.split(',') : []))
    .pipe(z.array(Snowflake).max(PREVIEW_USERS_MAX))
    .optional(),
});
export type AutoResponsePreviewContext = z.infer<typeof AutoResponsePreviewContext>;

export const AutoRole = z.object({
  id: z.number().int(),
  role_id: Snowflake,
  role_name: z.string(),
  is_active: z.boolean(),
  created_at: IsoDate,
  /** The last time the bot could not give it to a new member, and why (see AUTO_ROLE_PROBLEMS); null once it could again. */
  problem: z.object({ reason: z.string(), at: IsoDate }).nullable().optional(),
});
export type AutoRole = z.infer<typeof AutoRole>;

export const AutoRoleInput = z.strictObject({ roleId: Snowflake, roleName: lineText(LIMITS.name, 'required') });
export const AutoRoleUpdate = z.strictObject({ isActive: z.boolean() });

export const ServerRole = z.object({
  id: Snowflake,
  name: z.string(),
  color: z.number().int(),
  managed: z.boolean(),
  /** False when the bot cannot assign it (above its highest role, managed or @everyone). */
  assignable: z.boolean(),
  position: z.number().int(),
});
export type ServerRole = z.infer<typeof ServerRole>;

export const BotInfo = z.object({
  hasManageRoles: z.boolean(),
  highestRoleName: z.string(),
  highestRolePosition: z.number().int(),
});
export type BotInfo = z.infer<typeof BotInfo>;

export const RolesQuery = z.strictObject({ assignableOnly: QueryBoolean.optional() });
/** Without assignableOnly: { roles }; with it: { roles, botInfo }, what the auto-role screen needs to warn about the bot's standing. */
export const RolesResponse = z.object({ roles: z.array(ServerRole), botInfo: BotInfo.optional() });
export type RolesResponse = z.infer<typeof RolesResponse>;

export const Member = z.object({
  id: Snowflake,
  username: z.string(),
  displayName: z.string(),
  discriminator: z.string(),
  /** Avatar image URL (http or https), or null for the default avatar. */
  avatar: z.string().nullable(),
});
export type Member = z.infer<typeof Member>;

export const MembersQuery = z.strictObject({ search: lineText(LIMITS.name).optional() });

export const CommandDefinition = z.object({
  name: z.string(),
  /** In the default language (German), as the command permissions screen lists it. */
  description: z.string(),
  /** The description in each language Discord shows it in. */
  descriptions: z.object({ de: z.string(), en: z.string() }).optional(),
});
export type CommandDefinition = z.infer<typeof CommandDefinition>;

export const CommandPermission = z.object({
  role_id: Snowflake,
  role_name: z.string(),
  allowed_commands: z.array(z.string()),
  denied_commands: z.array(z.string()),
});
export type CommandPermission = z.infer<typeof CommandPermission>;

/** A slash command's name as Discord allows it; the dashboard's per-command form fields are named after it. */
export const COMMAND_NAME = new RegExp(`^[\\w-]{1,${LIMITS.commandName}}$`);
const CommandName = matching(COMMAND_NAME, 'commandName');
export const CommandPermissionInput = z
  .strictObject({
    roleName: lineText(LIMITS.name, 'required'),
    allowedCommands: z.array(CommandName).max(200),
    deniedCommands: z.array(CommandName).max(200),
  })
  .refine(
    (input) => !input.allowedCommands.some((name) => input.deniedCommands.includes(name)),
    rule('allowedAndDenied', { path: ['deniedCommands'] }),
  );
export type CommandPermissionInput = z.infer<typeof CommandPermissionInput>;

export const Feature = z.object({
  name: FeatureName,
  displayName: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type Feature = z.infer<typeof Feature>;
export const FeatureUpdate = z.strictObject({ enabled: z.boolean() });

export const NotificationSettings = z.object({
  setupCompleted: z.boolean(),
  notificationRoles: z.array(Snowflake),
  notificationsEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** A channel by id and name (the name is null when the channel no longer exists). */
export const NamedChannel = z.object({ id: Snowflake, name: z.string().nullable() });
export type NamedChannel = z.infer<typeof NamedChannel>;

/**
 * Where team notifications go (null while /setup-notifications has not run), and, for those who may
 * choose it (the people who may run that command), the text channels where the bot may write.
 */
export const NotificationChannel = z.object({
  channel: NamedChannel.nullable(),
  choices: z.array(z.object({ id: Snowflake, name: z.string() })).nullable(),
});
export type NotificationChannel = z.infer<typeof NotificationChannel>;
export const NotificationChannelUpdate = z.strictObject({ channelId: Snowflake });

export const NotificationUpdate = z
  .strictObject({
    notificationRoles: z.array(Snowflake).max(LIMITS.notificationRoles).optional(),
    notificationsEnabled: z.boolean().optional(),
  })
  .refine(
    (input) => input.notificationRoles !== undefined || input.notificationsEnabled !== undefined,
    rule('notificationsEmpty'),
  );

/** The time zones a guild may choose: every IANA zone this runtime knows, and UTC. */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];
const KNOWN_TIME_ZONES = new Set(TIME_ZONES);
/** What a guild's pages show until its admins choose otherwise: the interface's dates are German ones by default. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
export const TimeZone = z.string().refine((name) => KNOWN_TIME_ZONES.has(name), rule('timeZone'));

/** How a guild's pages show things, the same for everyone on the guild (Einstellungen). */
export const GuildPreferences = z.strictObject({ timeZone: TimeZone });
export type GuildPreferences = z.infer<typeof GuildPreferences>;

export * from './ticket-settings.js';
