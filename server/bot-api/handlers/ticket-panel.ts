// The ticket panels: list them, send a new one, change one (sent again), delete one; and the older
// single-panel pair, which reads and sends the guild's first panel.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { firstPanel, listPanels } from '../repos/ticket-panels.js';
import { deletePanel, panelOf, sendPanel } from '../ticket-panel/post.js';

export const ticketPanelHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketPanel> => ({
  get: ({ guildId }) => firstPanel(ctx.db, guildId),
  send: async ({ guildId, body, actor }) => sendPanel(ctx, guildId, await firstPanel(ctx.db, guildId), body, actor),
});

export const ticketPanelsHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketPanels> => ({
  list: ({ guildId }) => listPanels(ctx.db, guildId),
  create: ({ guildId, body, actor }) => sendPanel(ctx, guildId, null, body, actor),
  update: async ({ guildId, params, body, actor }) =>
    sendPanel(ctx, guildId, await panelOf(ctx, guildId, params.panelId), body, actor),
  remove: ({ guildId, params, actor }) => deletePanel(ctx, guildId, params.panelId, actor),
});
