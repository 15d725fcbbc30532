// Command permissions: the matrix (roles without managed ones and @everyone × the bot's commands), a
// per-role edit page for browsers without JavaScript, and deleting a role's entry after confirming.
import { z } from 'zod';
import { CommandDefinition, CommandPermission, ServerRole, Snowflake } from '../../contract/index.js';
import type { AppContext } from '../../app-context.js';
import type { BotApiUser } from '../../bot-api-client.js';
import { UpstreamError } from '../../lib/http-error.js';
import { defineRoute, redirectTo } from '../define-route.js';
import { requireUser } from '../guards.js';
import { guildParams } from './overview.js';
import { CommandPermissionEditPage, CommandPermissionsPage, type CommandPermissionEditData, type CommandPermissionsData, type MatrixRow } from '../../../views/pages/CommandPermissionsPage.js';

const messageOf = (error: UpstreamError, fallback: string) => (error.failure === 'status' && error.status !== null && error.status < 500 ? error.message : fallback);

async function loadMatrix(app: AppContext, user: BotApiUser, guildId: string): Promise<{ commands: string[]; rows: MatrixRow[] }> {
  const [roles, commands, entries] = await Promise.all([
    app.botApi.call(user, 'GET', `/api/guild/${guildId}/roles`, z.array(ServerRole)),
    app.botApi.call(user, 'GET', '/api/available-commands', z.array(CommandDefinition)),
    app.botApi.call(user, 'GET', `/api/command-permissions/${guildId}`, z.array(CommandPermission)),
  ]);
  const saved = new Map(entries.map((entry) => [entry.role_id, entry]));
  return {
    commands: commands.map((command) => command.name),
    rows: roles
      .filter((role) => !role.managed && role.id !== guildId)
      .map((role) => {
        const entry = saved.get(role.id);
        return { roleId: role.id, roleName: role.name, allowed: entry?.allowed_commands ?? [], denied: entry?.denied_commands ?? [], saved: entry !== undefined };
      }),
  };
}

export const commandPermissionsRoute = defineRoute({
  path: '/dashboard/:guildId/command-permissions',
  params: guildParams,
  query: z.object({ delete: Snowflake.optional().catch(undefined) }),
  layout: 'dashboard',
  title: 'Command Permissions',
  loadError: (error) => messageOf(error, 'Fehler beim Laden der Daten'),
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<CommandPermissionsData> => {
    const matrix = await loadMatrix(ctx.app, ctx.app.botApiUser(ctx.request)!, ctx.params.guildId);
    return { guildId: ctx.params.guildId, ...matrix, deleting: matrix.rows.find((row) => row.saved && row.roleId === ctx.query.delete) ?? null };
  },
  view: CommandPermissionsPage,
  action: {
    schema: z.strictObject({ intent: z.literal('delete'), roleId: Snowflake }),
    run: async (ctx, input) => {
      const back = `/dashboard/${ctx.params.guildId}/command-permissions`;
      try {
        await ctx.app.botApi.call(ctx.app.botApiUser(ctx.request)!, 'DELETE', `/api/command-permissions/${ctx.params.guildId}/${input.roleId}`, z.undefined());
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        return redirectTo(back, { kind: 'error', text: messageOf(error, 'Failed to delete permissions') });
      }
      return redirectTo(back, { kind: 'success', text: 'Command-Berechtigungen gelöscht' });
    },
  },
});

/** One radio group per command: c_<command> = default | allowed | denied. */
const EditForm = z.record(z.string().regex(/^c_[\w-]{1,32}$/, 'Unbekanntes Feld'), z.enum(['default', 'allowed', 'denied']));

export const commandPermissionEditRoute = defineRoute({
  path: '/dashboard/:guildId/command-permissions/:roleId',
  params: z.object({ guildId: Snowflake, roleId: Snowflake }),
  query: z.object({}),
  layout: 'dashboard',
  title: (data) => `Command Permissions: ${data.row.roleName}`,
  loadError: (error) => messageOf(error, 'Fehler beim Laden der Daten'),
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<CommandPermissionEditData> => {
    const matrix = await loadMatrix(ctx.app, ctx.app.botApiUser(ctx.request)!, ctx.params.guildId);
    const row = matrix.rows.find((entry) => entry.roleId === ctx.params.roleId);
    if (!row) throw new UpstreamError(404, 'Role not found');
    return { guildId: ctx.params.guildId, commands: matrix.commands, row };
  },
  view: CommandPermissionEditPage,
  action: {
    schema: EditForm,
    run: async (ctx, input) => {
      const user = ctx.app.botApiUser(ctx.request)!;
      const back = `/dashboard/${ctx.params.guildId}/command-permissions`;
      const pick = (state: 'allowed' | 'denied') =>
        Object.entries(input)
          .filter(([, value]) => value === state)
          .map(([key]) => key.slice(2));
      try {
        const matrix = await loadMatrix(ctx.app, user, ctx.params.guildId);
        const row = matrix.rows.find((entry) => entry.roleId === ctx.params.roleId);
        await ctx.app.botApi.call(user, 'PUT', `/api/command-permissions/${ctx.params.guildId}/${ctx.params.roleId}`, CommandPermission, {
          roleName: row?.roleName ?? ctx.params.roleId,
          allowedCommands: pick('allowed'),
          deniedCommands: pick('denied'),
        });
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        return redirectTo(`${back}/${ctx.params.roleId}`, { kind: 'error', text: messageOf(error, 'Failed to save permissions') });
      }
      return redirectTo(back, { kind: 'success', text: 'Command-Berechtigungen gespeichert' });
    },
  },
});
