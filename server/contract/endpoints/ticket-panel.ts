// The ticket panels of a guild: what the Ticket Kategorien page lists, and sending them (the bot posts
// each panel's message, or edits the one it posted; the categories' changes edit them too). The older
// single-panel pair (`ticketPanel`) reads and sends the guild's first panel.
import { z } from 'zod';
import { RowId, Snowflake } from '../common.js';
import { endpoint } from '../endpoint.js';
import { TicketPanel, TicketPanelInput } from '../ticket-panel.js';
import { GuildParams, NoContent } from './params.js';

const PanelParams = z.object({ guildId: Snowflake, panelId: RowId });

const REFUSALS =
  "409 panel_channel_gone or panel_channel_forbidden when Discord refuses the channel, panel_refused with Discord's reason (`refusal`) when it refuses the message; 400 panelCategory for a category that is not the guild's";

export const ticketPanel = {
  get: endpoint({
    method: 'GET',
    path: '/api/ticket-panel/:guildId',
    summary:
      "The guild's first ticket panel, or null before one was sent; `refusal` says why the posted one could not follow the last change of the categories",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: TicketPanel.nullable(),
    status: 200,
  }),
  send: endpoint({
    method: 'PUT',
    path: '/api/ticket-panel/:guildId',
    summary: `Save the guild's first panel (made when there is none) and have the bot post it in its channel (or edit the message it posted there); ${REFUSALS}`,
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: TicketPanelInput,
    response: TicketPanel,
    status: 200,
  }),
};

export const ticketPanels = {
  list: endpoint({
    method: 'GET',
    path: '/api/ticket-panels/:guildId',
    summary: "The guild's ticket panels, first made first, each with the state Discord reported (`refusal`)",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: z.array(TicketPanel),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/ticket-panels/:guildId',
    summary: `A further panel: the bot posts it in its channel, and it is kept only when Discord took it; ${REFUSALS}`,
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    body: TicketPanelInput,
    response: TicketPanel,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/ticket-panels/:guildId/:panelId',
    summary: `Change a panel and send it again (its message is edited, or posted anew in a new channel, the old one removed); ${REFUSALS}`,
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: PanelParams,
    body: TicketPanelInput,
    response: TicketPanel,
    status: 200,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/ticket-panels/:guildId/:panelId',
    summary: 'Delete a panel and the message the bot posted for it',
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: PanelParams,
    response: NoContent,
    status: 204,
  }),
};
