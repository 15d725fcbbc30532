// The sweep of the bot's own ticket work: every JOBS_EVERY_MS, while this process holds the gateway lease
// (a standby process sweeps nothing), the bot asks the bot API what is due by its clock, a batch at a time,
// and does it: a close request nobody answered closes its ticket; an inactive ticket is warned, closed, or
// found spoken in (inactivity.ts), a batch's timers moved in one request (inactive-batch.ts). What is due
// stays in the bot API until it is done, so a restart loses nothing; while the bot API does not answer
// nothing happens, and the next round goes on. A ticket being worked on, or whose close waits in the
// outbox, is left alone: nothing closes twice.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { API } from '@discordjs/core';
import type { Logger } from 'pino';
import { UpstreamError } from '../../../contract/client.js';
import { LIMITS } from '../../../contract/facts.js';
import { DUE_BATCH_MAX, DUE_BATCHES_PER_ROUND, type DueTicketJobs } from '../../../contract/ticket-jobs.js';
import type { GuildSetups } from '../../configuration.js';
import type { GuildDirectory } from '../../guilds.js';
import { textsFor } from '../../texts.js';
import { type DeskDeps, sendingKey } from '../visit.js';
import { closeUnattended } from './close-alone.js';
import { actOnInactiveBatch } from './inactive-batch.js';

/** How often the sweep looks for due work. */
export const JOBS_EVERY_MS = 30_000;

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

  /** Takes the tickets nobody works on and whose close does not wait; they stay taken until `release`. */
  function take<T extends { guildId: string; ticket: { id: number } }>(items: T[], waiting: Set<string>): T[] {
    return items.filter((item) => {
      const key = sendingKey(item.guildId, item.ticket.id);
      if (running.has(key) || waiting.has(key) || deps.sending.has(key) || !guilds.get(item.guildId)) return false;
      running.add(key);
      return true;
    });
  }
  const release = (items: { guildId: string; ticket: { id: number } }[]) => {
    for (const item of items) running.delete(sendingKey(item.guildId, item.ticket.id));
  };

  /** Does a taken ticket's work; whether it was done. */
  async function attempt(item: { guildId: string; ticket: { id: number } }, work: () => Promise<unknown>) {
    try {
      await work();
      return true;
    } catch (error) {
      // The bot API gone: the round ends (and says so once); anything else is this ticket's alone.
      if (error instanceof UpstreamError && (error.status === null || error.status >= 500)) throw error;
      logger.warn(
        { err: error, guildId: item.guildId, ticketId: item.ticket.id },
        'a ticket job failed; the next round tries again',
      );
      return false;
    }
  }

  /** One batch; whether another may follow (this one was full and moved something). */
  async function batch(botId: string, before: string): Promise<boolean> {
    const due = await deps.api.ticketJobs.due({ query: { before, limit: DUE_BATCH_MAX } });
    const waiting = new Set(deps.outbox.pendingCloses().map((close) => sendingKey(close.guildId, close.ticketId)));
    const [questions, inactive] = [take(due.questions, waiting), take(due.inactive, waiting)];
    let done = 0;
    try {
      for (const item of questions) if (await attempt(item, () => unanswered(botId, item))) done++;
      done += await actOnInactiveBatch(deps, inactive, (guildId) => placeOf(guildId, botId), { attempt });
    } finally {
      release([...questions, ...inactive]);
    }
    return done > 0 && Math.max(due.questions.length, due.inactive.length) === DUE_BATCH_MAX;
  }

  async function sweep(): Promise<void> {
    const botId = deps.botUserId();
    if (!botId || !options.leading()) return;
    const before = new Date(deps.now()).toISOString();
    try {
      let rounds = 0;
      // A turn of the loop for others between batches: the bot's own answers wait for no batch.
      while (rounds < DUE_BATCHES_PER_ROUND && (await batch(botId, before))) {
        rounds++;
        await nextTurn();
      }
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
