// Closing a ticket: the bot reads its channel's whole history, keeps the transcript (within the
// transcript limits, transcript-fit.ts) in its outbox and stores it through the bot API (which archives
// the files), says so in the channel and deletes the channel a few seconds later (pace.ts), only once the close
// was stored (and then surely: channel-deletes.ts keeps the delete until Discord did it). While the bot
// API cannot be reached, the channel stays and the outbox sends the close when it is back; a close the bot
// API refuses leaves the ticket open with its channel. The same close serves the Close button, /ticket
// close and a close asked for on the dashboard.
import type { API } from '@discordjs/core';
import { DiscordAPIError } from '@discordjs/rest';
import type { APIMessage } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../../contract/bot.js';
import type { CloseKind, Ticket } from '../../../contract/guild.js';
import type { GuildFacts } from '../../guilds.js';
import type { PendingClose } from '../../local-store.js';
import { answerPrivately, answerPrivatelyInstead, deferAnswer, finishAnswer } from '../answers.js';
import { unpingedUserNames } from './mentioned-users.js';
import { afterClose, type Delivery, deliverClose } from './outbox.js';
import { buildTranscript, channelHistory } from './transcript.js';
import { closeRefusal, type DeskDeps, type DeskVisit, ticketHere } from '../visit.js';

/** A close about to happen: where, who closes it and why. */
export interface Closing {
  discord: API;
  guildId: string;
  channelId: string;
  config: GuildConfiguration;
  facts: GuildFacts | undefined;
  closerId: string;
  reason: string;
  /** What closed it when no person did (a close request nobody answered, inactivity). */
  kind?: CloseKind;
}

const UNKNOWN_CHANNEL = 10003;

/** When someone other than the opener (and no bot) first wrote in the ticket, or null. */
const firstResponse = (messages: APIMessage[], openerId: string): string | null =>
  messages.find((message) => message.author.id !== openerId && message.author.bot !== true)?.timestamp ?? null;

/** The channel's history; a channel deleted by hand has none left to read, and the ticket closes without it. */
async function historyOf(deps: DeskDeps, closing: Closing): Promise<APIMessage[]> {
  try {
    return await channelHistory(deps.background, closing.channelId);
  } catch (error) {
    if (!(error instanceof DiscordAPIError) || Number(error.code) !== UNKNOWN_CHANNEL) throw error;
    deps.logger.warn(
      { guildId: closing.guildId, channelId: closing.channelId },
      'a ticket channel was gone at its close',
    );
    return [];
  }
}

/**
 * Reads the channel, keeps the close in the outbox and sends it; the caller says what happened. The reading
 * is background work: a member who closes was answered already ("thinking"), and up to a hundred pages of
 * history at once must not take the second that the bot's next answers need.
 */
export async function closeInChannel(
  deps: DeskDeps,
  closing: Closing,
  ticket: Pick<Ticket, 'id' | 'user_id'>,
): Promise<{ pending: PendingClose; delivery: Delivery }> {
  const { guildId, channelId, facts } = closing;
  const discord = deps.background;
  const [messages, channels] = await Promise.all([historyOf(deps, closing), discord.guilds.getChannels(guildId)]);
  const userNames = await unpingedUserNames(discord, guildId, messages);
  const transcript = buildTranscript(
    messages,
    {
      channelName: channels.find((channel) => channel.id === channelId)?.name ?? `ticket-${ticket.id}`,
      // Before the guild's GUILD_CREATE (a close carried out as the bot starts) its name is asked for.
      guildName: facts?.name ?? (await discord.guilds.get(guildId)).name,
      roleNames: new Map([...(facts?.roles ?? new Map()).entries()].map(([id, role]) => [id, role.name])),
      channelNames: new Map(channels.map((channel) => [channel.id, channel.name ?? channel.id])),
      userNames,
    },
    new Date(),
  );
  const pending: PendingClose = {
    guildId,
    ticketId: ticket.id,
    channelId,
    // The transcript as its own JSON text: the bot API stores the text as it is and reads it in a thread,
    // so neither side builds its ten thousand messages as objects on the event loop again.
    body: JSON.stringify({
      transcript: JSON.stringify(transcript),
      closedBy: closing.closerId,
      reason: closing.reason,
      ...(closing.kind && { kind: closing.kind }),
      firstResponseAt: firstResponse(messages, ticket.user_id),
    }),
    closerId: closing.closerId,
    reason: closing.reason,
  };
  deps.outbox.keepClose(pending);
  return { pending, delivery: await deliverClose(deps, pending) };
}

/** The Close button's form and /ticket close: the opener, or staff with tickets.manage. */
export async function closeTicketIn(deps: DeskDeps, visit: DeskVisit, reason: string): Promise<void> {
  const { discord, texts } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const refusal = closeRefusal(visit, ticket);
  if (refusal) return void (await answerPrivately(discord, visit.asked, refusal));
  await deferAnswer(discord, visit.asked, false);
  const closing: Closing = {
    discord,
    guildId: visit.guildId,
    channelId: visit.channelId,
    config: visit.setup.config,
    facts: visit.facts,
    closerId: visit.member.user.id,
    reason,
  };
  // Past the deferral, a close that fails or is refused would leave "thinking" standing for good: the
  // member is told privately, and the channel stays with its whole history.
  const { pending, delivery } = await closeInChannel(deps, closing, ticket).catch(async (error: unknown) => {
    await answerPrivatelyInstead(discord, visit.asked, texts.failed).catch(() => undefined);
    throw error;
  });
  if (delivery === 'refused')
    return void (await answerPrivatelyInstead(discord, visit.asked, texts.tickets.closeRefused));
  if (delivery === 'later') return void (await finishAnswer(discord, visit.asked, texts.tickets.closeKept));
  if (delivery === 'closed-already')
    return void (await finishAnswer(discord, visit.asked, texts.tickets.closedAlready));
  await finishAnswer(discord, visit.asked, texts.tickets.closing(`<@${closing.closerId}>`, reason || null));
  await afterClose(
    deps,
    { ...closing, discord: deps.background, guildName: visit.facts?.name, locale: visit.facts?.locale },
    pending,
    delivery.stored,
  );
}
