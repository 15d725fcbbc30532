// After every close the ticket's opener gets a direct message: the server, the ticket's number and
// category, when it opened and closed (Discord shows each time in the reader's own zone), who closed it
// and why, and the transcript as the same self-contained HTML file the dashboard offers for download; and,
// while the server asks for feedback, the rating buttons. A server may switch it off (transcriptToOpener).
// A member who takes no direct messages (Discord's 50007) is skipped with one log line and a metric; no
// failure here touches the close, which is stored and told before this begins.
import { DiscordAPIError } from '@discordjs/rest';
import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { GuildConfiguration } from '../../../contract/bot.js';
import { MESSAGE_CONTENT_MAX } from '../../../contract/facts.js';
import { TICKET_RATINGS, type Ticket } from '../../../contract/guild.js';
import { countDirectMessage, observeTranscriptFile } from '../../metrics.js';
import { type OpenerTexts, openerTextsFor } from '../../texts-opener.js';
import type { NoticePlace } from '../notices.js';
import type { DeskDeps } from '../visit.js';
import { ratingCustomId } from './rating-ids.js';

const CANNOT_MESSAGE_USER = 50007;
/** Discord takes files of up to 10 MiB from a bot; a larger transcript goes without its file. */
export const DM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The pictures a direct message's file carries at most: written as base64 they take a third more, and the
 * messages need room beside them (the dashboard's download takes more pictures; there a file has no limit).
 */
export const DM_IMAGE_MAX_BYTES = 6 * 1024 * 1024;

/** How much of the close's reason and of each answer the summary shows at most (the file has them whole). */
const REASON_SHOWN_MAX = 300;
const ANSWER_SHOWN_MAX = 200;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The summary in the server's language: one fact a line, within Discord's message length. A long reason and
 * five long answers would pass it: the answers share what the other lines leave, each cut to its share.
 */
export function openerSummary(
  texts: OpenerTexts,
  ticket: Ticket,
  guildName: string,
  config: GuildConfiguration,
  extras: { file: boolean; rating: boolean },
): string {
  const category = config.categories.find((entry) => entry.id === ticket.category_id);
  const time = (iso: string | null) => (iso ? `<t:${Math.floor(Date.parse(iso) / 1000)}:f>` : '–');
  const closer = ticket.close_kind
    ? texts.closedByKind[ticket.close_kind]
    : ticket.closed_by
      ? `<@${ticket.closed_by}>`
      : '–';
  const facts = [
    texts.summary(ticket.id, guildName),
    `${texts.category}: ${category ? `${category.emoji} ${category.name}`.trim() : texts.noCategory}`,
    `${texts.opened}: ${time(ticket.created_at)}`,
    `${texts.closed}: ${time(ticket.closed_at)}`,
    `${texts.closedBy}: ${closer}`,
    `${texts.reason}: ${cut(ticket.close_reason || texts.noReason, REASON_SHOWN_MAX)}`,
  ];
  const after = [...(extras.file ? [texts.transcriptAttached] : []), ...(extras.rating ? [texts.ratingAsk] : [])];
  const labels = ticket.answers.map(({ question }) => `${question}: `);
  const taken = [...facts, ...labels, ...after].reduce((sum, line) => sum + line.length + 1, 0);
  const share = Math.min(ANSWER_SHOWN_MAX, Math.floor((MESSAGE_CONTENT_MAX - taken) / Math.max(1, labels.length)));
  const answers = ticket.answers.map(({ answer }, index) => `${labels[index]}${cut(answer, share)}`);
  return [...facts, ...answers, ...after].join('\n');
}

/** One button a star count, 1 to 5, each naming the guild and the ticket (a direct message has neither). */
export function ratingButtons(guildId: string, ticketId: number): APIActionRowComponent<APIButtonComponent> {
  const ratings = Array.from({ length: TICKET_RATINGS.max }, (_, index) => index + TICKET_RATINGS.min);
  return {
    type: ComponentType.ActionRow,
    components: ratings.map((rating) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: String(rating),
      emoji: { name: '⭐' },
      custom_id: ratingCustomId('choose', { guildId, ticketId, rating }),
    })),
  };
}

