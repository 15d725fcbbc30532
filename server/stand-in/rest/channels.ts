// Guild channels as a ticket bot uses them: create (text or category, under a parent, with topic and
// permission overwrites), read, change, delete, and single overwrites put and removed; Discord's
// permission rules apply (Manage Channels, Manage Roles, and no overwrite may grant what the bot lacks).
import { PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StandInChannel, StandInGuild, StandInOverwrite, World } from '../model.js';
import { ALL_PERMISSIONS, channelPermissions, holds, permissionsIn } from '../permissions.js';
import { type DiscordErrorKind, fieldInvalid, refuse } from '../replies.js';
import { channelResponse } from '../serialize.js';
import {
  type ChannelChange,
  createChannel,
  deleteChannel,
  removeOverwrite,
  setOverwrite,
  updateChannel,
} from '../state/channels.js';
import { findMember } from '../state/members.js';
import { botChannel, botGuild, requireBot } from './gate.js';
import { Snowflake } from './message-body.js';
import { parseRequest } from './request-schema.js';

const Bits = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().min(0)]).transform((value) => BigInt(value));
const OverwriteFields = z.object({
  type: z.union([z.literal(0), z.literal(1)]),
  allow: Bits.nullable().optional(),
  deny: Bits.nullable().optional(),
});
const Overwrite = OverwriteFields.extend({ id: Snowflake });
const channelFields = {
  topic: z.string().max(1024).nullable().optional(),
  parent_id: Snowflake.nullable().optional(),
  position: z.number().int().min(0).nullable().optional(),
  rate_limit_per_user: z.number().int().min(0).max(21600).nullable().optional(),
  nsfw: z.boolean().nullable().optional(),
  permission_overwrites: z.array(Overwrite).max(100).nullable().optional(),
};
const CreateChannel = z.object({
  ...channelFields,
  name: z.string().min(1).max(100),
  type: z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(5), z.literal(13)]).default(0),
});
const UpdateChannel = z.object({ ...channelFields, name: z.string().min(1).max(100).optional() });
const ChannelParams = z.object({ channelId: z.string() });
const OverwriteParams = z.object({ channelId: z.string(), overwriteId: z.string() });
const MAX_CHANNELS = 500;
const MAX_IN_CATEGORY = 50;

type Fields = z.infer<typeof UpdateChannel>;

const toOverwrite = (entry: z.infer<typeof Overwrite>): StandInOverwrite => ({
  id: entry.id,
  type: entry.type,
  allow: entry.allow ?? 0n,
  deny: entry.deny ?? 0n,
});

type Problem = { kind: DiscordErrorKind } | { field: string[]; code: string; message: string };

const answerProblem = (reply: FastifyReply, problem: Problem) =>
  'kind' in problem ? refuse(reply, problem.kind) : fieldInvalid(reply, problem.field, problem.code, problem.message);

/**
 * What the bot may allow or deny in an existing channel's overwrites: what it holds in the channel's
 * category, or in the guild for a channel outside one; anything once an overwrite of the channel itself
 * gives it Manage Roles.
 */
function grantableIn(world: World, guild: StandInGuild, channel: StandInChannel): bigint {
  const bot = world.application.botUserId;
  const roles = findMember(guild, bot)?.roles ?? [];
  const managesHere = channel.overwrites.some(
    (entry) => (entry.type === 1 ? entry.id === bot : roles.includes(entry.id)) && holds(entry.allow, P.ManageRoles),
  );
  if (managesHere) return ALL_PERMISSIONS;
  const parent = channel.parentId ? guild.channels.find((entry) => entry.id === channel.parentId) : undefined;
  return parent ? channelPermissions(guild, parent, bot) : permissionsIn(guild, bot);
}

/**
 * What Discord objects to in the overwrites and the parent, or null. Overwrites need Manage Roles in
 * `botBits` (the bot's permissions where they apply), and may only allow or deny `grantable` bits.
 */
function problemOf(
  guild: StandInGuild,
  fields: Fields,
  permissions: { botBits: bigint; grantable: bigint },
  channel: { id: string | null; type: number },
): Problem | null {
  const overwrites = fields.permission_overwrites ?? [];
  const unknown = overwrites.findIndex((entry) =>
    entry.type === 0 ? !guild.roles.some((role) => role.id === entry.id) : !findMember(guild, entry.id),
  );
  if (unknown !== -1)
    return {
      field: ['permission_overwrites', String(unknown), 'id'],
      code: 'BASE_TYPE_INVALID',
      message: 'Unknown overwrite target',
    };
  const granted = overwrites.reduce((all, entry) => all | (entry.allow ?? 0n) | (entry.deny ?? 0n), 0n);
  if (overwrites.length > 0 && !(holds(permissions.botBits, P.ManageRoles) && holds(permissions.grantable, granted)))
    return { kind: 'missingPermissions' };
  if (!fields.parent_id) return null;
  const parent = guild.channels.find((entry) => entry.id === fields.parent_id);
  if (parent?.type !== 4 || channel.type === 4)
    return { field: ['parent_id'], code: 'CHANNEL_PARENT_INVALID_TYPE', message: 'Not a category' };
  if (
    guild.channels.filter((entry) => entry.parentId === parent.id && entry.id !== channel.id).length >= MAX_IN_CATEGORY
  ) {
    return {
      field: ['parent_id'],
      code: 'CHANNEL_PARENT_MAX_CHANNELS',
      message: 'Maximum number of channels in category reached (50)',
    };
  }
  return null;
}

