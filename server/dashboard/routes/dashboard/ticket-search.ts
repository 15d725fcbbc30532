// /dashboard/:guildId/tickets/search: a GET form (?q=…&user=…&from=…&to=…&category=…&in=…&hits=…).
// The values are kept as typed so the form shows them again; a bad one gets its message in the page
// (400) and nothing is searched. The bot API finds the hits, a page at a time.
import { z } from 'zod';
import {
  isCalendarDate,
  LIMITS,
  SEARCH_TERM_MAX,
  searchWords,
  TicketSearchQuery,
  TranscriptCursor,
  transcriptCursor,
} from '../../../contract/index.js';
import type { TypedBotApi } from '../../../contract/client.js';
import { formMessages } from '../../lib/form-messages.js';
import { defineGuildRoute } from '../define-guild-route.js';
import type { Texts } from '../../../../views/i18n/texts.js';
import { dayInput } from '../../../../views/lib/day-input.js';
import { TicketSearchPage, type SearchData, type SearchValues } from '../../../../views/pages/TicketSearchPage.js';

const typed = (max: number) => z.string().max(max).catch('').default('');

const SearchQuery = z.object({
  q: typed(10_000),
  user: typed(LIMITS.name),
  from: typed(10),
  to: typed(10),
  category: typed(12),
  in: z.enum(['all', 'closed', 'open']).catch('all').default('all'),
  hits: z.string().max(64).optional().catch(undefined),
});

const SEARCH_PAGE = 25;

/**
 * The closing-date filters as the bot API takes them (YYYY-MM-DD), read in the page's language (24.11.2026,
 * 24/11/2026, or YYYY-MM-DD), or the message for the first one that is no day, naming how to type one.
 */
function closingDays(values: SearchValues, texts: Texts): { from?: string; to?: string } | { error: string } {
  const days = dayInput(texts.dates);
  const words = texts.ticketSearch;
  const read: { from?: string; to?: string } = {};
  for (const key of ['from', 'to'] as const) {
    if (!values[key].trim()) continue;
    const day = days.parse(values[key]);
    if (!day || !isCalendarDate(day))
      return { error: words.badFilter(words[FILTER_LABELS[key]], words.badDay(days.placeholder)) };
    read[key] = day;
  }
  if (read.from && read.to && read.to < read.from)
    return { error: words.badFilter(words.closedTo, words.daysReversed(words.closedFrom)) };
  return read;
}

/** Each filter the bot API's query checks, by the label its field has in the form. */
const FILTER_LABELS = {
  user: 'user',
  from: 'closedFrom',
  to: 'closedTo',
  category: 'category',
} as const satisfies Partial<Record<keyof TicketSearchQuery, keyof Texts['ticketSearch']>>;
const isFilter = (key: unknown): key is keyof typeof FILTER_LABELS =>
  typeof key === 'string' && Object.hasOwn(FILTER_LABELS, key);

/** The hits for the form's values, or the message that says what to fix (nothing is sent then). */
async function search(
  api: TypedBotApi,
  guildId: string,
  values: SearchValues,
  before: string | undefined,
  texts: Texts,
) {
  const words = texts.ticketSearch;
  const refused = (error: string) => ({ error, hits: [], olderCursor: null });
  if (values.q.length > SEARCH_TERM_MAX) return refused(words.tooLong(SEARCH_TERM_MAX));
  if (searchWords(values.q).length === 0) return refused(words.noWord);
  const days = closingDays(values, texts);
  if ('error' in days) return refused(days.error);
  // The bot API's own query schema, worded in the reader's language: a filter it would refuse is named here.
  const query = TicketSearchQuery.safeParse(
    {
      q: values.q,
      limit: SEARCH_PAGE + 1,
      ...(values.user.trim() ? { user: values.user.trim() } : {}),
      ...days,
      ...(values.category ? { category: values.category } : {}),
      ...(values.in !== 'all' ? { status: values.in } : {}),
      ...(before && TranscriptCursor.safeParse(before).success ? { before } : {}),
    },
    { error: formMessages(texts) },
  );
  if (!query.success) {
    const issue = query.error.issues[0]!;
    const field = issue.path[0];
    return refused(isFilter(field) ? words.badFilter(words[FILTER_LABELS[field]], issue.message) : issue.message);
  }
  const hits = await api.tickets.search({ guildId, query: query.data });
  const shown = hits.slice(0, SEARCH_PAGE);
  const last = shown.at(-1);
  // Open tickets sort by when they were opened, as the bot API does.
  const olderCursor =
    hits.length > SEARCH_PAGE && last
      ? transcriptCursor({ id: last.ticket.id, closed_at: last.ticket.closed_at ?? last.ticket.created_at })
      : null;
  return { error: null, hits: shown, olderCursor };
}

export const ticketSearchRoute = defineGuildRoute({
  path: '/dashboard/:guildId/tickets/search',
  screen: 'tickets',
  query: SearchQuery,
  title: 'ticketSearch',
  loadError: (texts) => texts.loadErrors.tickets,
  load: async ({ api, guildId, query, texts, reply }): Promise<SearchData> => {
    const { hits: before, ...values } = query;
    const searched = values.q !== '';
    const [categories, found] = await Promise.all([
      api.categories.list({ guildId, query: { includeInactive: true } }),
      searched ? search(api, guildId, values, before, texts) : { error: null, hits: [], olderCursor: null },
    ]);
    // Refused input is the visitor's to fix, as with a form: 400, with the form and its message.
    if (found.error) reply.code(400);
    return { guildId, values, categories: categories.map(({ id, name }) => ({ id, name })), searched, ...found };
  },
  view: TicketSearchPage,
});
