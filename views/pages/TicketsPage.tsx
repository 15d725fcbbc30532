// /dashboard/{guildId}/tickets: counts, and the closed tickets with their
// transcripts (or the open ones), a page at a time: newest first, keyset-paged, stable links.
import { ticketAbout } from '../lib/ticket-about.js';
import type { TicketPriority, TicketSort, TranscriptRow } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { TranscriptDialogIsland, transcriptLinkData } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { TableScroll } from '../components/TableScroll.js';
import { useTexts } from '../i18n/texts-context.js';
import { mayManage } from '../lib/may-manage.js';
import { ticketAge } from '../lib/ticket-age.js';
import { PriorityCell, SortField, SortHeader } from '../components/TicketOrder.js';
import { ClosedOutcome } from '../components/TicketOutcome.js';

export const PAGE_SIZES = [25, 50, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];
type TicketListStatus = 'closed' | 'open';

/** A ticket of either list; an open one also with its channel in Discord, its claimer and when it last changed. */
export type TicketListRow = TranscriptRow & {
  channelHref: string | null;
  claimedBy: string | null;
  /** Someone asked on the dashboard for it to be closed; the bot is closing it. */
  closeRequested?: boolean;
  lastActivityAt?: string;
  priority?: TicketPriority;
};

export interface TicketsData {
  guildId: string;
  total: number;
  open: number;
  status: TicketListStatus;
  /** The open tickets' order (the closed ones: by when they closed). */
  sort: TicketSort;
  size: PageSize;
  /** This page's tickets, newest first (closed ones by when they closed). */
  rows: TicketListRow[];
  /** Where the newer and the older page start; null where there is none. */
  newerCursor: string | null;
  olderCursor: string | null;
  /** When the page was made: open tickets' ages count to it. */
  now: string;
}

const STATUSES: readonly TicketListStatus[] = ['closed', 'open'];

/** The step before a ticket is closed from the dashboard (its own page, TicketClosePage). */
export const closeStepHref = (base: string, ticketId: number) => `${base}/${ticketId}/close`;

function listHref(
  base: string,
  data: TicketsData,
  cursor: { before?: string; after?: string } = {},
  sort = data.sort,
): string {
  const ordered: Record<string, string> = data.status === 'open' && sort === 'priority' ? { sort } : {};
  const query = new URLSearchParams({ status: data.status, ...ordered, size: String(data.size), ...cursor });
  return `${base}?${query}`;
}

function ListControls({ base, data }: { base: string; data: TicketsData }) {
  const { tickets: texts, common } = useTexts();
  return (
    <form className="list-controls" method="get" action={base}>
      <label className="list-controls__field">
        <span>{texts.show}</span>
        <select name="status" defaultValue={data.status}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts.lists[status].option}
            </option>
          ))}
        </select>
      </label>
      <label className="list-controls__field">
        <span>{texts.perPage}</span>
        <select name="size" defaultValue={String(data.size)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {data.status === 'open' ? <SortField sort={data.sort} /> : null}
      <button className="button button--small" type="submit">
        {common.filter}
      </button>
    </form>
  );
}

function Pager({ base, data }: { base: string; data: TicketsData }) {
  const texts = useTexts().tickets;
  if (!data.newerCursor && !data.olderCursor) return null;
  return (
    <nav className="pager" aria-label={texts.pages}>
      {data.newerCursor ? (
        <>
          <a className="button button--small" href={listHref(base, data)}>
            {texts.newest}
          </a>
          <a className="button button--small" href={listHref(base, data, { after: data.newerCursor })} rel="prev">
            {texts.newer}
          </a>
        </>
      ) : null}
      {data.olderCursor ? (
        <a className="button button--small" href={listHref(base, data, { before: data.olderCursor })} rel="next">
          {texts.older}
        </a>
      ) : null}
    </nav>
  );
}

/** The way to an open ticket's close step, for those who manage tickets; once asked, what happens. */
function CloseAction({ base, row }: { base: string; row: TicketListRow }) {
  const texts = useTexts().tickets;
  if (row.closeRequested) return <span>{texts.closing}</span>;
  return (
    <a className="button button--small button--danger ticket-actions__close" href={closeStepHref(base, row.id)}>
      {texts.close}
    </a>
  );
}

/**
 * An open ticket's actions: its channel (or that it has none) first, and apart from it, never within a
 * thumb's reach of it, the way to closing it.
 */
function OpenTicketActions({ base, row, mayClose }: { base: string; row: TicketListRow; mayClose: boolean }) {
  const texts = useTexts().tickets;
  return (
    <div className="ticket-actions">
      {row.channelHref ? (
        <a className="button button--small" href={row.channelHref}>
          {texts.openChannel}
        </a>
      ) : (
        <span className="ticket-actions__note">{texts.noChannel}</span>
      )}
      {mayClose ? <CloseAction base={base} row={row} /> : null}
    </div>
  );
}

