// What the ticket search finds, as text: each transcript message's author, text, embeds and attachment
// names, and each ticket's user, reason and answers. Pure, so the close's transcript thread builds a large
// transcript's documents away from the event loop (ticket-search-index.ts writes them).
import type { Transcript, TranscriptMessage } from '../../contract/transcript.js';
import type { TicketSearchTable } from '../store/schema.js';

/**
 * The excerpt's hit marks (HIT_START, HIT_END) never come from indexed text, nor does NUL, which
 * PostgreSQL's text refuses.
 */
const clean = (text: string) => text.replace(/[\u0000\u0002\u0003]/g, ' ');

const documentOf = (parts: (string | undefined)[]) => clean(parts.filter(Boolean).join('\n'));

function messageDocument(message: TranscriptMessage): string {
  const embeds = message.embeds.flatMap((embed) => [
    embed.author?.name,
    embed.title,
    embed.description,
    ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
    embed.footer?.text,
  ]);
  return documentOf([
    message.author.name,
    message.content,
    ...embeds,
    ...message.attachments.map((attachment) => attachment.name),
  ]);
}

/** A transcript's documents, [message id, text], for the messages with any text, in their order. */
export function messageDocuments(transcript: Transcript | null | undefined): [string, string][] {
  const documents: [string, string][] = [];
  for (const message of transcript?.messages ?? []) {
    const document = messageDocument(message);
    if (document.trim()) documents.push([message.id, document]);
  }
  return documents;
}

/** The index rows of a ticket: one for its user, reason and answers, and one per message of its transcript. */
export function searchDocuments(
  ticket: { id: number; guild_id: string; username: string; reason: string; answers?: readonly { answer: string }[] },
  transcript?: Transcript | null,
): TicketSearchTable[] {
  const row = (messageId: string, body: string) => ({
    ticket_id: ticket.id,
    guild_id: ticket.guild_id,
    message_id: messageId,
    body,
  });
  return [
    row('', documentOf([ticket.username, ticket.reason, ...(ticket.answers ?? []).map((entry) => entry.answer)])),
    ...messageDocuments(transcript).map(([id, body]) => row(id, body)),
  ];
}
