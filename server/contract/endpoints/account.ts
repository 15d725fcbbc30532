// The signed-in user with the guilds they may open, and the changelog.
import { z } from 'zod';
import { ChangelogEntry, Me } from '../access.js';
import { GuildAccessInfo } from '../guild-access.js';
import { endpoint } from '../endpoint.js';
import { GuildParams, NoParams } from './params.js';

export const account = {
  me: endpoint({
    method: 'GET',
    path: '/auth/me',
    summary: 'The user and the guilds (with the bot present) they may open',
    auth: { kind: 'user' },
    params: NoParams,
    response: Me,
    status: 200,
  }),
  changelog: endpoint({
    method: 'GET',
    path: '/api/changelog',
    summary: "The bot's changelog, newest first",
    auth: { kind: 'user' },
    params: NoParams,
    response: z.array(ChangelogEntry),
    status: 200,
  }),
  guildAccess: endpoint({
    method: 'GET',
    path: '/api/guilds/:guildId/access',
    summary: "The user's rights on this server and where each comes from (owner, roles, entries, admin session)",
    auth: { kind: 'guild', permission: 'dashboard.view' },
    params: GuildParams,
    response: GuildAccessInfo,
    status: 200,
  }),
};
