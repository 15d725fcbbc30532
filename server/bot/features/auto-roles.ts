// Auto-roles: a member who joins gets every active auto role the bot can give; in a server with
// membership screening, once the member has passed it (their `pending` turns false). A role the bot
// cannot give (gone, managed by an integration, not below the bot's highest role, or the bot lacks Manage
// Roles) is skipped, logged, and reported to the bot API, so the Auto-Roles page shows why.
import type { API } from '@discordjs/core';
import type { GatewayGuildMemberAddDispatchData, GatewayGuildMemberUpdateDispatchData } from 'discord-api-types/v10';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../../contract/client.js';
import type { AutoRoleProblemReason } from '../../contract/index.js';
import type { GuildSetups } from '../configuration.js';
import { type GuildDirectory, roleProblem } from '../guilds.js';

export interface AutoRoleDeps {
  setups: GuildSetups;
  guilds: GuildDirectory;
  discord: API;
  api: TypedBotApi;
  logger: Logger;
}

export function autoRoleGiver(deps: AutoRoleDeps) {
  /** Members who joined while screening held them: they get their roles when it ends. */
  const screening = new LRUCache<string, true>({ max: 10_000 });
  /** Problems already reported, so a role that cannot be given is reported once, not on every join. */
  const reported = new LRUCache<string, AutoRoleProblemReason | 'given'>({ max: 10_000 });

  const report = async (guildId: string, roleId: string, outcome: AutoRoleProblemReason | 'given') => {
    const key = `${guildId}:${roleId}`;
    if (reported.get(key) === outcome) return;
    reported.set(key, outcome);
    try {
      if (outcome === 'given') await deps.api.bot.autoRoleGiven({ guildId, roleId });
      else await deps.api.bot.autoRoleProblem({ guildId, roleId, body: { reason: outcome } });
    } catch (error) {
      reported.delete(key);
      deps.logger.warn({ err: error, guildId, roleId }, 'auto-roles: could not report to the bot API');
    }
  };

  const give = async (guildId: string, userId: string) => {
    const setup = await deps.setups.get(guildId);
    const facts = deps.guilds.get(guildId);
    if (!setup.enabled('autoroles') || !facts) return;
    for (const role of setup.config.autoRoles.filter((entry) => entry.is_active)) {
      const problem = roleProblem(guildId, facts, role.role_id);
      if (problem) {
        deps.logger.warn(
          { guildId, roleId: role.role_id, reason: problem },
          'auto-roles: skipped a role the bot cannot give',
        );
        await report(guildId, role.role_id, problem);
        continue;
      }
      try {
        await deps.discord.guilds.addRoleToMember(guildId, userId, role.role_id, { reason: 'Auto-Role' });
        // A problem the page still shows (known from the configuration, or reported since) is over.
        if (role.problem || reported.has(`${guildId}:${role.role_id}`)) await report(guildId, role.role_id, 'given');
      } catch (error) {
        deps.logger.warn({ err: error, guildId, roleId: role.role_id }, 'auto-roles: Discord refused a role');
        await report(guildId, role.role_id, 'refused');
      }
    }
  };

  return {
    joined: async (member: GatewayGuildMemberAddDispatchData) => {
      if (member.pending) screening.set(`${member.guild_id}:${member.user.id}`, true);
      else await give(member.guild_id, member.user.id);
    },
    updated: async (member: GatewayGuildMemberUpdateDispatchData) => {
      const key = `${member.guild_id}:${member.user.id}`;
      if (member.pending !== false || !screening.has(key)) return;
      screening.delete(key);
      await give(member.guild_id, member.user.id);
    },
  };
}
