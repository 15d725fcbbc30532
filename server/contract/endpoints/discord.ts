// A guild's roles, members, text and category channels as the pickers need them, read from Discord with the
// bot's token.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { Member, MembersQuery, RolesQuery, RolesResponse, ServerRole } from '../config.js';
import { endpoint } from '../endpoint.js';
import { ISLAND_API, LIMITS } from '../facts.js';
import { GuildParams } from './params.js';

/** Channels of one kind (or roles), by id and name. */
const ChannelList = z.array(z.object({ id: Snowflake, name: z.string() }));

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
  teamRoles: endpoint({
    method: 'GET',
    path: '/api/guild/:guildId/team-roles',
    summary: "The roles a ticket category's team may name, in Discord's order (not @everyone, not an integration's)",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: ChannelList,
    status: 200,
  }),
  textChannels: endpoint({
    method: 'GET',
    path: '/api/guild/:guildId/text-channels',
    summary: "A guild's text channels, in Discord's order (where a ticket panel may go)",
    auth: { kind: 'guild', permission: 'tickets.manage' },
    params: GuildParams,
    response: ChannelList,
    status: 200,
  }),
  categoryChannels: endpoint({
    method: 'GET',
    path: '/api/guild/:guildId/category-channels',
    summary: "A guild's category channels, in Discord's order (where ticket channels may go)",
    auth: { kind: 'guild', permission: 'tickets.view' },
    params: GuildParams,
    response: ChannelList,
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
