// The Tickets section of the settings page (settings.ts): what its loader reads beside the page's own
// settings, and its form's intent. Neither read breaks the page: the section says what could not be read.
import { z } from 'zod';
import { TicketSettings, TimerMinutes, isOpenAt, nextOpening, type PermissionId } from '../../../contract/index.js';
import { endpoints } from '../../../contract/endpoints/index.js';
import type { FormValues } from '../../../../views/lib/form-state.js';
import type { TicketSettingsData } from '../../../../views/components/TicketSettingsSection.js';
import { formError } from '../../lib/form.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { invalid, redirectTo, type ActionOutcome } from '../define-route.js';
import { guildRights, rightsAllow } from '../guild-rights.js';
import { unread } from './unread.js';
import { checkOpeningHours, openingFields, openingHoursOf } from './opening-hours-form.js';
import { guildPreferences } from '../guild-preferences.js';

/**
 * A number field as typed ('2', ' 3 ', '2,0'); what is no number (empty too) reads as 0, so that the
 * contract's rule refuses it in its own words.
 */
const TypedNumber = z.string().transform((value) => {
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
});

/** The section's form: the contract's rules, worded beside each field; an empty category is "Tickets". */
export const TicketSettingsForm = z
  .strictObject({
    intent: z.literal('tickets'),
    maxOpenTickets: TypedNumber.pipe(TicketSettings.shape.maxOpenTickets),
    categoryChannelId: z
      .string()
      .transform((value) => value || null)
      .pipe(TicketSettings.shape.categoryChannelId),
    claimerOnly: z.literal('on').optional(),
    autoCloseEnabled: z.literal('on').optional(),
    warnAfterMinutes: TypedNumber.pipe(TimerMinutes),
    closeAfterMinutes: TypedNumber.pipe(TimerMinutes),
    closeRequestMinutes: TypedNumber.pipe(TimerMinutes),
    transcriptToOpener: z.literal('on').optional(),
    feedback: z.literal('on').optional(),
    ...openingFields,
  })
  .superRefine(checkOpeningHours);
type TicketSettingsForm = z.infer<typeof TicketSettingsForm>;

/** The right the bot API asks for a change, read off its endpoint. */
const CHANGE: PermissionId = (() => {
  const { auth } = endpoints.guildSettings.updateTicketSettings;
  if (auth.kind !== 'guild') throw new Error('the ticket settings are a guild endpoint');
  return auth.permission;
})();

/** Whether the team is in now, and when next, as the page says it (null: the hours are unread). */
function hoursNow(settings: TicketSettings | 'unread', timeZone: string, now: Date): TicketSettingsData['hours'] {
  if (settings === 'unread') return null;
  const instant = now.getTime();
  const { openingHours } = settings;
  const next = nextOpening(openingHours, instant, timeZone);
  return {
    timeZone,
    openNow: isOpenAt(openingHours, instant, timeZone),
    next: next === null ? null : new Date(next).toISOString(),
  };
}

export async function loadTicketSettings(ctx: GuildRouteContext<unknown, unknown>): Promise<TicketSettingsData> {
  const { api, guildId, request } = ctx;
  const [settings, categories, rights, { timeZone }] = await Promise.all([
    api.guildSettings.ticketSettings({ guildId }).catch(unread(ctx, 'ticket settings')),
    api.discord.categoryChannels({ guildId }).catch(unread(ctx, 'category channels for the ticket settings')),
    guildRights(request, api, guildId),
    guildPreferences(request, api, guildId),
  ]);
  return {
    settings,
    categories,
    manage: rightsAllow(rights, CHANGE),
    hours: hoursNow(settings, timeZone, ctx.app.now()),
  };
}

/** Saves the settings: back to the page with a flash, or the form again when the chosen category is refused. */
export async function saveTicketSettings(
  ctx: GuildRouteContext<unknown, unknown>,
  input: TicketSettingsForm,
  values: FormValues,
): Promise<ActionOutcome> {
  const { api, guildId, request, texts: catalogue } = ctx;
  const texts = catalogue.settings;
  const back = `/dashboard/${guildId}/settings`;
  const body = {
    maxOpenTickets: input.maxOpenTickets,
    categoryChannelId: input.categoryChannelId,
    claimerOnly: input.claimerOnly === 'on',
    autoClose: {
      enabled: input.autoCloseEnabled === 'on',
      warnAfterMinutes: input.warnAfterMinutes,
      closeAfterMinutes: input.closeAfterMinutes,
    },
    closeRequestMinutes: input.closeRequestMinutes,
    transcriptToOpener: input.transcriptToOpener === 'on',
    feedback: input.feedback === 'on',
    openingHours: openingHoursOf(input),
  };
  try {
    await api.guildSettings.updateTicketSettings({ guildId, body });
  } catch (caught) {
    const error = upstreamFailure(caught);
    request.log.warn({ err: error, intent: input.intent }, 'ticket settings failed to save');
    if (error.code === 'ticket_category_unknown')
      return invalid(
        formError(values, refusalOr(error, catalogue, texts.failed.tickets), 'categoryChannelId'),
        error.pageStatus,
      );
    return redirectTo(back, { kind: 'error', text: texts.failed.tickets });
  }
  return redirectTo(back, { kind: 'success', text: texts.done.tickets });
}
