// /dashboard/{guildId}/tickets/{ticketId}/transcript: the transcript as a page (the modal's no-JavaScript path).
import type { ViewProps } from '../view-props.js';
import type { TranscriptRecord } from '../../server/contract/index.js';
import type { Transcript } from '../transcript/model.js';
import { formatDateTime } from '../lib/format.js';
import { TranscriptView } from '../transcript/TranscriptView.js';

/** One transcript as loaded for the page and the modal: its messages already rendered, or the spec's error. */
export type TranscriptResult = { ok: true; record: TranscriptRecord; transcript: Transcript | null; messagesHtml: string } | { ok: false; message: string; status: number };

export interface TranscriptPageData {
  guildId: string;
  ticketId: number;
  result: TranscriptResult;
  now: string;
}

export function TranscriptPage({ data }: ViewProps<TranscriptPageData>) {
  const { result } = data;
  return (
    <>
      <header className="page-header">
        <h1>Ticket #{data.ticketId}</h1>
        <a className="button" href={`/dashboard/${data.guildId}/tickets`}>
          Schließen
        </a>
      </header>
      {result.ok ? (
        <>
          <dl className="card modal__details">
            <div>
              <dt>Benutzer</dt>
              <dd>{result.record.username}</dd>
            </div>
            <div>
              <dt>Grund</dt>
              <dd>{result.record.reason || '–'}</dd>
            </div>
            <div>
              <dt>Erstellt</dt>
              <dd>{formatDateTime(result.record.created_at)}</dd>
            </div>
            <div>
              <dt>Geschlossen</dt>
              <dd>{formatDateTime(result.record.closed_at)}</dd>
            </div>
          </dl>
          <TranscriptView transcript={result.transcript} now={new Date(data.now)} messagesHtml={result.messagesHtml} />
        </>
      ) : (
        <p className="alert alert--error" role="alert">
          {result.message}
        </p>
      )}
    </>
  );
}
