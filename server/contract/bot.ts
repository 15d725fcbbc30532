// Bodies of the endpoints for the bot itself (not calls the dashboard makes), authenticated by BOT_SERVICE_TOKEN.
import { z } from 'zod';
import { IsoDate, PermissionId, ROW_ID_MAX, Snowflake, lineText, multilineText } from './common.js';
import { rule, type RuleName } from './rules.js';
import { LIMITS, nestedWithin, TRANSCRIPT_LIMITS } from './facts.js';
import { TicketBlock } from './ticket-blocklist.js';
import { CloseKind, TICKET_RATINGS, TicketPriority, type TranscriptRecord } from './guild.js';
import {
  AutoResponse,
  AutoRole,
  CommandPermission,
  Feature,
  NotificationSettings,
  TicketCategory,
  TicketSettings,
} from './config.js';

export const OpenTicketInput = z.strictObject({
  userId: Snowflake,
  username: lineText(LIMITS.name, 'required'),
  reason: multilineText(LIMITS.ticketReason).default(''),
  channelId: Snowflake.nullable().optional(),
  categoryId: z.number().int().positive().max(ROW_ID_MAX).nullable().optional(),
  /**
   * Open the ticket only while the member has fewer open tickets on the server than this (the bot sends
   * its limit; counted in the same transaction, so two opens at once cannot both pass). Without it, no limit.
   */
  maxOpen: z.number().int().min(1).max(LIMITS.openTicketsPerUserMax).optional(),
  /** The answers to the category's questions, each with the question as it was asked. */
  answers: z
    .array(
      z.strictObject({
        question: lineText(LIMITS.ticketQuestions.label, 'required'),
        answer: multilineText(LIMITS.ticketQuestions.length),
      }),
    )
    .max(LIMITS.ticketQuestions.count)
    .default([]),
});

/** A transcript's checks before anything of it is read: the broken rule and its limit, or null. */
export type TranscriptProblem = { name: Extract<RuleName, `transcript${string}`>; limit?: number };

/** What a transcript, already parsed from JSON, breaks of TRANSCRIPT_LIMITS: a JSON object, its depth, its messages. */
export function transcriptProblem(value: unknown): TranscriptProblem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { name: 'transcriptJson' };
  if (!nestedWithin(value, TRANSCRIPT_LIMITS.depth)) return { name: 'transcriptDepth', limit: TRANSCRIPT_LIMITS.depth };
  const { messages } = value as { messages?: unknown };
  if (Array.isArray(messages) && messages.length > TRANSCRIPT_LIMITS.messages)
    return { name: 'transcriptMessages', limit: TRANSCRIPT_LIMITS.messages };
  return null;
}

/**
 * A transcript as the bot sends it: its JSON text (as the bot does), or an object, read as the text to
 * store. An object is checked here (transcriptProblem) and written as JSON; a text only for its length.
 * The close's handler parses and checks a text off the event loop, where a transcript of ten thousand
 * messages does not hold every other request, and refuses it with the same issue this check would give.
 */
const TranscriptText = z
  .union([z.string().max(TRANSCRIPT_LIMITS.chars), z.record(z.string(), z.unknown())])
  .transform((sent, ctx) => {
    if (typeof sent === 'string') return sent;
    const problem = transcriptProblem(sent);
    if (problem) {
      ctx.issues.push({ code: 'custom', input: sent, ...rule(problem.name, problem) });
      return z.NEVER;
    }
    const text = JSON.stringify(sent);
    if (text.length > TRANSCRIPT_LIMITS.chars) {
      ctx.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: TRANSCRIPT_LIMITS.chars,
        inclusive: true,
        input: text,
      });
      return z.NEVER;
    }
    return text;
  });

export const CloseTicketInput = z.strictObject({
  transcript: TranscriptText,
  /** Who closed it in Discord. */
  closedBy: Snowflake.optional(),
  /** When someone other than the opener first wrote in the ticket's channel (null: nobody did). */
  firstResponseAt: IsoDate.nullable().optional(),
  /** The reason given at the close. */
  reason: multilineText(LIMITS.ticketReason).optional(),
  /** What closed it when no person did; absent for a close by the opener or staff. */
  kind: CloseKind.optional(),
});
export type CloseTicketInput = z.infer<typeof CloseTicketInput>;

/** The opener rates their closed ticket (once, within LIMITS.ticketRating.days of its close). */
export const RateTicketInput = z.strictObject({
  userId: Snowflake,
  rating: z.number().int().min(TICKET_RATINGS.min).max(TICKET_RATINGS.max),
  feedback: multilineText(LIMITS.ticketRating.feedback).default(''),
});
export type RateTicketInput = z.infer<typeof RateTicketInput>;

/**
 * The bytes of the transcript as the self-contained HTML file the dashboard offers for download (null: the
 * stored text is no transcript). The composition hands the dashboard's builder to the bot, which sends the
 * file to a ticket's opener. `imageBytes`: at most this many bytes of pictures go into the file (a direct
 * message's file has a limit).
 */
export type TranscriptHtml = (
  record: TranscriptRecord,
  now: Date,
  limits?: { imageBytes: number },
) => Promise<Buffer | null>;

/** A staff member takes a ticket on. */
export const ClaimTicketInput = z.strictObject({ userId: Snowflake, username: lineText(LIMITS.name, 'required') });

/** A staff member sets how urgent an open ticket is: who, and the priority. */
export const TicketPriorityInput = ClaimTicketInput.extend({ priority: TicketPriority });

/** A staff member renamed an open ticket's channel in Discord: who, and its name before and after. */
export const TicketRenameInput = ClaimTicketInput.extend({
  from: z.string().max(LIMITS.channelName),
  to: z.string().min(1).max(LIMITS.channelName),
});

