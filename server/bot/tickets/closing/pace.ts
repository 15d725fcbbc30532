// How a close paces itself once stored: how long its notice stays readable in the channel before the
// channel goes, and how often closes and deletes kept for later are tried again. One pace for the bot;
// tests that wait for a channel to go make it quick.
export interface ClosingPace {
  /** From the close's notice to the channel's delete. */
  noticeMs: number;
  /** How often closes kept while the bot API was away are sent again, and kept deletes looked at. */
  outboxEveryMs: number;
}

export const CLOSING_PACE: ClosingPace = { noticeMs: 5_000, outboxEveryMs: 5_000 };
