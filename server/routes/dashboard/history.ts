// Änderungsverlauf: the guild's change history from the bot API, a page of 25 at a time.
import { z } from 'zod';
import { HistoryActorId, HistoryArea, TicketCursor } from '../../contract/index.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { HistoryPage, type HistoryData } from '../../../views/pages/HistoryPage.js';

const PAGE_SIZE = 25;

/** Each filter checked on its own: a bad one is dropped, not an error. */
const HistoryPageQuery = z.object({
  area: HistoryArea.optional().catch(undefined),
  user: HistoryActorId.optional().catch(undefined),
  before: TicketCursor.optional().catch(undefined),
});

export const historyRoute = defineGuildRoute({
  path: '/dashboard/:guildId/history',
  screen: 'history',
  query: HistoryPageQuery,
  title: 'Änderungsverlauf',
  loadError: 'Fehler beim Laden des Änderungsverlaufs',
  load: async ({ api, guildId, query }): Promise<HistoryData> => {
    // One entry more than shown says whether an older page follows.
    const page = await api.history.list({ guildId, query: { ...query, limit: PAGE_SIZE + 1 } });
    const entries = page.entries.slice(0, PAGE_SIZE);
    return {
      guildId,
      area: query.area ?? null,
      user: query.user ?? null,
      entries,
      actors: page.actors,
      paged: query.before !== undefined,
      olderCursor: page.entries.length > PAGE_SIZE ? entries.at(-1)!.id : null,
    };
  },
  view: HistoryPage,
});
