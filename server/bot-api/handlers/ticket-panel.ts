// The ticket panel: read it, and send it (the bot posts or edits its message).
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { getPanel } from '../repos/ticket-panels.js';
import { sendPanel } from '../ticket-panel/post.js';

export const ticketPanelHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketPanel> => ({
  get: ({ guildId }) => getPanel(ctx.db, guildId),
  send: ({ guildId, body, actor }) => sendPanel(ctx, guildId, body, actor),
});
