// Auto-roles: the roles new members get.
import { z } from 'zod';
import { AutoRole, AutoRoleInput, AutoRoleUpdate } from '../config.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { GuildParams, GuildRoleParams } from './params.js';

export const autoRoles = {
  list: endpoint({
    method: 'GET',
    path: '/api/autoroles/:guildId',
    summary: "A guild's auto-roles",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.array(AutoRole),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/autoroles/:guildId',
    summary: 'Add an auto-role (only roles below the bot’s highest role)',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    body: AutoRoleInput,
    response: AutoRole,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/autoroles/:guildId/:roleId',
    summary: 'Switch an auto-role on or off',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildRoleParams,
    body: AutoRoleUpdate,
    response: AutoRole,
    status: 200,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/autoroles/:guildId/:roleId',
    summary: 'Remove an auto-role; answers the history entry, whose undo restores it',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildRoleParams,
    response: DeletionResult,
    status: 200,
  }),
};
