// /dashboard/{guildId}/tickets/{ticketId}/close: the step before "Schließen" closes a ticket. GET names
// the ticket and asks (with an optional reason); POST asks the bot, through the bot API, to close it as
// its Close button does (the reason said in the channel and to the team), then back to the open tickets
// with what happens. A refusal (no right, closed already, a reason too long) shows the step again, the
// reason as typed.
import { CloseRequestInput, SCREENS } from '../../../contract/index.js';
import { formError } from '../../lib/form.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import { TicketClosePage, type TicketCloseData } from '../../../../views/pages/TicketClosePage.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { guildRights, rightsAllow } from '../guild-rights.js';
import { channelHref } from '../channel-href.js';
import { ticketParams } from './tickets.js';
import { z } from 'zod';

export const ticketCloseRoute = defineGuildRoute({
  path: '/dashboard/:guildId/tickets/:ticketId/close',
  screen: 'tickets',
  params: ticketParams,
  query: z.object({}),
  title: (texts, data) => texts.titles.ticketClose(data.ticket.id),
  loadError: (texts) => texts.loadErrors.tickets,
  load: async ({ api, app, guildId, params, request, reply }): Promise<TicketCloseData> => {
    const [ticket, rights] = await Promise.all([
      api.tickets.get({ guildId, ticketId: params.ticketId }),
      guildRights(request, api, guildId),
    ]);
    const mayClose = rightsAllow(rights, SCREENS.tickets.manage!);
    if (!mayClose) reply.code(403);
    return {
      guildId,
      ticket,
      channelHref: ticket.channel_id ? channelHref(app.config.demo, guildId, ticket.channel_id) : null,
      mayClose,
      now: app.now().toISOString(),
    };
  },
  view: TicketClosePage,
  action: {
    schema: CloseRequestInput,
    run: async ({ api, guildId, params, request, texts }, input, values) => {
      let hasChannel: boolean;
      try {
        const ticket = await api.tickets.requestClose({ guildId, ticketId: params.ticketId, body: input });
        hasChannel = ticket.channel_id !== null;
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error }, 'close request failed');
        return invalid(formError(values, refusalOr(error, texts, texts.tickets.closeFailed)), error.pageStatus);
      }
      return redirectTo(`/dashboard/${guildId}/tickets?status=open`, {
        kind: 'success',
        text: hasChannel ? texts.tickets.closeRequested : texts.tickets.closeRequestedNoChannel,
      });
    },
  },
});
