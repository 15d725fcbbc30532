// A transcript as plain text, for the .txt export: a header, then one block per message with its time,
// author, text, attachments and embeds. Markdown stays as written; nothing is interpreted.
import type { TranscriptRecord } from '../../server/contract/index.js';
import type { DateFormat } from '../lib/date-format.js';
import type { Transcript, TranscriptMessage } from './model.js';

function messageLines(message: TranscriptMessage, dates: DateFormat): string[] {
  const lines = [`[${dates.dateTime(message.timestamp)}] ${message.author.name}${message.author.bot ? ' (Bot)' : ''}${message.edited ? ' (bearbeitet)' : ''}`];
  if (message.content) lines.push(...message.content.split('\n').map((line) => `  ${line}`));
  for (const attachment of message.attachments) lines.push(`  [Anhang: ${attachment.name}]`);
  for (const embed of message.embeds) {
    if (embed.title) lines.push(`  [Embed] ${embed.title}`);
    if (embed.description) lines.push(...embed.description.split('\n').map((line) => `  ${line}`));
    for (const field of embed.fields ?? []) lines.push(`  ${field.name}: ${field.value}`);
  }
  return lines;
}

export function transcriptPlainText(record: Pick<TranscriptRecord, 'id' | 'username' | 'reason' | 'created_at' | 'closed_at'>, transcript: Transcript, dates: DateFormat): string {
  const header = [
    `Ticket #${record.id}`,
    `Benutzer: ${record.username}`,
    `Grund: ${record.reason || '–'}`,
    `Erstellt: ${dates.dateTime(record.created_at)}`,
    `Geschlossen: ${dates.dateTime(record.closed_at)}`,
    `Kanal: #${transcript.header.channelName || '–'}`,
    `Server: ${transcript.header.guildName || '–'}`,
    `Nachrichten: ${transcript.header.totalMessages}`,
  ];
  return `${[header.join('\n'), ...transcript.messages.map((message) => messageLines(message, dates).join('\n'))].join('\n\n')}\n`;
}
