// /dashboard/{guildId}/tickets (spec "Tickets overview"): counts, and the closed tickets with their
// transcripts (or the open ones), a page at a time: newest first, keyset-paged, stable links.
import type { TranscriptRow } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { TranscriptButtonIsland } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { TableScroll } from '../components/TableScroll.js';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type TicketListStatus = 'closed' | 'open';

export interface TicketsData {
  guildId: string;
  total: number;
  open: number;
  status: TicketListStatus;
  size: PageSize;
  /** This page's tickets, newest first (closed ones by when they closed). */
  rows: TranscriptRow[];
  /** Where the newer and the older page start; null where there is none. */
  newerCursor: string | null;
  olderCursor: string | null;
}

const LIST: Record<TicketListStatus, { option: string; heading: string; empty: string }> = {
  closed: { option: 'Geschlossene Tickets', heading: 'Ticket Transcripte', empty: 'Keine Transcripte verfügbar' },
  open: { option: 'Offene Tickets', heading: 'Offene Tickets', empty: 'Keine offenen Tickets' },
};

function listHref(base: string, data: TicketsData, cursor: { before?: string; after?: string } = {}): string {
  const query = new URLSearchParams({ status: data.status, size: String(data.size), ...cursor });
  return `${base}?${query}`;
}

function ListControls({ base, data }: { base: string; data: TicketsData }) {
  return (
    <form className="list-controls" method="get" action={base}>
      <label className="list-controls__field">
        <span>Anzeigen</span>
        <select name="status" defaultValue={data.status}>
          {(Object.keys(LIST) as TicketListStatus[]).map((status) => (
            <option key={status} value={status}>
              {LIST[status].option}
            </option>
          ))}
        </select>
      </label>
      <label className="list-controls__field">
        <span>Pro Seite</span>
        <select name="size" defaultValue={String(data.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button className="button button--small" type="submit">
        Aktualisieren
      </button>
    </form>
  );
}

function Pager({ base, data }: { base: string; data: TicketsData }) {
  if (!data.newerCursor && !data.olderCursor) return null;
  return (
    <nav className="pager" aria-label="Seiten">
      {data.newerCursor ? (
        <>
          <a className="button button--small" href={listHref(base, data)}>
            Neueste
          </a>
          <a className="button button--small" href={listHref(base, data, { after: data.newerCursor })} rel="prev">
            ← Neuere
          </a>
        </>
      ) : null}
      {data.olderCursor ? (
        <a className="button button--small" href={listHref(base, data, { before: data.olderCursor })} rel="next">
          Ältere →
        </a>
      ) : null}
    </nav>
  );
}

/** One row of either list: closed tickets end with their closing time and the transcript button. */
function TicketRow({ base, row, closed }: { base: string; row: TranscriptRow; closed: boolean }) {
  const dates = useDateFormat();
  return (
    <tr>
      <td>#{row.id}</td>
      <td>{row.username}</td>
      <td>{row.reason || '–'}</td>
      <td>{dates.dateTime(row.created_at)}</td>
      <td>{closed ? dates.dateTime(row.closed_at) : 'Offen'}</td>
      {closed ? (
        <td>
          <TranscriptButtonIsland
            pageHref={`${base}/${row.id}/transcript`}
            fragmentHref={`${base}/${row.id}/transcript.html`}
            ticketId={row.id}
            username={row.username}
            reason={row.reason}
            createdAt={dates.dateTime(row.created_at)}
            closedAt={dates.dateTime(row.closed_at)}
          />
        </td>
      ) : null}
    </tr>
  );
}

export function TicketsPage({ data }: ViewProps<TicketsData>) {
  const base = `/dashboard/${data.guildId}/tickets`;
  const list = LIST[data.status];
  const closed = data.status === 'closed';
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
      <form className="list-controls" method="get" action={`${base}/search`}>
        <label className="list-controls__field list-controls__field--wide">
          <span>Tickets durchsuchen</span>
          <input type="search" name="q" required placeholder="Wort aus Transcript, Benutzer oder Grund" />
        </label>
        <button className="button button--small" type="submit">
          Suchen
        </button>
      </form>
      <section className="card">
        <h2>{list.heading}</h2>
        <ListControls base={base} data={data} />
        {data.rows.length === 0 ? (
          <p className="state">{list.empty}</p>
        ) : (
          <TableScroll label={list.heading}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Ticket-ID</th>
                  <th scope="col">Benutzer</th>
                  <th scope="col">Grund</th>
                  <th scope="col">Erstellt</th>
                  <th scope="col">{closed ? 'Geschlossen' : 'Status'}</th>
                  {closed ? <th scope="col">Aktionen</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <TicketRow key={row.id} base={base} row={row} closed={closed} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <Pager base={base} data={data} />
      </section>
    </>
  );
}
