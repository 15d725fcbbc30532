// The custom ids of the bot's ticket buttons and forms, written and read only here: a panel's button
// carries its category ("ticket:open:3", or "none"), the form it opens carries the same, and a ticket
// channel's Close button opens the close form.
export type TicketAction =
  | { kind: 'open'; categoryId: number | null }
  | { kind: 'open-form'; categoryId: number | null }
  | { kind: 'close' }
  | { kind: 'close-form' };

/** The one text input of both forms. */
export const REASON_FIELD = 'reason';

const PREFIX = 'ticket:';

export function ticketCustomId(action: TicketAction): string {
  if (action.kind === 'close' || action.kind === 'close-form') return `${PREFIX}${action.kind}`;
  return `${PREFIX}${action.kind}:${action.categoryId ?? 'none'}`;
}

/** The action a custom id stands for, or null when it is not one of the bot's ticket ids. */
export function ticketAction(customId: string): TicketAction | null {
  const match = /^ticket:(open|open-form|close|close-form)(?::(none|\d{1,15}))?$/.exec(customId);
  if (!match) return null;
  const [, kind, category] = match;
  if (kind === 'close' || kind === 'close-form') return category === undefined ? { kind } : null;
  if (category === undefined) return null;
  return { kind: kind as 'open' | 'open-form', categoryId: category === 'none' ? null : Number(category) };
}
