// Loading one transcript for the page and for the modal's fragment, with the spec's error details
// ('Fehler beim Laden des Transcripts: {detail}'), and its messages rendered in slices.
import { STATUS_CODES } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../app-context.js';
import type { TypedBotApi } from '../../bot-api-client.js';
import { UpstreamError } from '../../lib/http-error.js';
import { renderTranscriptMessages } from '../../render/transcript-messages.js';
import { parseTranscript } from '../../../views/transcript/model.js';
import type { TranscriptResult } from '../../../views/pages/TranscriptPage.js';
import type { DateFormat } from '../../../views/lib/date-format.js';
import { ticketFileHref } from './ticket-files.js';

const failed = (detail: string, status: number): TranscriptResult => ({ ok: false, message: `Fehler beim Laden des Transcripts: ${detail}`, status });

/** What a ticket whose contents the retention job deleted says instead of its transcript (410 Gone). */
export const contentDeletedMessage = (at: string, dates: DateFormat) => `Der Inhalt dieses Tickets wurde am ${dates.dateTime(at)} gemäß der Aufbewahrungsfrist der Datenschutzerklärung gelöscht.`;
const contentDeleted = (at: string, dates: DateFormat): TranscriptResult => ({ ok: false, message: contentDeletedMessage(at, dates), status: 410 });

/** `guildDates`: the guild's date formatters, read beside the transcript (routes/guild-preferences.ts). */
export async function loadTranscript(app: AppContext, api: TypedBotApi, guildId: string, ticketId: number, guildDates: Promise<DateFormat>): Promise<TranscriptResult> {
  try {
    const [record, dates] = await Promise.all([api.tickets.transcript({ guildId, ticketId }), guildDates]);
    if (record.content_deleted_at) return contentDeleted(record.content_deleted_at, dates);
    if (!record.transcript.trim()) return failed('Leeres Transcript erhalten', 502);
    // Reading the response and parsing the transcript are each a few milliseconds per megabyte: let
    // other requests in between, as the renderer does between its slices.
    await nextTurn();
    const transcript = parseTranscript(record.transcript);
    await nextTurn();
    // Archived files are served by this site, under the ticket (routes/dashboard/ticket-files.ts).
    const archive = record.files ? { files: record.files, hrefOf: (file: { id: number }) => ticketFileHref(guildId, ticketId, file.id) } : undefined;
    const messagesHtml = await renderTranscriptMessages(transcript, app.config.discord.cdnBase, { now: app.now(), dates }, record.mention_names, archive);
    return { ok: true, record, transcript, messagesHtml };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return failed('Unbekannter Fehler beim Laden des Transcripts', 500);
    if (error.status === 401) throw error;
    if (error.failure === 'invalid-response') return failed('Ungültiges Transcript-Format erhalten', 502);
    if (error.failure === 'status' && error.status) return failed(`${error.status} ${STATUS_CODES[error.status] ?? ''}`.trim(), error.status >= 500 ? 502 : error.status);
    return failed('Unbekannter Fehler beim Laden des Transcripts', error.responseStatus);
  }
}
