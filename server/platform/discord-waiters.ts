// Who a call through the bot token's request budget is for, and what that gives it: a person waiting (the
// bot API's calls) goes first and is refused rather than kept past its longest wait; the bot's answers to
// members go next; background work nobody waits on (the bot's sweeps, a close's reading and tidying) goes
// last, and only while the global count leaves BACKGROUND_RESERVE of the limit free, so a burst of it
// does not fill the second that the next answers need.

/** Who a call is for, in the order the budget lets them go. */
export type BudgetWaiter = 'person' | 'bot' | 'background';

/** A client's calls: a person's, refused rather than waiting past `maxWaitMs`; or background work's. None: the bot's answers. */
export type BudgetClient = { maxWaitMs: number } | { background: true };

/**
 * The share of the global limit that background work leaves free for answers: a fifth (ten of Discord's
 * fifty a second), some half a second of a busy server's answers, which count for a second after each.
 */
export const BACKGROUND_RESERVE = 1 / 5;

export const RANK: Record<BudgetWaiter, number> = { person: 0, bot: 1, background: 2 };

/** Who a client's calls are for, and how long each may wait at most. */
export function waiterOf(client?: BudgetClient): { who: BudgetWaiter; maxWaitMs: number } {
  if (!client) return { who: 'bot', maxWaitMs: Number.POSITIVE_INFINITY };
  if ('background' in client) return { who: 'background', maxWaitMs: Number.POSITIVE_INFINITY };
  return { who: 'person', maxWaitMs: client.maxWaitMs };
}

/** How many global slots a waiter may find taken and still go: the whole limit, or background's part of it. */
export const globalLimitFor = (who: BudgetWaiter, perSecond: number): number =>
  who === 'background' ? Math.max(1, Math.floor(perSecond * (1 - BACKGROUND_RESERVE))) : perSecond;
