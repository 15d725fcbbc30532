// /dashboard/{guildId}/tickets/{ticketId}/transcript: the transcript as a page (the modal's no-JavaScript path).
import type { ViewProps } from '../../server/routes/define-route.js';
import type { TranscriptResult } from '../../server/routes/dashboard/transcript-source.js';
import { formatDateTime } from '../lib/format.js';
import { TranscriptView } from '../transcript/TranscriptView.js';

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
