// Loading one transcript for the page and for the modal's fragment, with the error's detail in the message
// ('Fehler beim Laden des Transcripts: {detail}'), and its messages rendered in slices.
import { STATUS_CODES } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../app-context.js';
import type { TypedBotApi } from '../../../contract/client.js';
import { UpstreamError } from '../../../contract/client.js';
import { renderTranscriptMessages } from '../../render/transcript-messages.js';
import { readTranscript } from '../../../contract/transcript.js';
import type { TranscriptResult } from '../../../../views/pages/TranscriptPage.js';
import type { DateFormat } from '../../../../views/lib/date-format.js';
import type { Texts } from '../../../../views/i18n/texts.js';
import { ticketFileHref } from './ticket-file-href.js';

/** What a ticket whose contents the retention job deleted says instead of its transcript (410 Gone). */
export const contentDeletedMessage = (at: string, dates: DateFormat, texts: Texts) =>
  texts.transcript.contentDeleted(dates.dateTime(at));

/** `guildDates`: the guild's date formatters, read beside the transcript (routes/guild-preferences.ts). */
export async function loadTranscript(
  app: AppContext,
  api: TypedBotApi,
  guildId: string,
  ticketId: number,
  guildDates: Promise<DateFormat>,
  texts: Texts,
): Promise<TranscriptResult> {
  const words = texts.transcript;
  const failed = (detail: string, status: number): TranscriptResult => ({
    ok: false,
    message: words.failed(detail),
    status,
  });
  try {
    const [record, dates] = await Promise.all([api.tickets.transcript({ guildId, ticketId }), guildDates]);
    if (record.content_deleted_at)
      return { ok: false, message: contentDeletedMessage(record.content_deleted_at, dates, texts), status: 410 };
    if (!record.transcript.trim()) return failed(words.emptyReceived, 502);
    // Reading the response and parsing the transcript are each a few milliseconds per megabyte: let
    // other requests in between, as the renderer does between its slices.
    await nextTurn();
    const transcript = await readTranscript(record.transcript);
    await nextTurn();
    // Archived files are served by this site, under the ticket (routes/dashboard/ticket-files.ts).
    const archive = record.files
      ? { files: record.files, hrefOf: (file: { id: number }) => ticketFileHref(guildId, ticketId, file.id) }
      : undefined;
    const messagesHtml = await renderTranscriptMessages(
      transcript,
      app.config.discord.cdnBase,
      { now: app.now(), dates, texts },
      record.mention_names,
      archive,
    );
    return { ok: true, record, transcript, messagesHtml };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return failed(words.unknownError, 500);
    if (error.status === 401) throw error;
    if (error.failure === 'invalid-response') return failed(words.invalidFormat, 502);
    if (error.failure === 'status' && error.status)
      return failed(
        `${error.status} ${STATUS_CODES[error.status] ?? ''}`.trim(),
        error.status >= 500 ? 502 : error.status,
      );
    return failed(words.unknownError, error.responseStatus);
  }
}
