// The ticket panel's part of the Ticket Kategorien page (categories.ts): what its loader reads beside the
// categories, and its form's intent (a send Discord refuses says why, as Discord said it). Neither read breaks the page: the categories stay usable and the
// section says what could not be read.
import { z } from 'zod';
import { SCREENS, TicketPanelInput } from '../../../contract/index.js';
import type { FormValues } from '../../../../views/lib/form-state.js';
import type { TicketPanelData } from '../../../../views/components/TicketPanelSection.js';
import { formError } from '../../lib/form.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import { readRefusal } from '../../lib/refusal-messages.js';
import { panelRefusalText } from '../../../../views/lib/panel-refusal.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { invalid, redirectTo, type ActionOutcome } from '../define-route.js';
import { guildRights, rightsAllow } from '../guild-rights.js';
import { unread } from './unread.js';

/** The panel's form: the contract's rules, worded beside each field. */
export const PanelForm = z.strictObject({
  intent: z.literal('panel'),
  channelId: TicketPanelInput.shape.channelId,
  title: TicketPanelInput.shape.title,
  text: TicketPanelInput.shape.text,
});
type PanelForm = z.infer<typeof PanelForm>;

/** Refusals about the chosen channel, shown beside it. */
const CHANNEL_REFUSALS = new Set(['panel_channel_gone', 'panel_channel_forbidden']);

/** The guild's text channels, read only for someone who may send the panel (as the page offers its form). */
async function panelChannels(ctx: GuildRouteContext<unknown, unknown>): Promise<TicketPanelData['channels']> {
  const { api, guildId, request } = ctx;
  const manage = SCREENS.ticketCategories.manage;
  if (!rightsAllow(await guildRights(request, api, guildId), manage)) return null;
  return api.discord.textChannels({ guildId }).catch(unread(ctx, 'text channels for the ticket panel'));
}

export async function loadTicketPanel(ctx: GuildRouteContext<unknown, unknown>): Promise<TicketPanelData> {
  const [panel, channels] = await Promise.all([
    ctx.api.ticketPanel.get({ guildId: ctx.guildId }).catch(unread(ctx, 'ticket panel')),
    panelChannels(ctx),
  ]);
  return { panel, channels };
}

/** Sends the panel: back to the page with a flash, or the form again with the refusal in the reader's words. */
export async function sendTicketPanel(
  ctx: GuildRouteContext<unknown, unknown>,
  input: PanelForm,
  values: FormValues,
): Promise<ActionOutcome> {
  const { api, guildId, request, texts: catalogue } = ctx;
  const texts = catalogue.categories.panel;
  const { channelId, title, text } = input;
  try {
    await api.ticketPanel.send({ guildId, body: { channelId, title, text } });
  } catch (caught) {
    const error = upstreamFailure(caught);
    request.log.warn({ err: error, intent: input.intent }, 'ticket panel failed to send');
    const refusal = error.code === 'panel_refused' ? readRefusal(error.body)?.body.refusal : undefined;
    // Discord's own reason, in the reader's words where there are some (a category's emoji, say).
    const message = refusal
      ? `${catalogue.refusals.panel_refused} ${panelRefusalText(catalogue, refusal)}`
      : refusalOr(error, catalogue, texts.failed);
    const field = error.code && CHANNEL_REFUSALS.has(error.code) ? 'channelId' : undefined;
    return invalid(formError(values, message, field), error.pageStatus);
  }
  return redirectTo(`/dashboard/${guildId}/ticket-categories`, { kind: 'success', text: texts.done });
}
