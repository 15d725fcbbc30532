// The user's rights on the guild (GET /api/guilds/{guildId}/access), read once per request however many
// parts of the page ask: the describe step (the views' buttons) and a loader that reads only what the
// user may use run side by side.
import type { FastifyRequest } from 'fastify';
import type { TypedBotApi } from '../../contract/client.js';
import { allows, type GuildAccessInfo, type PermissionId } from '../../contract/index.js';

const read = new WeakMap<FastifyRequest, Promise<GuildAccessInfo | null>>();

/** The user's rights as the bot API has them; null (unread) when it refuses or fails. */
export function guildRights(
  request: FastifyRequest,
  api: TypedBotApi,
  guildId: string,
): Promise<GuildAccessInfo | null> {
  let rights = read.get(request);
  if (!rights) {
    rights = api.account.guildAccess({ guildId }).catch(() => null);
    read.set(request, rights);
  }
  return rights;
}

/** Whether the rights allow a permission. Unread rights allow it, as the views then offer everything (the bot API still decides). */
export function rightsAllow(rights: GuildAccessInfo | null, needed: PermissionId): boolean {
  return rights ? allows({ full: rights.full, permissions: new Set(rights.permissions) }, needed) : true;
}
