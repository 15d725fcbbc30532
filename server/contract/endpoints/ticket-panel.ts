// The ticket panel of a guild: what the Ticket Kategorien page shows of it, and sending it (the bot posts
// the message, or edits the one it posted; the categories' changes edit it too).
import { endpoint } from '../endpoint.js';
import { TicketPanel, TicketPanelInput } from '../ticket-panel.js';
import { GuildParams } from './params.js';

export const ticketPanel = {
  get: endpoint({
    method: 'GET',
    path: '/api/ticket-panel/:guildId',
    summary:
      "The guild's ticket panel, or null before one was sent; `refusal` says why the posted one could not follow the last change of the categories",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: TicketPanel.nullable(),
    status: 200,
  }),
  send: endpoint({
    method: 'PUT',
    path: '/api/ticket-panel/:guildId',
    summary:
      "Save the panel and have the bot post it in its channel (or edit the message it posted there); 409 panel_channel_gone or panel_channel_forbidden when Discord refuses the channel, panel_refused with Discord's reason (`refusal`) when it refuses the message",
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: TicketPanelInput,
    response: TicketPanel,
    status: 200,
  }),
};
