// Command permissions: which roles may use which of the bot's commands.
import { z } from 'zod';
import { CommandDefinition, CommandPermission, CommandPermissionInput } from '../config.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { ISLAND_API } from '../facts.js';
import { GuildParams, GuildRoleParams, NoParams } from './params.js';

export const commandPermissions = {
  commands: endpoint({
    method: 'GET',
    path: '/api/available-commands',
    summary: "The bot's slash commands",
    auth: { kind: 'user' },
    params: NoParams,
    response: z.array(CommandDefinition),
    status: 200,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/command-permissions/:guildId',
    summary: 'Allowed and denied commands per role',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.array(CommandPermission),
    status: 200,
  }),
  put: endpoint({
    method: 'PUT',
    path: ISLAND_API.commandPermission,
    summary: "Set a role's allowed and denied commands",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildRoleParams,
    body: CommandPermissionInput,
    response: CommandPermission,
    status: 200,
    proxied: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: ISLAND_API.commandPermission,
    summary: "Remove a role's command permissions; answers the history entry, whose undo restores them",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildRoleParams,
    response: DeletionResult,
    status: 200,
    proxied: true,
  }),
};
