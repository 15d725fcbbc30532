// The ticket panel: the message in a channel of the server where members open tickets, with a button
// per active category (a select menu past five), as the Ticket Kategorien page sets it up. Its buttons'
// and menu's custom ids, and the forms they open, are written and read only here.
import { z } from 'zod';
import { IsoDate, lineText, multilineText, Snowflake } from './common.js';
import { LIMITS } from './facts.js';

export const TicketPanelInput = z.strictObject({
  channelId: Snowflake,
  title: lineText(LIMITS.ticketPanel.title, 'required'),
  text: multilineText(LIMITS.ticketPanel.text),
});
export type TicketPanelInput = z.infer<typeof TicketPanelInput>;

export const TicketPanel = z.object({
  channelId: Snowflake,
  title: z.string(),
  text: z.string(),
  /** The message the bot posted (null until it was posted), edited when the panel or the categories change. */
  messageId: Snowflake.nullable(),
  sentAt: IsoDate.nullable(),
});
export type TicketPanel = z.infer<typeof TicketPanel>;

// How many buttons and select options a panel shows is LIMITS.ticketPanel (facts.ts), which views use too.

export type TicketAction =
  | { kind: 'open'; categoryId: number | null }
  | { kind: 'open-form'; categoryId: number | null }
  | { kind: 'choose' }
  | { kind: 'claim' }
  | { kind: 'close' }
  | { kind: 'close-form' };

/** The one text input of the ticket forms. */
export const REASON_FIELD = 'reason';

const PREFIX = 'ticket:';
const BARE = new Set(['choose', 'claim', 'close', 'close-form']);

export function ticketCustomId(action: TicketAction): string {
  if (action.kind === 'open' || action.kind === 'open-form')
    return `${PREFIX}${action.kind}:${action.categoryId ?? 'none'}`;
  return `${PREFIX}${action.kind}`;
}

/** The action a custom id stands for, or null when it is not one of the ticket ids. */
export function ticketAction(customId: string): TicketAction | null {
  const match = /^ticket:(open|open-form|choose|claim|close|close-form)(?::(none|\d{1,15}))?$/.exec(customId);
  if (!match) return null;
  const [, kind, category] = match;
  if (BARE.has(kind!)) return category === undefined ? ({ kind } as TicketAction) : null;
  if (category === undefined) return null;
  return { kind: kind as 'open' | 'open-form', categoryId: category === 'none' ? null : Number(category) };
}
