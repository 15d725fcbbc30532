// A batch of due inactive tickets, as the sweep takes it from the bot API: each ticket's channel is read
// and a warned one nobody wrote in closes at once (a close is Discord work and a transaction of its own);
// the other timers move on together in one request, and only then are the warnings posted, each where
// its timer moved (a timer another sweep moved already is not warned twice). The messages go one by one
// through the REST queue: Discord paces those, the bot API's part is one request a batch.
import type { InactivityMove } from '../../../contract/ticket-jobs.js';
import type { DeskDeps } from '../visit.js';
import {
  closeInactive,
  type Due,
  type InactivePlace,
  type InactiveWork,
  judgeInactive,
  warnInactive,
} from './inactivity.js';

export interface BatchGuard {
  /** Runs one ticket's part; false when it failed (logged), so the ticket waits for the next round. */
  attempt(due: Due, work: () => Promise<unknown>): Promise<boolean>;
}

type Warning = { due: Due; place: InactivePlace; work: Extract<InactiveWork, { kind: 'warn' }> };

/** Acts on the batch; how many of its tickets were dealt with. */
export async function actOnInactiveBatch(
  deps: DeskDeps,
  batch: Due[],
  placeOf: (guildId: string) => Promise<InactivePlace>,
  guard: BatchGuard,
): Promise<number> {
  const moves: InactivityMove[] = [];
  const warnings: Warning[] = [];
  let done = 0;
  for (const due of batch) {
    const judged = await guard.attempt(due, async () => {
      const place = await placeOf(due.guildId);
      const work = await judgeInactive(deps, place, due);
      if (work.kind === 'close') await closeInactive(deps, place, due);
      else if (work.kind === 'warn') warnings.push({ due, place, work });
      if (work.kind === 'move' || work.kind === 'warn') moves.push(work.move);
    });
    if (judged) done++;
  }
  if (moves.length === 0) return done;
  const moved = new Set((await deps.api.ticketJobs.moveInactivity({ body: { moves } })).moved);
  for (const { due, place, work } of warnings)
    if (moved.has(due.ticket.id)) await guard.attempt(due, () => warnInactive(deps, place, due, work));
  return done;
}
