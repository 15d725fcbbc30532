// Änderungsverlauf: the guild's change history from the bot API, a page of 25 at a time, with the guild's
// role names for the changes' role ids; ?revert=id opens the undo's confirm step, whose form undoes the
// change (POST, then back to the history as it was filtered and paged).
import { z } from 'zod';
import {
  HistoryActorId,
  HistoryArea,
  REVERT_SCREENS,
  RowId,
  TicketCursor,
  type PermissionId,
  type RevertPreview,
} from '../../../contract/index.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { type OwnRefusals, readRefusal, refusalText } from '../../lib/refusal-messages.js';
import { defineGuildRoute, type GuildRouteContext } from '../define-guild-route.js';
import { redirectTo } from '../define-route.js';
import type { Texts } from '../../../../views/i18n/texts.js';
import { historyHref } from '../../../../views/lib/history-href.js';
import { HistoryPage, type HistoryData } from '../../../../views/pages/HistoryPage.js';

const PAGE_SIZE = 25;

/**
 * Each filter checked on its own: a bad one is dropped, not an error. The undo's form posts to the page's
 * own address, so its filters and page come back through this schema too, and the way back after the undo
 * is made of these checked values only (never a path the request names).
 */
const HistoryPageQuery = z.object({
  area: HistoryArea.optional().catch(undefined),
  user: HistoryActorId.optional().catch(undefined),
  before: TicketCursor.optional().catch(undefined),
  revert: RowId.optional().catch(undefined),
});
type HistoryPageQuery = z.infer<typeof HistoryPageQuery>;

const RevertForm = z.strictObject({ intent: z.literal('revert'), entryId: RowId });

/**
 * The undo's own wording of the bot API's refusals (other codes: the catalogue's); the confirm step shows
 * again (with the newer change for a conflict). A missing permission the refusal names is named in words.
 */
export function revertRefusals(texts: Texts, needs?: PermissionId): OwnRefusals {
  const { refused, duplicate } = texts.undo;
  const permissionMissing = needs ? refusalText(texts, 'permission_missing', needs) : texts.undo.permissionMissing;
  return {
    revert_conflict: refused(texts.refusals.revert_conflict),
    // The record's own endpoint refused: its name, trigger or role is taken again.
    duplicate: refused(duplicate),
    not_revertible: refused(texts.refusals.not_revertible),
    permission_missing: refused(permissionMissing),
    not_found: refused(texts.refusals.not_found),
  };
}

/** The undo's confirm step; an entry that is not this guild's is 'missing'. */
async function revertPreview(
  ctx: GuildRouteContext<{ guildId: string }, HistoryPageQuery>,
  entryId: number,
): Promise<RevertPreview | 'missing'> {
  try {
    return await ctx.api.history.revertPreview({ guildId: ctx.guildId, entryId });
  } catch (caught) {
    if (upstreamFailure(caught).status === 404) return 'missing';
    throw caught;
  }
}

/** Names for the changes' ids: the page shows ids instead where they could not be read. */
function orNone<T>(ctx: GuildRouteContext<{ guildId: string }, HistoryPageQuery>, what: string, names: Promise<T[]>) {
  return names.catch((caught: unknown): T[] => {
    ctx.request.log.warn({ err: caught }, `history: the ${what}' names could not be read`);
    return [];
  });
}

export const historyRoute = defineGuildRoute({
  path: '/dashboard/:guildId/history',
  screen: 'history',
  query: HistoryPageQuery,
  title: 'history',
  loadError: (texts) => texts.loadErrors.history,
  load: async (ctx): Promise<HistoryData> => {
    const { api, guildId, query } = ctx;
    const { revert, ...filters } = query;
    // One entry more than shown says whether an older page follows. Without the guild's roles,
    // categories and channels the changes name those they recorded, and show the others' ids.
    const [page, preview, roles, categories, textChannels, categoryChannels] = await Promise.all([
      api.history.list({ guildId, query: { ...filters, limit: PAGE_SIZE + 1 } }),
      revert ? revertPreview(ctx, revert) : null,
      orNone(ctx, 'roles', api.discord.guildRoles({ guildId })),
      orNone(ctx, 'categories', api.categories.list({ guildId, query: { includeInactive: true } })),
      orNone(ctx, 'text channels', api.discord.textChannels({ guildId })),
      orNone(ctx, 'category channels', api.discord.categoryChannels({ guildId })),
    ]);
    const entries = page.entries.slice(0, PAGE_SIZE);
    return {
      guildId,
      area: query.area ?? null,
      user: query.user ?? null,
      before: query.before ?? null,
      entries,
      actors: page.actors,
      olderCursor: page.entries.length > PAGE_SIZE ? entries.at(-1)!.id : null,
      revert: preview,
      revertScreens: REVERT_SCREENS,
      roleNames: Object.fromEntries(roles.map((role) => [role.id, role.name])),
      categoryNames: Object.fromEntries(categories.map((category) => [category.id, category.name])),
      channelNames: Object.fromEntries(
        [...textChannels, ...categoryChannels].map((channel) => [channel.id, channel.name]),
      ),
    };
  },
  view: HistoryPage,
  action: {
    schema: RevertForm,
    run: async ({ api, guildId, request, texts, query }, input) => {
      // Back to the history as the form's address filtered and paged it (checked above); a ?revert there
      // is only the step that was shown, never where to return.
      const { revert: _shown, ...view } = query;
      try {
        await api.history.revert({ guildId, entryId: input.entryId });
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error, entryId: input.entryId }, 'undo failed');
        // A failure that is not a refusal (the bot API unreachable, a rule of the record's endpoint): the general sentence.
        const text = refusalOr(
          error,
          texts,
          texts.undo.failed,
          revertRefusals(texts, readRefusal(error.body)?.body.needs),
        );
        return redirectTo(historyHref(guildId, view, input.entryId), { kind: 'error', text });
      }
      return redirectTo(historyHref(guildId, view), { kind: 'success', text: texts.undo.done });
    },
  },
});
