// A guild's roles and members as the pickers need them, read from Discord with the bot's token.
import { z } from 'zod';
import { Member, MembersQuery, RolesQuery, RolesResponse, ServerRole } from '../config.js';
import { endpoint } from '../endpoint.js';
import { ISLAND_API, LIMITS } from '../facts.js';
import { GuildParams } from './params.js';

export const discord = {
  roles: endpoint({
    method: 'GET',
    path: ISLAND_API.roles,
    summary: "A guild's roles; with assignableOnly also what the bot may assign",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    query: RolesQuery,
    response: RolesResponse,
    status: 200,
    proxied: true,
  }),
  guildRoles: endpoint({
    method: 'GET',
    path: '/api/guild/:guildId/roles',
    summary: "A guild's roles as a plain list",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.array(ServerRole),
    status: 200,
  }),
  members: endpoint({
    method: 'GET',
    path: ISLAND_API.members,
    summary: `Members whose name starts with the search (at most ${LIMITS.memberSearch.results})`,
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    query: MembersQuery,
    response: z.array(Member),
    status: 200,
    proxied: true,
  }),
};
