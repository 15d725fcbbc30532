// /dashboard/{guildId}/tickets/search: full-text search over the guild's tickets (a GET form, so a
// search is a link), filters for user, closing date, category and status, and the hits newest first,
// each with its excerpt and a link to the matching message in the transcript.
import type { SearchHit } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { useTexts } from '../i18n/texts-context.js';
import { markdownAsText } from '../markdown/markdown-text.js';
import { DayField } from '../components/DayField.js';

type SearchStatus = 'all' | 'closed' | 'open';

/** The form's values as typed (shown again as they were). */
export interface SearchValues {
  q: string;
  user: string;
  from: string;
  to: string;
  category: string;
  in: SearchStatus;
}

export interface SearchData {
  guildId: string;
  values: SearchValues;
  categories: { id: number; name: string }[];
  /** Whether a search ran (an empty form shows the form alone). */
  searched: boolean;
  /** What to fix in the form; nothing was searched then. */
  error: string | null;
  hits: SearchHit[];
  /** Where the next, older page of hits starts; null when there is none. */
  olderCursor: string | null;
}

const STATUSES: readonly SearchStatus[] = ['all', 'closed', 'open'];

/** The excerpt's hits, marked by U+0002 … U+0003, as <mark>; everything else stays text, read without its Markdown. */
function Excerpt({ text }: { text: string }) {
  // Splitting on both markers alternates: outside, hit, outside, … Each part is keyed by where it starts.
  let at = 0;
  const parts = markdownAsText(text)
    .split(/[\u0002\u0003]/)
    .map((part, index) => {
      const start = at;
      at += part.length + 1;
      return { part, start, hit: index % 2 === 1 };
    });
  return <>{parts.map(({ part, start, hit }) => (hit ? <mark key={start}>{part}</mark> : part))}</>;
}

function SearchForm({ data, action }: { data: SearchData; action: string }) {
  const { values } = data;
  const texts = useTexts().ticketSearch;
  return (
    <form className="list-controls" method="get" action={action}>
      <label className="list-controls__field list-controls__field--wide">
        <span>{texts.term}</span>
        <input type="search" name="q" defaultValue={values.q} required />
      </label>
      <label className="list-controls__field">
        <span>{texts.user}</span>
        <input type="text" name="user" defaultValue={values.user} placeholder={texts.userPlaceholder} />
      </label>
      <DayField name="from" label={texts.closedFrom} value={values.from} />
      <DayField name="to" label={texts.closedTo} value={values.to} />
      <label className="list-controls__field">
        <span>{texts.category}</span>
        <select name="category" defaultValue={values.category}>
          <option value="">{texts.allCategories}</option>
          {data.categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <label className="list-controls__field">
        <span>{texts.show}</span>
        <select name="in" defaultValue={values.in}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <button className="button button--small" type="submit">
        {texts.search}
      </button>
    </form>
  );
}

function HitItem({ base, hit }: { base: string; hit: SearchHit }) {
  const dates = useDateFormat();
  const texts = useTexts().ticketSearch;
  const { ticket } = hit;
  const href = `${base}/${ticket.id}/transcript${hit.messageId ? `#m-${hit.messageId}` : ''}`;
  return (
    <li className="search-hit">
      <a className="search-hit__title" href={href}>
        {texts.hitTitle(ticket.id, ticket.username)}
      </a>
      <span className="search-hit__meta">
        {ticket.reason || '–'} ·{' '}
        {ticket.closed_at
          ? texts.closedAt(dates.dateTime(ticket.closed_at))
          : texts.openSince(dates.dateTime(ticket.created_at))}
      </span>
      <p className="search-hit__excerpt">
        <Excerpt text={hit.excerpt} />
      </p>
    </li>
  );
}

export function TicketSearchPage({ data }: ViewProps<SearchData>) {
  const base = `/dashboard/${data.guildId}/tickets`;
  const action = `${base}/search`;
  const texts = useTexts().ticketSearch;
  const older = data.olderCursor
    ? `${action}?${new URLSearchParams({ ...data.values, hits: data.olderCursor })}`
    : null;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>
        <a className="back-link" href={base}>
          {texts.back}
        </a>
      </p>
      <section className="card">
        <SearchForm data={data} action={action} />
        {data.error ? (
          <p className="alert alert--error" role="alert">
            {data.error}
          </p>
        ) : null}
        {data.searched && !data.error && data.hits.length === 0 ? <p className="state">{texts.none}</p> : null}
        {data.hits.length > 0 ? (
          <ol className="search-hits" aria-label={texts.hits}>
            {data.hits.map((hit) => (
              <HitItem key={hit.ticket.id} base={base} hit={hit} />
            ))}
          </ol>
        ) : null}
        {older ? (
          <nav className="pager" aria-label={texts.pages}>
            <a className="button button--small" href={older} rel="next">
              {texts.olderHits}
            </a>
          </nav>
        ) : null}
      </section>
    </>
  );
}
