// The ticket panels: messages in channels of the server where members open tickets, each with a button
// per category it offers (select menus past five), as the Ticket Kategorien page sets them up. Their
// buttons' and menus' custom ids, and the forms they open, are written and read only here.
import { z } from 'zod';
import { IsoDate, lineText, multilineText, RowId, Snowflake } from './common.js';
import { HexColor } from './config.js';
import { LIMITS, PANEL_CATEGORIES_MAX } from './facts.js';

/**
 * A panel's categories, in the order it shows them: at most as many as its menus hold, so every one of
 * them can be chosen; one named twice is shown once. Empty: all active categories in their own order
 * (the one panel there was before there were several shows them so, and goes on doing so): which
 * categories that makes is panelCategories (panel-layout.ts).
 */
export const PanelCategoryIds = z
  .array(RowId)
  .max(PANEL_CATEGORIES_MAX)
  .transform((ids) => [...new Set(ids)]);

export const TicketPanelInput = z.strictObject({
  channelId: Snowflake,
  title: lineText(LIMITS.ticketPanel.title, 'required'),
  text: multilineText(LIMITS.ticketPanel.text),
  /** The embed's colour; null: the colour of the first category it shows (as the one panel had it). */
  color: HexColor.nullable().default(null),
  categoryIds: PanelCategoryIds.default([]),
});
export type TicketPanelInput = z.infer<typeof TicketPanelInput>;

/**
 * Why Discord refused the panel's message: its HTTP status and JSON code (503 and 0 when it did not
 * answer), its message, the first field an Invalid Form Body named (e.g. a button's emoji,
 * BUTTON_COMPONENT_INVALID_EMOJI), and the category that field belongs to, as it was then.
 */
export const PanelRefusal = z.object({
  status: z.number().int(),
  code: z.number().int(),
  message: z.string(),
  field: z.object({ path: z.string(), code: z.string(), message: z.string() }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), emoji: z.string() }).nullable(),
});
export type PanelRefusal = z.infer<typeof PanelRefusal>;

export const TicketPanel = z.object({
  id: z.number().int(),
  channelId: Snowflake,
  title: z.string(),
  text: z.string(),
  color: z.string().nullable(),
  categoryIds: z.array(z.number().int()),
  /** The message the bot posted (null until it was posted), edited when the panel or the categories change. */
  messageId: Snowflake.nullable(),
  sentAt: IsoDate.nullable(),
  /**
   * When the posted panel last failed to follow a change of the categories, and why: it still shows what
   * it showed before. Null while it is up to date (a send or a later edit that Discord took clears it).
   */
  refusal: PanelRefusal.nullable().default(null),
  refusedAt: IsoDate.nullable().default(null),
});
export type TicketPanel = z.infer<typeof TicketPanel>;

// How many buttons and select options a panel shows is LIMITS.ticketPanel (facts.ts), which views use too.

export type TicketAction =
  | { kind: 'open'; categoryId: number | null }
  | { kind: 'open-form'; categoryId: number | null }
  /** A category chosen from the panel's menus: the first is menu 1. */
  | { kind: 'choose'; menu: number }
  | { kind: 'claim' }
  /** The claimed ticket's button in place of Claim: releases the claim. */
  | { kind: 'unclaim' }
  | { kind: 'close' }
  | { kind: 'close-form' }
  /** A close request's buttons, for the opener: close the ticket, or keep it open. */
  | { kind: 'close-accept' }
  | { kind: 'close-keep' };

/** The one text input of the ticket forms. */
export const REASON_FIELD = 'reason';
/** The text input of a category's question in the open form, by its place (0 to 4). */
export const questionField = (index: number): string => `question-${index}`;

const PREFIX = 'ticket:';
const BARE = new Set(['claim', 'unclaim', 'close', 'close-form', 'close-accept', 'close-keep']);

/** The part of a ticket action's custom ids that names the action: the bot routes them by it. */
export const ticketIdPrefix = (kind: TicketAction['kind']): string => `${PREFIX}${kind}`;

/** The part of any custom id that names what it does; an argument (a category, a menu) may follow after a colon. */
export const customIdPrefix = (customId: string): string => customId.split(':', 2).join(':');

// The panel's menus: the first is `ticket:choose` (as panels posted before there were more menus
// have it), the further ones `ticket:choose:2` up to `ticket:choose:${LIMITS.ticketPanel.menus}`, unique
// in the message as Discord requires.
export function ticketCustomId(action: TicketAction): string {
  if (action.kind === 'open' || action.kind === 'open-form')
    return `${ticketIdPrefix(action.kind)}:${action.categoryId ?? 'none'}`;
  if (action.kind === 'choose')
    return action.menu > 1 ? `${ticketIdPrefix('choose')}:${action.menu}` : ticketIdPrefix('choose');
  return ticketIdPrefix(action.kind);
}

/** A further menu's number (2 to LIMITS.ticketPanel.menus), or null. */
function menuNumber(text: string): number | null {
  const menu = Number(text);
  return menu >= 2 && menu <= LIMITS.ticketPanel.menus && String(menu) === text ? menu : null;
}

/** The action a custom id stands for, or null when it is not one of the ticket ids. */
export function ticketAction(customId: string): TicketAction | null {
  const match =
    /^ticket:(open|open-form|choose|claim|unclaim|close|close-form|close-accept|close-keep)(?::(none|\d{1,15}))?$/.exec(
      customId,
    );
  if (!match) return null;
  const [, kind, suffix] = match;
  if (kind === 'choose') {
    const menu = suffix === undefined ? 1 : menuNumber(suffix);
    return menu === null ? null : { kind, menu };
  }
  if (BARE.has(kind!)) return suffix === undefined ? ({ kind } as TicketAction) : null;
  if (suffix === undefined) return null;
  return { kind: kind as 'open' | 'open-form', categoryId: suffix === 'none' ? null : Number(suffix) };
}