/** One row of either list: closed tickets end with their closing time and the transcript button. */
function TicketRow({
  base,
  row,
  closed,
  mayClose,
  now,
}: {
  base: string;
  row: TicketListRow;
  closed: boolean;
  /** Whether the user may close tickets: else no "Schließen". */
  mayClose: boolean;
  now: Date;
}) {
  const dates = useDateFormat();
  const { tickets: texts, transcriptButton } = useTexts();
  return (
    <tr>
      <td className="cell-title">{texts.number(row.id)}</td>
      <td className="cell-title">{row.username}</td>
      <td className="cell-text">{ticketAbout(row) || '–'}</td>
      {closed ? null : <PriorityCell priority={row.priority} />}
      <td className={closed ? 'cell-meta' : 'cell-meta ticket-when'} data-label={texts.created}>
        {dates.dateTime(row.created_at)}
        {closed ? null : <span className="ticket-age"> ({ticketAge(row.created_at, now, texts.ages)})</span>}
      </td>
      {closed ? null : (
        <td className="cell-meta ticket-when" data-label={texts.lastActivity}>
          {dates.dateTime(row.lastActivityAt ?? row.created_at)}
        </td>
      )}
      <td className={closed ? 'cell-meta' : 'cell-meta ticket-status'} data-label={closed ? texts.closed : undefined}>
        {closed ? dates.dateTime(row.closed_at) : row.claimedBy ? texts.claimedBy(row.claimedBy) : texts.open}
        {closed ? <ClosedOutcome row={row} /> : null}
      </td>
      {!closed ? (
        <td className="cell-action">
          <OpenTicketActions base={base} row={row} mayClose={mayClose} />
        </td>
      ) : null}
      {closed ? (
        <td className="cell-action">
          <a
            className="button button--small"
            href={`${base}/${row.id}/transcript`}
            {...transcriptLinkData({
              fragmentHref: `${base}/${row.id}/transcript.html`,
              ticketId: row.id,
              username: row.username,
              reason: row.reason,
              createdAt: dates.dateTime(row.created_at),
              closedAt: dates.dateTime(row.closed_at),
            })}
          >
            {transcriptButton.show}
          </a>
        </td>
      ) : null}
    </tr>
  );
}

export function TicketsPage({ data, shell }: ViewProps<TicketsData>) {
  const mayClose = mayManage(shell, 'tickets');
  const now = new Date(data.now);
  const base = `/dashboard/${data.guildId}/tickets`;
  const { tickets: texts, ticketDetails, transcriptButton } = useTexts();
  const list = texts.lists[data.status];
  const closed = data.status === 'closed';
  return (
    <>
      <h1>{texts.title}</h1>
      <ul className="stat-cards">
        <li className="card stat-card">
          <span className="stat-card__label">{texts.total}</span>
          <span className="stat-card__value">{data.total}</span>
        </li>
        <li className="card stat-card">
          <span className="stat-card__label">{texts.open}</span>
          <span className="stat-card__value">{data.open}</span>
        </li>
        <li className="card stat-card">
          <span className="stat-card__label">{texts.closed}</span>
          <span className="stat-card__value">{data.total - data.open}</span>
        </li>
      </ul>
      <form className="list-controls" method="get" action={`${base}/search`}>
        <label className="list-controls__field list-controls__field--wide">
          <span>{texts.searchLabel}</span>
          <input type="search" name="q" required placeholder={texts.searchPlaceholder} />
        </label>
        <button className="button button--small" type="submit">
          {texts.search}
        </button>
      </form>
      <section className="card">
        <h2>{list.heading}</h2>
        <ListControls base={base} data={data} />
        {data.rows.length === 0 ? (
          <p className="state">{list.empty}</p>
        ) : (
          <TableScroll label={list.heading} cards>
            <table>
              <thead>
                <tr>
                  <th scope="col">{texts.ticketId}</th>
                  <th scope="col">{texts.user}</th>
                  <th scope="col">{texts.reason}</th>
                  {closed ? (
                    <th scope="col">{texts.created}</th>
                  ) : (
                    <>
                      <SortHeader
                        order="priority"
                        sort={data.sort}
                        label={texts.priority}
                        href={listHref(base, data, {}, 'priority')}
                      />
                      <SortHeader
                        order="newest"
                        sort={data.sort}
                        label={texts.created}
                        href={listHref(base, data, {}, 'newest')}
                      />
                    </>
                  )}
                  {closed ? null : <th scope="col">{texts.lastActivity}</th>}
                  <th scope="col">{closed ? texts.closed : texts.status}</th>
                  <th scope="col">{texts.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <TicketRow key={row.id} base={base} row={row} closed={closed} mayClose={mayClose} now={now} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {closed && data.rows.length > 0 ? (
          <TranscriptDialogIsland texts={transcriptButton} details={ticketDetails} />
        ) : null}
        <Pager base={base} data={data} />
      </section>
    </>
  );
}
