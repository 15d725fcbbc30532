// One inactive ticket whose timer is due. The bot API's timer may be early (it starts when the ticket opens
// or auto-close is switched on, and messages do not move it), never late: so the channel decides. If a
// person (no bot, no webhook) wrote since, the timer moves on from that message; otherwise an unwarned
// ticket is warned, mentioning its opener, and a warned one closes with the inactivity reason. The timer is
// moved before the warning is posted, from the due time the bot saw, so of two sweeps one warns.
import type { API } from '@discordjs/core';
import { DiscordAPIError } from '@discordjs/rest';
import { z } from 'zod';
import type { DueTicketJobs } from '../../../contract/ticket-jobs.js';
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

const Messages = z.array(
  z.object({ id: z.string(), author: z.object({ bot: z.boolean().optional() }), webhook_id: z.string().optional() }),
);

/** When a person last wrote in the channel (ms), or null: none lately, or the channel is gone. */
async function lastWordAt(discord: API, channelId: string): Promise<number | null> {
  try {
    const newestFirst = Messages.parse(await discord.channels.getMessages(channelId, { limit: READ_BACK }));
    const word = newestFirst.find((message) => message.author.bot !== true && message.webhook_id === undefined);
    return word ? snowflakeTime(word.id) : null;
  } catch (error) {
    if (error instanceof DiscordAPIError && Number(error.code) === UNKNOWN_CHANNEL) return null;
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

type Due = DueTicketJobs['inactive'][number];

const iso = (ms: number) => new Date(ms).toISOString();

/** Warns, closes, or moves the timer of one due ticket; what became of it, for the sweep's count. */
export async function actOnInactive(deps: DeskDeps, place: InactivePlace, due: Due): Promise<string> {
  const { ticket, dueAt, warnedAt } = due;
  const { guildId } = place.config;
  const { enabled, warnAfterMinutes, closeAfterMinutes } = place.config.ticketSettings.autoClose;
  // Switched off a moment ago (the bot API drops the timers with it): nothing happens.
  if (!enabled) return 'off';
  const now = deps.now();
  const move = (nextMs: number, warned: string | null) =>
    deps.api.ticketJobs.moveInactivity({
      guildId,
      ticketId: ticket.id,
      body: { seenDueAt: dueAt, nextDueAt: iso(nextMs), warnedAt: warned },
    });
  // Nothing to watch without a channel: asked again a warning's time later.
  if (!ticket.channel_id) {
    await move(now + warnAfterMinutes * MINUTE_MS, null);
    return 'no-channel';
  }
  const channelId = ticket.channel_id;
  const spoke = Math.max(Date.parse(ticket.created_at), (await lastWordAt(place.discord, channelId)) ?? 0);
  const quietUntil = spoke + warnAfterMinutes * MINUTE_MS;
  if (warnedAt === null ? quietUntil > now : spoke > Date.parse(warnedAt)) {
    await move(quietUntil, null);
    return 'spoken';
  }
  const said = textsFor(place.facts?.locale ?? 'de');
  if (warnedAt === null) {
    const closeAt = now + closeAfterMinutes * MINUTE_MS;
    if (!(await move(closeAt, iso(now))).moved) return 'moved-already';
    await place.discord.channels
      .createMessage(channelId, {
        content: said.jobs.inactivityWarning(`<@${ticket.user_id}>`, discordTime(closeAt)),
        allowed_mentions: { parse: [], users: [ticket.user_id] },
      })
      .catch(async (error: unknown) => {
        // Unsaid, the warning is due again at once (a close must not come unwarned).
        const body = { seenDueAt: iso(closeAt), nextDueAt: iso(now), warnedAt: null };
        await deps.api.ticketJobs.moveInactivity({ guildId, ticketId: ticket.id, body });
        throw error;
      });
    await noticeJob(deps, { discord: place.discord, guildId, config: place.config }, (team) =>
      team.noticeWarned(ticket.id),
    );
    return 'warned';
  }
  const closed = await closeUnattended(
    deps,
    { ...place, guildId, closerId: place.botId, reason: said.jobs.inactive, kind: 'auto_close' },
    ticket,
    said.tickets,
    place.later,
  );
  // Refused by the bot API: the ticket stays open, and waits a warning's time again.
  if (closed === 'refused') await move(now + warnAfterMinutes * MINUTE_MS, null);
  return closed;
}
