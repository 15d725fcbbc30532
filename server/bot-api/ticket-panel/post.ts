// Sending the panel: the bot edits the message it posted before in that channel, or posts a new one
// (and removes the old one from a channel the panel left). Discord's refusals become the reasons the
// page shows: the channel is gone, or the bot may not write there. When the categories change, the
// posted panel is edited to match.
import { DiscordAPIError } from '@discordjs/rest';
import type { TicketPanel, TicketPanelInput } from '../../contract/ticket-panel.js';
import type { BotApiContext } from '../context.js';
import { ApiError } from '../errors.js';
import { listCategories } from '../repos/categories.js';
import { getPanel, savePanel } from '../repos/ticket-panels.js';
import type { Actor } from '../repos/audit.js';
import { panelMessage } from './message.js';

const UNKNOWN_CHANNEL = 10003;
const UNKNOWN_MESSAGE = 10008;
const MISSING_ACCESS = 50001;
const MISSING_PERMISSIONS = 50013;

const isDiscordCode = (error: unknown, ...codes: number[]) =>
  error instanceof DiscordAPIError && codes.includes(Number(error.code));

function refusal(error: unknown): unknown {
  if (isDiscordCode(error, UNKNOWN_CHANNEL))
    return new ApiError(409, 'panel_channel_gone', 'The panel channel no longer exists');
  if (isDiscordCode(error, MISSING_ACCESS, MISSING_PERMISSIONS))
    return new ApiError(409, 'panel_channel_forbidden', 'The bot may not write in the panel channel');
  return error;
}

/** Edits the posted message; false when it is gone (deleted in Discord). */
async function edited(ctx: BotApiContext, channelId: string, messageId: string, body: object): Promise<boolean> {
  try {
    await ctx.discord.editMessage(channelId, messageId, body);
    return true;
  } catch (error) {
    if (isDiscordCode(error, UNKNOWN_MESSAGE)) return false;
    throw error;
  }
}

export async function sendPanel(
  ctx: BotApiContext,
  guildId: string,
  input: TicketPanelInput,
  actor: Actor,
): Promise<TicketPanel> {
  const [before, categories] = await Promise.all([getPanel(ctx.db, guildId), listCategories(ctx.db, guildId, false)]);
  const body = panelMessage(input, categories);
  let messageId: string;
  try {
    const same = before?.messageId && before.channelId === input.channelId ? before.messageId : null;
    messageId =
      same && (await edited(ctx, input.channelId, same, body))
        ? same
        : await ctx.discord.postMessage(input.channelId, body);
  } catch (error) {
    throw refusal(error);
  }
  if (before?.messageId && before.channelId !== input.channelId)
    // The old panel would go on opening tickets from a channel the admin moved away from.
    await ctx.discord.deleteMessage(before.channelId, before.messageId).catch(() => undefined);
  return savePanel(ctx.db, guildId, input, messageId, actor, ctx.now());
}

/**
 * After the categories changed: the posted panel shows the active ones. A panel Discord no longer
 * takes (deleted, no access) stays as it is; the page's next send says why, and the change itself stands.
 */
export async function followCategories(ctx: BotApiContext, guildId: string): Promise<void> {
  const panel = await getPanel(ctx.db, guildId);
  if (!panel?.messageId) return;
  const categories = await listCategories(ctx.db, guildId, false);
  await edited(ctx, panel.channelId, panel.messageId, panelMessage(panel, categories)).catch(() => false);
}
