// Command permissions: the matrix (roles without managed ones and @everyone × the bot's commands), a
// per-role edit page for browsers without JavaScript, and deleting a role's entry after confirming.
import { z } from 'zod';
import {
  COMMAND_FIELD_PREFIX,
  COMMAND_NAME,
  Snowflake,
  rule,
  type DeletionResult,
  type ErrorBody,
} from '../../../contract/index.js';
import type { TypedBotApi } from '../../../contract/client.js';
import { UpstreamError } from '../../../contract/client.js';
import { successFlash } from '../../lib/flash.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { redirectTo } from '../define-route.js';
import type { MatrixRow } from '../../../../islands/_shared/command-rules.js';
import {
  CommandPermissionEditPage,
  CommandPermissionsPage,
  type CommandPermissionEditData,
  type CommandPermissionsData,
} from '../../../../views/pages/CommandPermissionsPage.js';

async function loadMatrix(
  api: TypedBotApi,
  guildId: string,
): Promise<{ commands: CommandPermissionEditData['commands']; rows: MatrixRow[] }> {
  const [roles, commands, entries] = await Promise.all([
    api.discord.guildRoles({ guildId }),
    api.commandPermissions.commands(),
    api.commandPermissions.list({ guildId }),
  ]);
  const saved = new Map(entries.map((entry) => [entry.role_id, entry]));
  return {
    commands: commands.map(({ name, description, descriptions }) => ({
      name,
      description: descriptions ?? { de: description, en: description },
    })),
    rows: roles
      .filter((role) => !role.managed && role.id !== guildId)
      .map((role) => {
        const entry = saved.get(role.id);
        return {
          roleId: role.id,
          roleName: role.name,
          allowed: entry?.allowed_commands ?? [],
          denied: entry?.denied_commands ?? [],
          saved: entry !== undefined,
        };
      }),
  };
}

export const commandPermissionsRoute = defineGuildRoute({
  path: '/dashboard/:guildId/command-permissions',
  screen: 'commandPermissions',
  query: z.object({ delete: Snowflake.optional().catch(undefined) }),
  title: 'commandPermissions',
  loadError: (texts, error) => refusalOr(error, texts, texts.loadErrors.commandPermissions),
  load: async ({ api, guildId, query }): Promise<CommandPermissionsData> => {
    const matrix = await loadMatrix(api, guildId);
    return {
      guildId,
      commands: matrix.commands.map((command) => command.name),
      rows: matrix.rows,
      deleting: matrix.rows.find((row) => row.saved && row.roleId === query.delete) ?? null,
    };
  },
  view: CommandPermissionsPage,
  action: {
    schema: z.strictObject({ intent: z.literal('delete'), roleId: Snowflake }),
    run: async ({ api, guildId, texts }, input) => {
      const back = `/dashboard/${guildId}/command-permissions`;
      let deletion: DeletionResult;
      try {
        deletion = await api.commandPermissions.remove({ guildId, roleId: input.roleId });
      } catch (error) {
        return redirectTo(back, {
          kind: 'error',
          text: refusalOr(upstreamFailure(error), texts, texts.commandPermissions.matrix.deleteFailed),
        });
      }
      return redirectTo(back, successFlash(texts.commandPermissions.matrix.deleted, deletion));
    },
  },
});

/** One radio group per command: c_<command> = default | allowed | denied. */
const commandOf = (field: string) => field.slice(COMMAND_FIELD_PREFIX.length);
const CommandField = z
  .string()
  .refine(
    (field) => field.startsWith(COMMAND_FIELD_PREFIX) && COMMAND_NAME.test(commandOf(field)),
    rule('unknownField'),
  );
const EditForm = z.record(CommandField, z.enum(['default', 'allowed', 'denied']));

export const commandPermissionEditRoute = defineGuildRoute({
  path: '/dashboard/:guildId/command-permissions/:roleId',
  screen: 'commandPermissions',
  params: z.object({ guildId: Snowflake, roleId: Snowflake }),
  query: z.object({}),
  title: (texts, data) => texts.titles.commandPermissionsRow(data.row.roleName),
  loadError: (texts, error) => refusalOr(error, texts, texts.loadErrors.commandPermissions),
  load: async ({ api, guildId, params }): Promise<CommandPermissionEditData> => {
    const matrix = await loadMatrix(api, guildId);
    const row = matrix.rows.find((entry) => entry.roleId === params.roleId);
    if (!row)
      throw new UpstreamError(404, 'Role not found', {
        error: 'Role not found',
        code: 'role_unknown',
      } satisfies ErrorBody);
    return { guildId, commands: matrix.commands, row };
  },
  view: CommandPermissionEditPage,
  action: {
    schema: EditForm,
    run: async ({ api, guildId, params, texts }, input) => {
      const back = `/dashboard/${guildId}/command-permissions`;
      const pick = (state: 'allowed' | 'denied') =>
        Object.entries(input)
          .filter(([, value]) => value === state)
          .map(([field]) => commandOf(field));
      try {
        const matrix = await loadMatrix(api, guildId);
        const row = matrix.rows.find((entry) => entry.roleId === params.roleId);
        const body = {
          roleName: row?.roleName ?? params.roleId,
          allowedCommands: pick('allowed'),
          deniedCommands: pick('denied'),
        };
        await api.commandPermissions.put({ guildId, roleId: params.roleId, body });
      } catch (error) {
        return redirectTo(`${back}/${params.roleId}`, {
          kind: 'error',
          text: refusalOr(upstreamFailure(error), texts, texts.commandPermissions.matrix.saveFailed),
        });
      }
      return redirectTo(back, { kind: 'success', text: texts.commandPermissions.matrix.saved });
    },
  },
});
