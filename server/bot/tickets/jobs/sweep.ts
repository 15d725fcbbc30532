// The sweep of the bot's own ticket work: every JOBS_EVERY_MS, while this process holds the gateway lease
// (a standby process sweeps nothing), the bot asks the bot API what is due by its clock, a batch at a time,
// and does it: a close request nobody answered closes its ticket; an inactive ticket is warned, closed, or
// found spoken in (inactivity.ts). What is due stays in the bot API until it is done, so a restart loses
// nothing; while the bot API does not answer nothing happens, and the next round goes on. A ticket being
// worked on, or whose close waits in the outbox, is left alone: nothing closes twice.
import type { API } from '@discordjs/core';
import type { Logger } from 'pino';
import { UpstreamError } from '../../../contract/client.js';
import { LIMITS } from '../../../contract/facts.js';
import { DUE_BATCH_MAX, type DueTicketJobs } from '../../../contract/ticket-jobs.js';
import type { GuildSetups } from '../../configuration.js';
import type { GuildDirectory } from '../../guilds.js';
import { textsFor } from '../../texts.js';
import { type DeskDeps, sendingKey } from '../visit.js';
import { closeUnattended } from './close-alone.js';
import { actOnInactive } from './inactivity.js';

/** How often the sweep looks for due work. */
export const JOBS_EVERY_MS = 30_000;
/** At most this many batches a round: the rest waits for the next. */
const BATCHES_MAX = 20;

export interface SweepOptions {
  /** Whether this process holds the gateway lease. */
  leading(): boolean;
  everyMs: number;
  /** Runs a piece of work tracked (shutdown waits for it, a failure is logged). */
  handle(type: string, work: () => Promise<unknown>): void;
}

type Question = DueTicketJobs['questions'][number];

export function ticketJobSweeper(
  deps: DeskDeps,
  discord: API,
  setups: GuildSetups,
  guilds: GuildDirectory,
  options: SweepOptions,
) {
  const running = new Set<string>();
  const later = (work: () => Promise<void>) => options.handle('TICKET_CLOSED', work);
  const logger: Logger = deps.logger;
  let unreachable = false;

  const placeOf = async (guildId: string, botId: string) => ({
    discord,
    guildId,
    config: (await setups.get(guildId)).config,
    facts: guilds.get(guildId),
    botId,
    later,
  });

  const unanswered = async (botId: string, { guildId, ticket, question }: Question) => {
    const place = await placeOf(guildId, botId);
    const said = textsFor(place.facts?.locale ?? 'de');
    const reason = said.jobs.unanswered(question.reason).slice(0, LIMITS.ticketReason);
    const closing = { ...place, closerId: botId, reason, kind: 'close_request' as const };
    const closed = await closeUnattended(deps, closing, ticket, said.tickets, later);
    // Refused by the bot API: the ticket stays open, and the question goes (it would be refused again).
    if (closed === 'refused')
      await deps.api.ticketJobs.answerCloseQuestion({
        guildId,
        ticketId: ticket.id,
        body: { userId: botId, username: 'Bot', close: false },
      });
  };

  /** Does `work` for a ticket unless it is being worked on or its close waits; whether it was done. */
  async function once(guildId: string, ticketId: number, waiting: Set<string>, work: () => Promise<unknown>) {
    const key = sendingKey(guildId, ticketId);
    if (running.has(key) || waiting.has(key) || deps.sending.has(key) || !guilds.get(guildId)) return false;
    running.add(key);
    try {
      await work();
      return true;
    } catch (error) {
      // The bot API gone: the round ends (and says so once); anything else is this ticket's alone.
      if (error instanceof UpstreamError && (error.status === null || error.status >= 500)) throw error;
      logger.warn({ err: error, guildId, ticketId }, 'a ticket job failed; the next round tries again');
      return false;
    } finally {
      running.delete(key);
    }
  }

  /** One batch; whether another may follow (this one was full and moved something). */
  async function batch(botId: string, before: string): Promise<boolean> {
    const due = await deps.api.ticketJobs.due({ query: { before, limit: DUE_BATCH_MAX } });
    const waiting = new Set(deps.outbox.pendingCloses().map((close) => sendingKey(close.guildId, close.ticketId)));
    let done = 0;
    for (const item of due.questions)
      if (await once(item.guildId, item.ticket.id, waiting, () => unanswered(botId, item))) done++;
    for (const item of due.inactive)
      if (
        await once(item.guildId, item.ticket.id, waiting, async () =>
          actOnInactive(deps, await placeOf(item.guildId, botId), item),
        )
      )
        done++;
    return done > 0 && Math.max(due.questions.length, due.inactive.length) === DUE_BATCH_MAX;
  }

  async function sweep(): Promise<void> {
    const botId = deps.botUserId();
    if (!botId || !options.leading()) return;
    const before = new Date(deps.now()).toISOString();
    try {
      let rounds = 0;
      while (rounds < BATCHES_MAX && (await batch(botId, before))) rounds++;
      unreachable = false;
    } catch (error) {
      if (!unreachable)
        logger.warn({ err: error }, 'ticket jobs: the bot API does not answer; the next round asks again');
      unreachable = true;
    }
  }

  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    options.handle('TICKET_JOBS', () => sweep().finally(() => (busy = false)));
  }, options.everyMs);
  return { sweep, stop: () => clearInterval(timer) };
}