/** The transcript's HTML file, or null when there is none to send (no builder, no transcript, too large). */
async function transcriptFile(deps: DeskDeps, ticket: Ticket, transcript: string): Promise<Buffer | null> {
  if (!deps.transcriptHtml) return null;
  const started = performance.now();
  const { id, username, reason, created_at, closed_at, answers } = ticket;
  const data = await deps.transcriptHtml(
    { id, username, reason, created_at, closed_at, transcript, answers },
    new Date(),
    { imageBytes: DM_IMAGE_MAX_BYTES },
  );
  // Only files built: a stored text that is no transcript takes no time worth a figure.
  if (data) observeTranscriptFile((performance.now() - started) / 1000);
  if (data && data.length > DM_FILE_MAX_BYTES) {
    deps.logger.warn(
      { ticketId: id, bytes: data.length },
      'a transcript too large for a direct message went without its file',
    );
    return null;
  }
  return data;
}

async function send(
  deps: DeskDeps,
  place: NoticePlace,
  ticket: Ticket,
  fileBuilt: Promise<Buffer | null>,
  guildName: string,
) {
  const { discord, guildId, config } = place;
  const rating = config.ticketSettings.feedback;
  const [file, channelId] = await Promise.all([fileBuilt, deps.directChannels.of(discord, ticket.user_id)]);
  // In the server's language; German, the product's own, where the bot does not know it.
  const texts = openerTextsFor(place.locale ?? 'de');
  const content = openerSummary(texts, ticket, guildName, config, { file: file !== null, rating });
  await discord.channels
    .createMessage(channelId, {
      content,
      allowed_mentions: { parse: [] },
      components: rating ? [ratingButtons(guildId, ticket.id)] : [],
      ...(file ? { files: [{ name: `ticket-${ticket.id}.html`, data: file, contentType: 'text/html' }] } : {}),
    })
    .catch((error: unknown) => {
      deps.directChannels.forget(ticket.user_id);
      throw error;
    });
}

export interface OpenerCopy {
  /**
   * Settles once the transcript's file is built. Its pictures are read from Discord's CDN, which lets them
   * go with the channel: the channel's delete waits for this.
   */
  built: Promise<unknown>;
  /** Settles once the copy was sent, or given up (said in the log and a metric); never rejects. */
  sent: Promise<void>;
}

/** Sends the opener their copy of a stored close (`transcript`: its JSON text), its file built at once. */
export function sendOpenerCopy(
  deps: DeskDeps,
  place: NoticePlace & { guildName?: string | undefined },
  ticket: Ticket,
  transcript: string,
): OpenerCopy {
  if (!place.config.ticketSettings.transcriptToOpener) return { built: Promise.resolve(), sent: Promise.resolve() };
  const file = transcriptFile(deps, ticket, transcript);
  return { built: file.catch(() => null), sent: deliver(deps, place, ticket, file) };
}

async function deliver(
  deps: DeskDeps,
  place: NoticePlace & { guildName?: string | undefined },
  ticket: Ticket,
  file: Promise<Buffer | null>,
): Promise<void> {
  const where = { guildId: place.guildId, ticketId: ticket.id, userId: ticket.user_id };
  try {
    const guildName = place.guildName ?? (await place.discord.guilds.get(place.guildId)).name;
    await send(deps, place, ticket, file, guildName);
    countDirectMessage('sent');
  } catch (error) {
    if (error instanceof DiscordAPIError && Number(error.code) === CANNOT_MESSAGE_USER) {
      countDirectMessage('dms_closed');
      deps.logger.info(where, "the ticket's opener takes no direct messages: the summary was not sent");
      return;
    }
    countDirectMessage('failed');
    deps.logger.warn({ ...where, err: error }, "the summary could not be sent to the ticket's opener");
  }
}
