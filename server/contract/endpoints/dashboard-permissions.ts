// Dashboard permissions: who may use the dashboard on a guild.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { PermissionEntry, PermissionInput, PermissionUpdate } from '../access.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { GuildParams, RowId } from './params.js';

/** The owner's automatic entry has id 0: it may be named (and is then refused), never changed. */
const EntryParams = z.object({ guildId: Snowflake, id: RowId });
const AnyEntryParams = z.object({
  guildId: Snowflake,
  id: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

export const dashboardPermissions = {
  list: endpoint({
    method: 'GET',
    path: '/api/permissions/:guildId',
    summary: "The guild's dashboard access entries, the owner's first",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    response: z.array(PermissionEntry),
    status: 200,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/permissions/:guildId',
    summary: 'Give a user or a role dashboard permissions',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: GuildParams,
    body: PermissionInput,
    response: PermissionEntry,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/permissions/:guildId/:id',
    summary: "Replace an entry's permissions",
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: EntryParams,
    body: PermissionUpdate,
    response: PermissionEntry,
    status: 200,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/permissions/:guildId/:id',
    summary: 'Remove an entry (never the owner’s); answers the history entry, whose undo restores it',
    auth: { kind: 'guild', permission: 'dashboard.admin' },
    params: AnyEntryParams,
    response: DeletionResult,
    status: 200,
  }),
};
