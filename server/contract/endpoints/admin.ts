// Global administration. Level 1 may open the panel and create admin sessions, level 2 may also change
// global settings, level 3 may also add and remove admins.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { Activity, ActivityQuery, AdminGuild, AdminInput, AdminSessionCreated, AdminSessionValidation, AdminStatus, GlobalAdmin, GlobalSetting, SettingInput, SettingKey } from '../admin.js';
import { endpoint } from '../endpoint.js';
import { GuildParams, NoContent, NoParams } from './params.js';

export const admin = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/status',
    summary: 'Whether the user is a global admin, and their level',
    auth: { kind: 'user' },
    params: NoParams,
    response: AdminStatus,
    status: 200,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    summary: 'Global settings',
    auth: { kind: 'user', minAdminLevel: 1 },
    params: NoParams,
    response: z.array(GlobalSetting),
    status: 200,
  }),
  putSetting: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/:key',
    summary: 'Create or change a global setting',
    auth: { kind: 'user', minAdminLevel: 2 },
    params: z.object({ key: SettingKey }),
    body: SettingInput,
    response: GlobalSetting,
    status: 200,
  }),
  admins: endpoint({ method: 'GET', path: '/api/admin/admins', summary: 'Global admins', auth: { kind: 'user', minAdminLevel: 1 }, params: NoParams, response: z.array(GlobalAdmin), status: 200 }),
  addAdmin: endpoint({
    method: 'POST',
    path: '/api/admin/admins',
    summary: 'Make a user a global admin',
    auth: { kind: 'user', minAdminLevel: 3 },
    params: NoParams,
    body: AdminInput,
    response: GlobalAdmin,
    status: 201,
  }),
  removeAdmin: endpoint({
    method: 'DELETE',
    path: '/api/admin/admins/:userId',
    summary: 'Remove a global admin (never yourself, never the last level 3)',
    auth: { kind: 'user', minAdminLevel: 3 },
    params: z.object({ userId: Snowflake }),
    response: NoContent,
    status: 204,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/admin/activity',
    summary: 'The latest changes, newest first',
    auth: { kind: 'user', minAdminLevel: 1 },
    params: NoParams,
    query: ActivityQuery,
    response: z.array(Activity),
    status: 200,
  }),
  guilds: endpoint({
    method: 'GET',
    path: '/api/admin/guilds',
    summary: 'Every guild the bot is on',
    auth: { kind: 'user', minAdminLevel: 1 },
    params: NoParams,
    response: z.array(AdminGuild),
    status: 200,
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/api/admin/session/:guildId',
    summary: 'Start a time-limited admin session on a guild',
    auth: { kind: 'user', minAdminLevel: 1 },
    params: GuildParams,
    response: AdminSessionCreated,
    status: 201,
  }),
  validateSession: endpoint({
    method: 'GET',
    path: '/api/admin/session/validate/:guildId',
    summary: 'Whether the X-Admin-Session token is valid for this user and guild',
    auth: { kind: 'user' },
    params: GuildParams,
    response: AdminSessionValidation,
    status: 200,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/admin/session/:guildId',
    summary: 'End the admin session named by X-Admin-Session',
    auth: { kind: 'user', minAdminLevel: 1 },
    params: GuildParams,
    response: NoContent,
    status: 204,
  }),
};
