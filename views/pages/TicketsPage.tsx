// /dashboard/{guildId}/tickets (spec "Tickets overview"): counts and the transcript table.
import type { TranscriptRow } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { TranscriptButtonIsland } from '../islands.js';
import { formatDateTime } from '../lib/format.js';

export interface TicketsData {
  guildId: string;
  total: number;
  open: number;
  transcripts: TranscriptRow[];
}

export function TicketsPage({ data }: ViewProps<TicketsData>) {
  const base = `/dashboard/${data.guildId}/tickets`;
  return (
    <>
      <h1>Tickets</h1>
      <ul className="stat-cards">
        <li className="card stat-card">
          <span className="stat-card__label">Gesamt</span>
          <span className="stat-card__value">{data.total}</span>
        </li>
        <li className="card stat-card">
          <span className="stat-card__label">Offen</span>
          <span className="stat-card__value">{data.open}</span>
        </li>
        <li className="card stat-card">
          <span className="stat-card__label">Geschlossen</span>
          <span className="stat-card__value">{data.total - data.open}</span>
        </li>
      </ul>
      <section className="card">
        <h2>Ticket Transcripte</h2>
        {data.transcripts.length === 0 ? (
          <p className="state">Keine Transcripte verfügbar</p>
        ) : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Ticket-ID</th>
                  <th scope="col">Benutzer</th>
                  <th scope="col">Grund</th>
                  <th scope="col">Erstellt</th>
                  <th scope="col">Geschlossen</th>
                  <th scope="col">Aktionen</th>
                </tr>
              </thead>
              <tbody>
                {data.transcripts.map((row) => (
                  <tr key={row.id}>
                    <td>#{row.id}</td>
                    <td>{row.username}</td>
                    <td>{row.reason || '–'}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>{formatDateTime(row.closed_at)}</td>
                    <td>
                      <TranscriptButtonIsland
                        pageHref={`${base}/${row.id}/transcript`}
                        fragmentHref={`${base}/${row.id}/transcript.html`}
                        ticketId={row.id}
                        username={row.username}
                        reason={row.reason}
                        createdAt={formatDateTime(row.created_at)}
                        closedAt={formatDateTime(row.closed_at)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