/**
 * A staff member moves an open ticket to another ticket category of the server (`categoryId`), or hands
 * its claim to another staff member (`claimer`): one of the two. Who does it: `userId` and `username`.
 */
export const TransferTicketInput = ClaimTicketInput.extend({
  categoryId: z.number().int().positive().max(ROW_ID_MAX).optional(),
  claimer: ClaimTicketInput.optional(),
}).refine((input) => (input.categoryId === undefined) !== (input.claimer === undefined), rule('transferTarget'));
export type TransferTicketInput = z.infer<typeof TransferTicketInput>;

/** The private channel the bot made for a ticket it recorded. */
export const TicketChannelInput = z.strictObject({ channelId: Snowflake });
export const OpenTicketsQuery = z.strictObject({ userId: Snowflake });

/** How many channels the bot asks about at once (a guild holds up to 500; ids are 20 digits at most). */
export const CLOSED_CHANNELS_ASKED_MAX = 100;
/**
 * Channels the bot still sees in a guild, comma-separated: the bot API names the closed tickets among
 * their channels, whose channels should have gone with their close.
 */
export const ClosedChannelsQuery = z.strictObject({
  channelIds: z
    .string()
    .meta({ description: `Channel ids, comma-separated (1 to ${CLOSED_CHANNELS_ASKED_MAX})` })
    .transform((list) => list.split(','))
    .pipe(z.array(Snowflake).min(1).max(CLOSED_CHANNELS_ASKED_MAX)),
});

/**
 * An entry of the Berechtigungen screen as the bot needs it: who (a user, or everyone holding a role) and
 * what. The bot reads its ticket staff from these, so the dashboard defines the staff once.
 */
export const DashboardGrantEntry = z.object({
  type: z.enum(['user', 'role']),
  targetId: Snowflake,
  permissions: z.array(PermissionId),
});
export type DashboardGrantEntry = z.infer<typeof DashboardGrantEntry>;

export const GuildConfiguration = z.object({
  guildId: Snowflake,
  /** Guildhall's global admins: they may use every command on every server. */
  globalAdminIds: z.array(Snowflake),
  features: z.array(Feature),
  categories: z.array(TicketCategory),
  autoResponses: z.array(AutoResponse),
  autoRoles: z.array(AutoRole),
  commandPermissions: z.array(CommandPermission),
  dashboardPermissions: z.array(DashboardGrantEntry),
  notificationSettings: NotificationSettings,
  /** Where the team's notifications go, once the owner set them up (the ticket events too). */
  notificationChannelId: Snowflake.nullable(),
  /** How many tickets a member may have open, where their channels go, whether only the claimer writes. */
  ticketSettings: TicketSettings,
  /** Who may not open tickets (the bot refuses them privately, with the reason). */
  ticketBlocklist: z.array(TicketBlock),
  /** The server's time zone (Einstellungen): its opening hours are read in it. */
  timeZone: z.string(),
});
export type GuildConfiguration = z.infer<typeof GuildConfiguration>;

/** Guilds whose configuration changed after a cursor (an audit log position), and the newest cursor; '*' is a change of every guild (the global admins). */
export const ConfigChanges = z.object({
  cursor: z.number().int().min(0),
  guildIds: z.array(z.union([Snowflake, z.literal('*')])),
});
/** The Redis channel the bot API announces changed guilds on (a guild id, or '*'), when Redis is configured. */
export const CONFIG_CHANGES_CHANNEL = 'guildhall:config-changes';
export type ConfigChanges = z.infer<typeof ConfigChanges>;
export const ChangesQuery = z.strictObject({ after: z.coerce.number().int().min(0).max(ROW_ID_MAX).optional() });

/** Why the bot could not give a new member an auto role: the role is gone, managed by an integration, not below the bot's highest role, the bot lacks Manage Roles, or Discord refused. */
export const AUTO_ROLE_PROBLEMS = ['role_missing', 'managed', 'above_bot', 'no_manage_roles', 'refused'] as const;
export const AutoRoleProblemReason = z.enum(AUTO_ROLE_PROBLEMS);
export type AutoRoleProblemReason = z.infer<typeof AutoRoleProblemReason>;
export const AutoRoleProblemInput = z.strictObject({ reason: AutoRoleProblemReason });

/** How the bot's connection to Discord stands, as the admin panel shows it. */
export const GATEWAY_STATES = ['starting', 'connected', 'reconnecting', 'standby', 'stopped'] as const;
/** Why a bot stopped for good: Discord refused its token, or privileged intents it needs are not switched on (or not allowed). */
export const GATEWAY_PROBLEMS = ['bad_token', 'intents_disallowed', 'intents_invalid'] as const;
export const BotStatus = z.object({
  state: z.enum(GATEWAY_STATES),
  problem: z.enum(GATEWAY_PROBLEMS).nullable(),
  shards: z.number().int().min(0),
  guilds: z.number().int().min(0),
  updatedAt: IsoDate,
});
export type BotStatus = z.infer<typeof BotStatus>;
export const BotStatusInput = BotStatus.omit({ updatedAt: true }).strict();

/**
 * One process of a deployment runs the gateway: the one holding this lease, renewed while it runs. A
 * holder is a random name each bot process gives itself.
 */
export const GatewayLeaseInput = z.strictObject({
  holder: z.string().regex(/^[\w-]{8,64}$/),
  ttlSeconds: z.number().int().min(5).max(300),
});
export const GatewayLease = z.object({ granted: z.boolean(), holder: z.string(), expiresAt: IsoDate });
export type GatewayLease = z.infer<typeof GatewayLease>;
export const LeaseHolderParams = z.object({ holder: z.string().regex(/^[\w-]{8,64}$/) });