const changeOf = (fields: Fields): ChannelChange => ({
  ...(fields.name !== undefined ? { name: fields.name } : {}),
  ...(fields.topic !== undefined ? { topic: fields.topic } : {}),
  ...(fields.parent_id !== undefined ? { parentId: fields.parent_id } : {}),
  ...(fields.position != null ? { position: fields.position } : {}),
  ...(fields.rate_limit_per_user != null ? { rateLimitPerUser: fields.rate_limit_per_user } : {}),
  ...(fields.nsfw != null ? { nsfw: fields.nsfw } : {}),
  ...(fields.permission_overwrites != null ? { overwrites: fields.permission_overwrites.map(toOverwrite) } : {}),
});

function guildChannelEndpoints(rest: FastifyInstance, world: World): void {
  rest.post('/guilds/:guildId/channels', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const guild = botGuild(world, request, reply);
    const fields = guild && (await parseRequest('create_guild_channel', CreateChannel, request.body, reply));
    if (!guild || !fields) return reply;
    const botBits = permissionsIn(guild, world.application.botUserId);
    if (!holds(botBits, P.ManageChannels)) return refuse(reply, 'missingPermissions');
    if (guild.channels.length >= MAX_CHANNELS) return refuse(reply, 'maxChannels');
    const problem = problemOf(guild, fields, { botBits, grantable: botBits }, { id: null, type: fields.type });
    if (problem) return answerProblem(reply, problem);
    const channel = createChannel(world, guild, fields.type, fields.name, changeOf(fields));
    return reply.code(201).send(channelResponse(guild, channel));
  });
}

function singleChannelEndpoints(rest: FastifyInstance, world: World): void {
  rest.get('/channels/:channelId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const found = botChannel(world, ChannelParams.parse(request.params).channelId, reply);
    return found ? channelResponse(found.guild, found.channel) : reply;
  });
  rest.patch('/channels/:channelId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const fields = await parseRequest('update_channel', UpdateChannel, request.body, reply);
    const found = fields && botChannel(world, ChannelParams.parse(request.params).channelId, reply, P.ManageChannels);
    if (!fields || !found) return reply;
    const grantable = grantableIn(world, found.guild, found.channel);
    const problem = problemOf(found.guild, fields, { botBits: found.permissions, grantable }, found.channel);
    if (problem) return answerProblem(reply, problem);
    updateChannel(world, found.guild, found.channel, changeOf(fields));
    return channelResponse(found.guild, found.channel);
  });
  rest.delete('/channels/:channelId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const found = botChannel(world, ChannelParams.parse(request.params).channelId, reply, P.ManageChannels);
    if (!found) return reply;
    deleteChannel(world, found.guild, found.channel);
    return channelResponse(found.guild, found.channel);
  });
}

function overwriteEndpoints(rest: FastifyInstance, world: World): void {
  rest.put('/channels/:channelId/permissions/:overwriteId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const { channelId, overwriteId } = OverwriteParams.parse(request.params);
    const fields = await parseRequest('set_channel_permission_overwrite', OverwriteFields, request.body, reply);
    const found = fields && botChannel(world, channelId, reply, P.ManageRoles);
    if (!fields || !found) return reply;
    const overwrite = { ...fields, id: overwriteId };
    if (overwrite.type === 0 && !found.guild.roles.some((role) => role.id === overwriteId))
      return refuse(reply, 'unknownRole');
    if (overwrite.type === 1 && !findMember(found.guild, overwriteId)) return refuse(reply, 'unknownMember');
    const problem = problemOf(
      found.guild,
      { permission_overwrites: [overwrite] },
      { botBits: found.permissions, grantable: grantableIn(world, found.guild, found.channel) },
      found.channel,
    );
    if (problem) return answerProblem(reply, problem);
    setOverwrite(world, found.guild, found.channel, toOverwrite(overwrite));
    return reply.code(204).send();
  });
  rest.delete('/channels/:channelId/permissions/:overwriteId', async (request, reply) => {
    if (requireBot(request, reply)) return reply;
    const { channelId, overwriteId } = OverwriteParams.parse(request.params);
    const found = botChannel(world, channelId, reply, P.ManageRoles);
    if (!found) return reply;
    if (!found.channel.overwrites.some((entry) => entry.id === overwriteId)) return refuse(reply, 'unknownOverwrite');
    removeOverwrite(world, found.guild, found.channel, overwriteId);
    return reply.code(204).send();
  });
}

export function channelEndpoints(rest: FastifyInstance, world: World): void {
  guildChannelEndpoints(rest, world);
  singleChannelEndpoints(rest, world);
  overwriteEndpoints(rest, world);
}
