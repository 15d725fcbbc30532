// One inactive ticket whose timer is due. The bot API's timer may be early (it starts when the ticket opens
// or auto-close is switched on, and messages do not move it), never late: so the channel decides. If a
// person (no bot, no webhook) wrote since, the timer moves on from that message; otherwise an unwarned
// ticket is warned, mentioning its opener, and a warned one closes with the inactivity reason. The sweep
// moves a batch's timers in one request (inactive-batch.ts), from the due times the bot saw, and posts
// only the warnings whose timers it moved: so of two sweeps one warns. A timer marked warned whose warning
// never reached the channel (the bot stopped between the two) is warned then, not closed unwarned.
import type { API } from '@discordjs/core';
import { DiscordAPIError } from '@discordjs/rest';
import { z } from 'zod';
import type { DueTicketJobs, InactivityMove } from '../../../contract/ticket-jobs.js';
import { snowflakeTime } from '../../../contract/snowflake.js';
import type { GuildConfiguration } from '../../../contract/bot.js';
import type { GuildFacts } from '../../guilds.js';
import { textsFor } from '../../texts.js';
import { noticeJob } from '../notices.js';
import type { DeskDeps } from '../visit.js';
import { discordTime } from './close-question.js';
import { closeUnattended } from './close-alone.js';

const MINUTE_MS = 60_000;
const UNKNOWN_CHANNEL = 10003;
/** How far back the channel is read for a person's word: past this many bot messages, nobody wrote lately. */
const READ_BACK = 50;
/** How far Discord's clock (a message's snowflake) may be behind ours: under a warning's shortest time. */
const CLOCKS_APART_MS = 30_000;

const Messages = z.array(
  z.object({
    id: z.string(),
    author: z.object({ id: z.string(), bot: z.boolean().optional() }),
    webhook_id: z.string().optional(),
    mentions: z.array(z.object({ id: z.string() })).optional(),
  }),
);

/** What the channel's newest messages tell: when a person last wrote, and when the bot last mentioned the opener (ms). */
interface ChannelWords {
  word: number | null;
  /** Null also when the channel is gone: then there is nobody to warn. */
  warned: number | null;
  gone: boolean;
}

async function channelWords(discord: API, channelId: string, botId: string, openerId: string): Promise<ChannelWords> {
  try {
    const newestFirst = Messages.parse(await discord.channels.getMessages(channelId, { limit: READ_BACK }));
    const word = newestFirst.find((message) => message.author.bot !== true && message.webhook_id === undefined);
    const warning = newestFirst.find(
      (message) => message.author.id === botId && message.mentions?.some((user) => user.id === openerId),
    );
    return {
      word: word ? snowflakeTime(word.id) : null,
      warned: warning ? snowflakeTime(warning.id) : null,
      gone: false,
    };
  } catch (error) {
    if (error instanceof DiscordAPIError && Number(error.code) === UNKNOWN_CHANNEL)
      return { word: null, warned: null, gone: true };
    throw error;
  }
}

export interface InactivePlace {
  discord: API;
  config: GuildConfiguration;
  facts: GuildFacts | undefined;
  /** The bot's own user: the closer of a close nobody made. */
  botId: string;
  /** Runs a closed channel's delayed delete as work of its own. */
  later(work: () => Promise<void>): void;
}

export type Due = DueTicketJobs['inactive'][number];

/** What a due ticket needs: nothing (auto-close off), its timer moved (no channel, someone wrote), a warning, its close. */
export type InactiveWork =
  | { kind: 'off' }
  | { kind: 'move'; move: InactivityMove }
  | { kind: 'warn'; move: InactivityMove; channelId: string; closeAt: number }
  | { kind: 'close' };

const iso = (ms: number) => new Date(ms).toISOString();
const minutesOf = (place: InactivePlace) => place.config.ticketSettings.autoClose;

/** Reads the ticket's channel and says what it needs; moves nothing. */
export async function judgeInactive(deps: DeskDeps, place: InactivePlace, due: Due): Promise<InactiveWork> {
  const { ticket, dueAt, warnedAt } = due;
  const { enabled, warnAfterMinutes, closeAfterMinutes } = minutesOf(place);
  // Switched off a moment ago (the bot API drops the timers with it): nothing happens.
  if (!enabled) return { kind: 'off' };
  const now = deps.now();
  const move = (nextMs: number, warned: string | null): InactivityMove => ({
    guildId: due.guildId,
    ticketId: ticket.id,
    seenDueAt: dueAt,
    nextDueAt: iso(nextMs),
    warnedAt: warned,
  });
  // Nothing to watch without a channel: asked again a warning's time later.
  if (!ticket.channel_id) return { kind: 'move', move: move(now + warnAfterMinutes * MINUTE_MS, null) };
  const channelId = ticket.channel_id;
  const words = await channelWords(place.discord, channelId, place.botId, ticket.user_id);
  const spoke = Math.max(Date.parse(ticket.created_at), words.word ?? 0);
  const quietUntil = spoke + warnAfterMinutes * MINUTE_MS;
  if (warnedAt === null ? quietUntil > now : spoke > Date.parse(warnedAt))
    return { kind: 'move', move: move(quietUntil, null) };
  // The warning is posted after its timer moved, so it is not older than the mark by more than Discord's
  // clock may differ from ours; a warning of an earlier round is a warning's time older at least.
  if (warnedAt !== null && (words.gone || (words.warned ?? 0) >= Date.parse(warnedAt) - CLOCKS_APART_MS))
    return { kind: 'close' };
  const closeAt = now + closeAfterMinutes * MINUTE_MS;
  return { kind: 'warn', move: move(closeAt, iso(now)), channelId, closeAt };
}

/** Posts the warning of a ticket whose timer moved; unsaid, the warning is due again at once (a close must not come unwarned). */
export async function warnInactive(
  deps: DeskDeps,
  place: InactivePlace,
  due: Due,
  work: Extract<InactiveWork, { kind: 'warn' }>,
): Promise<void> {
  const { ticket } = due;
  const said = textsFor(place.facts?.locale ?? 'de');
  await place.discord.channels
    .createMessage(work.channelId, {
      content: said.jobs.inactivityWarning(`<@${ticket.user_id}>`, discordTime(work.closeAt)),
      allowed_mentions: { parse: [], users: [ticket.user_id] },
    })
    .catch(async (error: unknown) => {
      const back = { ...work.move, seenDueAt: work.move.nextDueAt, nextDueAt: iso(deps.now()), warnedAt: null };
      await deps.api.ticketJobs.moveInactivity({ body: { moves: [back] } });
      throw error;
    });
  await noticeJob(deps, { discord: place.discord, guildId: due.guildId, config: place.config }, (team) =>
    team.noticeWarned(ticket.id),
  );
}

/** Closes a warned ticket nobody wrote in since; refused by the bot API, it stays open and waits a warning's time again. */
export async function closeInactive(deps: DeskDeps, place: InactivePlace, due: Due): Promise<string> {
  const said = textsFor(place.facts?.locale ?? 'de');
  const guildId = due.guildId;
  const closing = { ...place, guildId, closerId: place.botId, reason: said.jobs.inactive, kind: 'auto_close' as const };
  const closed = await closeUnattended(deps, closing, due.ticket, said.tickets, place.later);
  if (closed === 'refused') {
    const nextDueAt = iso(deps.now() + minutesOf(place).warnAfterMinutes * MINUTE_MS);
    const move = { guildId, ticketId: due.ticket.id, seenDueAt: due.dueAt, nextDueAt, warnedAt: null };
    await deps.api.ticketJobs.moveInactivity({ body: { moves: [move] } });
  }
  return closed;
}
