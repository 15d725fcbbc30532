// /dashboard/{guildId}/tickets/{ticketId}/transcript: the transcript as a page (the modal's no-JavaScript path).
import type { ViewProps } from '../view-props.js';
import type { TranscriptRecord } from '../../server/contract/index.js';
import type { Transcript } from '../../server/contract/transcript.js';
import type { DateFormat } from '../lib/date-format.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { TranscriptView } from '../transcript/TranscriptView.js';
import { TicketDetails } from '../components/TicketDetails.js';
import { TicketOutcome } from '../components/TicketOutcome.js';
import { useTexts } from '../i18n/texts-context.js';
import type { Texts } from '../i18n/texts.js';

/** One transcript as loaded for the page and the modal: its messages already rendered, or the message why it could not be loaded. */
export type TranscriptResult =
  | { ok: true; record: TranscriptRecord; transcript: Transcript | null; messagesHtml: string }
  | { ok: false; message: string; status: number };

export interface TranscriptPageData {
  guildId: string;
  ticketId: number;
  result: TranscriptResult;
  now: string;
}

/** The files a transcript can be downloaded as (the route serves /export/{format}). */
export const EXPORT_FORMATS = ['html', 'json', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The record's details with its dates formatted: on the page and in the exported file. */
export function RecordDetails({
  record,
  dates,
  texts,
}: {
  record: Pick<TranscriptRecord, 'username' | 'reason' | 'created_at' | 'closed_at'> &
    Partial<Pick<TranscriptRecord, 'answers'>>;
  dates: DateFormat;
  texts: Texts['ticketDetails'];
}) {
  return (
    <TicketDetails
      className="card modal__details"
      username={record.username}
      reason={record.reason}
      answers={record.answers ?? []}
      createdAt={dates.dateTime(record.created_at)}
      closedAt={dates.dateTime(record.closed_at)}
      texts={texts}
    />
  );
}

/** The three downloads; an empty transcript, or one whose messages were cleared, has nothing to download. */
export function ExportLinks({
  guildId,
  ticketId,
  transcript,
  texts,
}: {
  guildId: string;
  ticketId: number;
  transcript: Transcript | null;
  texts: Texts;
}) {
  if (!transcript?.messages.length) return null;
  return (
    <nav className="export-links" aria-label={texts.transcript.export}>
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          className="button button--small"
          href={`/dashboard/${guildId}/tickets/${ticketId}/export/${format}`}
          download
        >
          {texts.transcript.exports[format]}
        </a>
      ))}
    </nav>
  );
}

export function TranscriptPage({ data }: ViewProps<TranscriptPageData>) {
  const { result } = data;
  const dates = useDateFormat();
  const texts = useTexts();
  return (
    <>
      <header className="page-header">
        <h1>{texts.titles.ticket(data.ticketId)}</h1>
        <a className="button" href={`/dashboard/${data.guildId}/tickets`}>
          {texts.transcript.close}
        </a>
      </header>
      {result.ok ? (
        <>
          <RecordDetails record={result.record} dates={dates} texts={texts.ticketDetails} />
          <TicketOutcome record={result.record} texts={texts.ticketOutcome} />
          <ExportLinks guildId={data.guildId} ticketId={data.ticketId} transcript={result.transcript} texts={texts} />
          <TranscriptView
            transcript={result.transcript}
            now={new Date(data.now)}
            dates={dates}
            texts={texts.transcript}
            messagesHtml={result.messagesHtml}
          />
        </>
      ) : (
        <p className="alert alert--error" role="alert">
          {result.message}
        </p>
      )}
    </>
  );
}
