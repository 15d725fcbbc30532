// A transcript as plain text, for the .txt export: a header (the ticket's details and answers, with the note of a shortened transcript),
// then one block per message with its time, author, text, attachments and embeds. Markdown stays as
// written; nothing is interpreted. User and file names are isolated, their directional controls shown.
import type { TranscriptRecord } from '../../server/contract/index.js';
import type { DateFormat } from '../lib/date-format.js';
import type { Texts } from '../i18n/texts.js';
import type { Transcript, TranscriptMessage } from '../../server/contract/transcript.js';
import { omittedNote } from './TranscriptView.js';
import { isolatedName } from '../markdown/bidi.js';

function messageLines(message: TranscriptMessage, dates: DateFormat, words: Texts['transcript']['plain']): string[] {
  const lines = [
    `[${dates.dateTime(message.timestamp)}] ${isolatedName(message.author.name)}${message.author.bot ? words.bot : ''}${message.edited ? words.edited : ''}`,
  ];
  if (message.content) lines.push(...message.content.split('\n').map((line) => `  ${line}`));
  for (const attachment of message.attachments) lines.push(`  ${words.attachment(isolatedName(attachment.name))}`);
  for (const embed of message.embeds) {
    if (embed.title) lines.push(`  ${words.embed} ${embed.title}`);
    if (embed.description) lines.push(...embed.description.split('\n').map((line) => `  ${line}`));
    for (const field of embed.fields ?? []) lines.push(`  ${field.name}: ${field.value}`);
  }
  return lines;
}

export function transcriptPlainText(
  record: Pick<TranscriptRecord, 'id' | 'username' | 'reason' | 'created_at' | 'closed_at'> &
    Partial<Pick<TranscriptRecord, 'answers'>>,
  transcript: Transcript,
  dates: DateFormat,
  texts: Texts,
): string {
  const { ticketDetails: details, transcript: words } = texts;
  const header = [
    texts.titles.ticket(record.id),
    `${details.user}: ${isolatedName(record.username)}`,
    `${details.reason}: ${record.reason || '–'}`,
    ...(record.answers ?? []).map((entry) => `${entry.question}: ${entry.answer || '–'}`),
    `${details.created}: ${dates.dateTime(record.created_at)}`,
    `${details.closed}: ${dates.dateTime(record.closed_at)}`,
    `${words.channel}: #${transcript.header.channelName || '–'}`,
    `${words.server}: ${transcript.header.guildName || '–'}`,
    `${words.messages}: ${transcript.header.totalMessages}`,
  ];
  const omitted = omittedNote(transcript, words);
  if (omitted) header.push(omitted);
  return `${[header.join('\n'), ...transcript.messages.map((message) => messageLines(message, dates, words.plain).join('\n'))].join('\n\n')}\n`;
}
