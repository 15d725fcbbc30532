// Sending a panel: the bot edits the message it posted before in that channel, or posts a new one
// (and removes the old one from a channel the panel left). Discord's refusals become the reasons the
// page shows: the channel is gone, the bot may not write there, or Discord refused the message itself
// (with what it said, e.g. a category's emoji it does not take). When the categories change, each posted
// panel is edited to match; when Discord refuses that, the panel's record says why and since when (the
// page and the history show it), and the same message is not sent to Discord again.
import { createHash } from 'node:crypto';
import { DiscordAPIError } from '@discordjs/rest';
import type { TicketCategory } from '../../contract/config.js';
import { panelCategories } from '../../contract/panel-layout.js';
import type { TicketPanel, TicketPanelInput } from '../../contract/ticket-panel.js';
import type { BotApiContext } from '../context.js';
import { ApiError, notFound } from '../errors.js';
import { refusedBody as refusedInput } from '../invoke.js';
import { listCategories } from '../repos/categories.js';
import { getPanel, listPanels, recordFollow, refusedBody, removePanel, savePanel } from '../repos/ticket-panels.js';
import type { Actor } from '../repos/audit.js';
import { panelMessage } from './message.js';
import { panelRefusal, refusalLine } from './refusal.js';

const UNKNOWN_CHANNEL = 10003;
const UNKNOWN_MESSAGE = 10008;
const MISSING_ACCESS = 50001;
const MISSING_PERMISSIONS = 50013;

const isDiscordCode = (error: unknown, ...codes: number[]) =>
  error instanceof DiscordAPIError && codes.includes(Number(error.code));

function refusal(error: unknown, categories: TicketCategory[]): unknown {
  if (isDiscordCode(error, UNKNOWN_CHANNEL))
    return new ApiError(409, 'panel_channel_gone', 'The panel channel no longer exists');
  if (isDiscordCode(error, MISSING_ACCESS, MISSING_PERMISSIONS))
    return new ApiError(409, 'panel_channel_forbidden', 'The bot may not write in the panel channel');
  // Any other refusal (an Invalid Form Body above all) is the message's: said as Discord said it.
  const said = error instanceof DiscordAPIError ? panelRefusal(error, categories) : null;
  if (said)
    return new ApiError(409, 'panel_refused', `Discord refused the panel: ${refusalLine(said)}`, { refusal: said });
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

/** A panel named by its id, or the 404. */
export async function panelOf(ctx: BotApiContext, guildId: string, panelId: number): Promise<TicketPanel> {
  const panel = await getPanel(ctx.db, guildId, panelId);
  if (!panel) throw notFound('Ticket panel');
  return panel;
}

/** The guild's categories, once every category the panel names is one of them (else the 400 naming the field). */
async function categoriesFor(ctx: BotApiContext, guildId: string, input: TicketPanelInput) {
  const categories = await listCategories(ctx.db, guildId, true);
  const known = new Set(categories.map((category) => category.id));
  if (input.categoryIds.some((id) => !known.has(id))) throw refusedInput(['categoryIds'], { name: 'panelCategory' });
  return categories;
}

/** Sends a panel (a new one when `before` is null) and records it once Discord took it. */
export async function sendPanel(
  ctx: BotApiContext,
  guildId: string,
  before: TicketPanel | null,
  input: TicketPanelInput,
  actor: Actor,
): Promise<TicketPanel> {
  const categories = panelCategories(input.categoryIds, await categoriesFor(ctx, guildId, input));
  const body = panelMessage(input, categories);
  let messageId: string;
  try {
    const same = before?.messageId && before.channelId === input.channelId ? before.messageId : null;
    messageId =
      same && (await edited(ctx, input.channelId, same, body))
        ? same
        : await ctx.discord.postMessage(input.channelId, body);
  } catch (error) {
    throw refusal(error, categories);
  }
  if (before?.messageId && before.channelId !== input.channelId)
    // The old panel would go on opening tickets from a channel the admin moved away from.
    await ctx.discord.deleteMessage(before.channelId, before.messageId).catch(() => undefined);
  return savePanel(ctx.db, guildId, before, input, messageId, actor, ctx.now());
}

/** Deletes a panel: its message goes from Discord (already gone is as good), then its record. */
export async function deletePanel(ctx: BotApiContext, guildId: string, panelId: number, actor: Actor): Promise<void> {
  const panel = await panelOf(ctx, guildId, panelId);
  if (panel.messageId) await ctx.discord.deleteMessage(panel.channelId, panel.messageId).catch(() => undefined);
  await removePanel(ctx.db, panel, guildId, actor, ctx.now());
}

const fingerprint = (body: object) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Discord's answer to the edit: null when it took it, else why not (a deleted message is a refusal too). */
async function followed(ctx: BotApiContext, panel: TicketPanel, body: object, categories: TicketCategory[]) {
  try {
    if (await edited(ctx, panel.channelId, panel.messageId!, body)) return null;
    return { status: 404, code: UNKNOWN_MESSAGE, message: 'Unknown Message', field: null, category: null };
  } catch (error) {
    const said = panelRefusal(error, categories);
    if (!said) throw error;
    return said;
  }
}

/**
 * After the categories changed: each posted panel shows its active ones. When Discord does not take an
 * edit, the change itself stands, and the panel's record says why; a message Discord refused is not sent
 * again unchanged (a refusal repeats, and Discord counts refused calls against the bot). Only an outage
 * is tried again at the next change. A panel's send from the page always asks Discord anew.
 */
export async function followCategories(ctx: BotApiContext, guildId: string, actor: Actor): Promise<void> {
  const [panels, all] = await Promise.all([listPanels(ctx.db, guildId), listCategories(ctx.db, guildId, false)]);
  for (const panel of panels) {
    if (!panel.messageId) continue;
    const categories = panelCategories(panel.categoryIds, all);
    const body = panelMessage(panel, categories);
    const print = fingerprint(body);
    if (panel.refusal && panel.refusal.status < 500 && (await refusedBody(ctx.db, guildId, panel.id)) === print)
      continue;
    const said = await followed(ctx, panel, body, categories);
    await recordFollow(ctx.db, guildId, panel, said && { refusal: said, body: print }, actor, ctx.now());
  }
}
