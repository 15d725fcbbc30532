// The act API's interactions: a user runs a slash command, types an option that autocompletes (Discord
// asks the bot for choices), clicks a component or submits a modal, and the bot gets INTERACTION_CREATE
// as Discord builds it; afterwards, what the bot answered, and whether Discord gave up waiting for it.
import { PermissionFlagsBits as P, InteractionType } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { snowflakeTime } from '../../contract/snowflake.js';
import { nextId } from '../ids.js';
import type { JsonObject, StandInChannel, StandInCommand, StandInGuild, StandInMember, World } from '../model.js';
import { channelPermissions, holds, permissionsIn } from '../permissions.js';
import { memberResponse } from '../serialize.js';
import { messageResponse } from '../serialize-message.js';
import { interactionMessages, interactionToken, notAnswered, recordInteraction } from '../state/interactions.js';
import { type CommandData, commandData } from './command-data.js';
import {
  type Failure,
  isFailure,
  parseAct,
  permissionFailure,
  placeOf,
  Refused,
  refuseAct,
  refuseWith,
} from './common.js';
import { type Built, componentData, messageSeenBy, modalData } from './component-data.js';
import { actDirectInteraction } from './direct-interactions.js';

const ActInteraction = z
  .object({
    /** None: the user acts in their direct messages with the bot (direct-interactions.ts). */
    guildId: z.string().optional(),
    channelId: z.string(),
    userId: z.string(),
    type: z.enum(['command', 'autocomplete', 'component', 'modal']),
    name: z.string().min(1).optional(),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
    messageId: z.string().optional(),
    customId: z.string().min(1).optional(),
    values: z.array(z.string()).optional(),
    fields: z.record(z.string(), z.string()).default({}),
    /** Autocomplete: the option being typed (its text so far in `options`). */
    focused: z.string().min(1).optional(),
    locale: z.string().default('de'),
  })
  .refine((body) => (body.type !== 'command' && body.type !== 'autocomplete') || body.name, {
    message: 'a command needs its name',
    path: ['name'],
  })
  .refine((body) => body.type !== 'autocomplete' || body.focused, {
    message: 'autocomplete needs the focused option',
    path: ['focused'],
  })
  .refine((body) => body.type !== 'component' || (body.messageId && body.customId), {
    message: 'a component needs messageId and customId',
    path: ['customId'],
  })
  .refine((body) => body.type !== 'modal' || body.customId, {
    message: 'a modal needs its customId',
    path: ['customId'],
  });
const InteractionParams = z.object({ interactionId: z.string() });
const TYPES = {
  command: InteractionType.ApplicationCommand,
  autocomplete: InteractionType.ApplicationCommandAutocomplete,
  component: InteractionType.MessageComponent,
  modal: InteractionType.ModalSubmit,
} as const;

/** Discord's gate on a command: default_member_permissions, where "0" leaves it to administrators. */
export function mayUse(guild: StandInGuild, userId: string, command: StandInCommand): boolean {
  if (command.defaultMemberPermissions === null) return true;
  const needed = BigInt(command.defaultMemberPermissions);
  return holds(permissionsIn(guild, userId), needed === 0n ? P.Administrator : needed);
}

/** The fields every INTERACTION_CREATE of a guild carries. */
function envelope(world: World, guild: StandInGuild, channel: StandInChannel, member: StandInMember, locale: string) {
  return {
    application_id: world.application.id,
    version: 1,
    guild_id: guild.id,
    guild: { id: guild.id, locale: 'de', features: guild.features },
    channel_id: channel.id,
    channel: {
      id: channel.id,
      type: channel.type,
      name: channel.name,
      guild_id: guild.id,
      parent_id: channel.parentId,
      flags: 0,
    },
    member: {
      ...memberResponse(world, member),
      permissions: String(channelPermissions(guild, channel, member.userId)),
    },
    app_permissions: String(channelPermissions(guild, channel, world.application.botUserId)),
    locale,
    guild_locale: 'de',
    entitlements: [],
    authorizing_integration_owners: { 0: guild.id },
    context: 0,
    attachment_size_limit: 10_485_760,
  };
}

function build(
  world: World,
  guild: StandInGuild,
  channel: StandInChannel,
  body: z.infer<typeof ActInteraction>,
): Built & { run?: { command: StandInCommand; path: string } } {
  if (body.type === 'component')
    return componentData(world, guild, channel, body.userId, {
      messageId: body.messageId!,
      customId: body.customId!,
      values: body.values,
    });
  if (body.type === 'modal') return modalData(world, guild.id, body.userId, body.customId!, body.fields);
  const focused = body.type === 'autocomplete' ? body.focused! : null;
  const built: CommandData = commandData(world, guild, channel, body.userId, body.name!, body.options, focused);
  return 'reason' in built
    ? built
    : { data: built.data, messageId: null, run: { command: built.command, path: built.path } };
}

export type ActInteractionInput = z.infer<typeof ActInteraction>;

/** A member interacts, as POST /act/interactions: the INTERACTION_CREATE's id, or why Discord would refuse. */
export function actInteraction(world: World, body: ActInteractionInput): { id: string } | Failure {
  if (body.guildId === undefined) return actDirectInteraction(world, body);
  const place = placeOf(world, { ...body, guildId: body.guildId });
  if (isFailure(place)) return place;
  const { guild, channel, member } = place;
  const refused = permissionFailure(world, place, 0n, 'interact');
  if (refused) return refused;
  const built = build(world, guild, channel, body);
  if ('reason' in built) return built;
  if (built.run && !mayUse(guild, body.userId, built.run.command))
    return { status: 403, reason: `${world.users.get(body.userId)!.username} may not use /${built.run.path}` };
  const id = nextId(world);
  const token = interactionToken(id);
  const message = built.messageId ? messageSeenBy(world, channel, built.messageId, body.userId) : null;
  const payload: JsonObject = {
    id,
    type: TYPES[body.type],
    token,
    ...envelope(world, guild, channel, member, body.locale),
    data: built.data,
    ...(message ? { message: messageResponse(world, message) } : {}),
  };
  recordInteraction(world, {
    id,
    token,
    type: TYPES[body.type],
    guildId: guild.id,
    channelId: channel.id,
    userId: body.userId,
    name: built.run?.path ?? null,
    messageId: built.messageId,
    createdAt: snowflakeTime(id),
    payload,
    response: null,
    originalId: null,
    followupIds: [],
  });
  return { id };
}

export function actInteractionRoutes(app: FastifyInstance, world: World): void {
  app.post('/interactions', async (request, reply) => {
    const body = parseAct(ActInteraction, request.body, reply);
    if (body instanceof Refused) return reply;
    const created = actInteraction(world, body);
    return isFailure(created) ? refuseWith(reply, created).reply : reply.code(201).send(created);
  });
  app.get('/interactions/:interactionId', async (request, reply) => {
    const interaction = world.interactions.get(InteractionParams.parse(request.params).interactionId);
    if (!interaction) return refuseAct(reply, 404, 'Unknown interaction').reply;
    const { original, followups } = interactionMessages(world, interaction);
    return {
      response: interaction.response,
      original: original ? messageResponse(world, original) : null,
      followups: followups.map((message) => messageResponse(world, message)),
      timedOut: notAnswered(world, interaction),
    };
  });
}
