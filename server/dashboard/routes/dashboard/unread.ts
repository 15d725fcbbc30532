// A section of a page that reads beside the page's own data (the ticket panel, the ticket settings): a
// failed read leaves the section 'unread' and the rest of the page usable.
import { upstreamFailure } from '../../lib/http-error.js';
import type { GuildRouteContext } from '../define-guild-route.js';

/** A failed read is logged and left 'unread' for the view; a 401 (the session is over) or a bug is thrown. */
export function unread(ctx: GuildRouteContext<unknown, unknown>, what: string) {
  return (caught: unknown): 'unread' => {
    const error = upstreamFailure(caught);
    ctx.request.log.warn({ err: error, upstreamStatus: error.status }, `${what} failed to load`);
    return 'unread';
  };
}
