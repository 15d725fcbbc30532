// The ticket panels' part of the Ticket Kategorien page (categories.ts): what its loader reads beside the
// categories (and which panel's form is open: the step ?panel=id or ?panel=new), and its forms' intents: `panel` sends a panel (the one `panelId` names, else a new one; its
// categories in the order of the places the form gave them; a send Discord refuses says why, as Discord
// said it), `panel-delete` deletes one. Neither read breaks the page: the categories stay usable and the
// section says what could not be read.
import { z } from 'zod';
import { RowId, SCREENS, TicketPanelInput } from '../../../contract/index.js';
import { PANEL_CATEGORIES_MAX } from '../../../contract/facts.js';
import { rule } from '../../../contract/rules.js';
import { inPlaceOrder, PANEL_PLACE_FIELDS } from '../../../../views/lib/panel-places.js';
import type { FormValues } from '../../../../views/lib/form-state.js';
import type { TicketPanelData } from '../../../../views/components/TicketPanelSection.js';
import { formError, listOf } from '../../lib/form.js';
import { ruleText } from '../../lib/form-messages.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import { brokenRule, readRefusal } from '../../lib/refusal-messages.js';
import { panelRefusalText } from '../../../../views/lib/panel-refusal.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { invalid, redirectTo, type ActionOutcome } from '../define-route.js';
import { guildRights, rightsAllow } from '../guild-rights.js';
import { unread } from './unread.js';

/** A panel's form: the contract's rules, worded beside each field. */
export const PanelForm = z.strictObject({
  intent: z.literal('panel'),
  /** The panel changed; absent: a new one. */
  panelId: RowId.optional(),
  channelId: TicketPanelInput.shape.channelId,
  title: TicketPanelInput.shape.title,
  text: TicketPanelInput.shape.text,
  /** A colour, or empty for the first category's. */
  color: z
    .string()
    .default('')
    .transform((value) => value.toUpperCase() || null)
    .pipe(TicketPanelInput.shape.color.unwrap()),
  /** One checkbox sends a value, several an array, none nothing (all active categories). */
  categoryIds: listOf(TicketPanelInput.shape.categoryIds.unwrap()),
  /** Every category row's id and its place on the panel (empty: after those with one). */
  [PANEL_PLACE_FIELDS.id]: listOf(z.array(RowId)),
  [PANEL_PLACE_FIELDS.place]: listOf(
    z.array(
      z
        .string()
        .refine(
          (place) =>
            place === '' || (/^\d+$/.test(place) && Number(place) >= 1 && Number(place) <= PANEL_CATEGORIES_MAX),
          rule('panelPlace', { limit: PANEL_CATEGORIES_MAX }),
        )
        .transform((place) => (place === '' ? null : Number(place))),
    ),
  ),
});
type PanelForm = z.infer<typeof PanelForm>;

export const PanelDeleteForm = z.strictObject({ intent: z.literal('panel-delete'), panelId: RowId });

/** Refusals about the chosen channel, shown beside it. */
const CHANNEL_REFUSALS = new Set(['panel_channel_gone', 'panel_channel_forbidden']);

/** The guild's text channels, read only for someone who may send panels (as the page offers their forms). */
async function panelChannels(ctx: GuildRouteContext<unknown, unknown>): Promise<TicketPanelData['channels']> {
  const { api, guildId, request } = ctx;
  const manage = SCREENS.ticketCategories.manage;
  if (!rightsAllow(await guildRights(request, api, guildId), manage)) return null;
  return api.discord.textChannels({ guildId }).catch(unread(ctx, 'text channels for the ticket panel'));
}

/** The page's query naming the step of a panel's form. */
export const PanelStep = z.union([z.literal('new'), RowId]).optional();

/**
 * The panels, the channels they may go to, and the panel whose form is open: a refused panel form's (its
 * panel, none named: a new one), shown again with what was typed, else the one the URL names.
 */
export async function loadTicketPanel(
  ctx: GuildRouteContext<unknown, unknown>,
  step: z.infer<typeof PanelStep>,
): Promise<TicketPanelData> {
  const [panels, channels] = await Promise.all([
    ctx.api.ticketPanels.list({ guildId: ctx.guildId }).catch(unread(ctx, 'ticket panels')),
    panelChannels(ctx),
  ]);
  const wanted = PanelStep.safeParse(ctx.submitted?.intent === 'panel' ? (ctx.submitted.panelId ?? 'new') : step).data;
  const named = panels === 'unread' ? undefined : panels.find(({ id }) => id === wanted);
  const open = wanted === 'new' ? wanted : (named ?? null);
  return { panels, channels, open };
}

const PAGE = (guildId: string) => `/dashboard/${guildId}/ticket-categories`;

/** Sends a panel: back to the page with a flash, or the form again with the refusal in the reader's words. */
export async function sendTicketPanel(
  ctx: GuildRouteContext<unknown, unknown>,
  input: PanelForm,
  values: FormValues,
): Promise<ActionOutcome> {
  const { api, guildId, request, texts: catalogue } = ctx;
  const texts = catalogue.categories.panel;
  const { panelId, channelId, title, text, color } = input;
  const categoryIds = inPlaceOrder(input.categoryIds, input[PANEL_PLACE_FIELDS.id], input[PANEL_PLACE_FIELDS.place]);
  const body = { channelId, title, text, color, categoryIds };
  try {
    if (panelId) await api.ticketPanels.update({ guildId, panelId, body });
    else await api.ticketPanels.create({ guildId, body });
  } catch (caught) {
    const error = upstreamFailure(caught);
    request.log.warn({ err: error, intent: input.intent }, 'ticket panel failed to send');
    // A category deleted meanwhile: said beside the categories.
    const stranger = error.status === 400 ? brokenRule(error.body, 'body.categoryIds') : null;
    if (stranger) return invalid(formError(values, ruleText(catalogue, stranger.name), 'categoryIds'), 400);
    const refusal = error.code === 'panel_refused' ? readRefusal(error.body)?.body.refusal : undefined;
    // Discord's own reason, in the reader's words where there are some (a category's emoji, say).
    const message = refusal
      ? `${catalogue.refusals.panel_refused} ${panelRefusalText(catalogue, refusal)}`
      : refusalOr(error, catalogue, texts.failed);
    const field = error.code && CHANNEL_REFUSALS.has(error.code) ? 'channelId' : undefined;
    return invalid(formError(values, message, field), error.pageStatus);
  }
  return redirectTo(PAGE(guildId), { kind: 'success', text: texts.done });
}

/** Deletes a panel (and its message in Discord): back to the page with a flash either way. */
export async function deleteTicketPanel(
  ctx: GuildRouteContext<unknown, unknown>,
  input: z.infer<typeof PanelDeleteForm>,
): Promise<ActionOutcome> {
  const { api, guildId, request, texts: catalogue } = ctx;
  const texts = catalogue.categories.panel;
  try {
    await api.ticketPanels.remove({ guildId, panelId: input.panelId });
  } catch (caught) {
    const error = upstreamFailure(caught);
    request.log.warn({ err: error, intent: input.intent }, 'ticket panel failed to delete');
    return redirectTo(PAGE(guildId), { kind: 'error', text: refusalOr(error, catalogue, texts.notRemoved) });
  }
  return redirectTo(PAGE(guildId), { kind: 'success', text: texts.removed });
}
