// What the gateway sends: READY and one GUILD_CREATE per guild of the session's shard, and every change
// of the world to the sessions that should see it (their shard owns the guild, their intents cover the
// event; without Message Content, messages arrive blank unless the bot wrote them or is mentioned).
import { GatewayDispatchEvents as E } from 'discord-api-types/v10';
import type { JsonObject, StandInGuild, World, WorldEvent } from '../model.js';
import { channelResponse, currentUserResponse, guildResponse, memberResponse } from '../serialize.js';
import { applicationFlags, ownsGuild, readsContent, receives, seesGuilds, seesMembers } from './intents.js';
import type { Session, Sessions } from './session.js';

const shardGuilds = (world: World, session: Session) =>
  [...world.guilds.values()].filter((guild) => guild.botPresent && ownsGuild(session.shard, guild.id));

function readyPayload(world: World, session: Session, resumeUrl: string) {
  return {
    v: 10,
    user: currentUserResponse(world.users.get(world.application.botUserId)!),
    guilds: shardGuilds(world, session).map((guild) => ({ id: guild.id, unavailable: true })),
    session_id: session.id,
    session_type: 'normal',
    resume_gateway_url: resumeUrl,
    shard: [...session.shard],
    application: { id: world.application.id, flags: applicationFlags(world.settings.privilegedIntents) },
    private_channels: [],
    relationships: [],
    presences: [],
    guild_join_requests: [],
    user_settings: {},
    geo_ordered_rtc_regions: [],
    auth: {},
  };
}

function guildCreatePayload(world: World, guild: StandInGuild, intents: number) {
  const bot = world.application.botUserId;
  // Without the members intent Discord sends only the bot's own member.
  const members = guild.members.filter((member) => seesMembers(intents) || member.userId === bot);
  return {
    ...guildResponse(guild, false),
    unavailable: false,
    large: false,
    lazy: true,
    member_count: guild.members.length,
    joined_at: guild.members.find((member) => member.userId === bot)!.joinedAt,
    members: members.map((member) => memberResponse(world, member)),
    channels: guild.channels.map((channel) => channelResponse(guild, channel)),
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** READY, then GUILD_CREATE for each guild of the shard (they need the Guilds intent). */
export function greet(world: World, sessions: Sessions, session: Session, resumeUrl: string): void {
  sessions.dispatch(session, E.Ready, readyPayload(world, session, resumeUrl));
  if (!seesGuilds(session.intents)) return;
  for (const guild of shardGuilds(world, session))
    sessions.dispatch(session, E.GuildCreate, guildCreatePayload(world, guild, session.intents));
}

function visibleTo(world: World, session: Session, event: WorldEvent): JsonObject {
  if ((event.t !== E.MessageCreate && event.t !== E.MessageUpdate) || readsContent(session.intents)) return event.d;
  const bot = world.application.botUserId;
  const author = (event.d.author as { id: string } | undefined)?.id;
  const mentioned = (event.d.mentions as { id: string }[] | undefined)?.some((user) => user.id === bot);
  return author === bot || mentioned
    ? event.d
    : { ...event.d, content: '', embeds: [], components: [], attachments: [] };
}

/** Discord sends what happens outside any guild (an interaction in a direct message) on shard 0. */
const ownsEvent = (shard: readonly [number, number], guildId: string) =>
  guildId === '' ? shard[0] === 0 : ownsGuild(shard, guildId);

export function deliver(world: World, sessions: Sessions, event: WorldEvent): void {
  if (event.guildId !== '' && !world.guilds.get(event.guildId)?.botPresent) return;
  for (const session of sessions.all()) {
    if (ownsEvent(session.shard, event.guildId) && receives(session.intents, event.t))
      sessions.dispatch(session, event.t, visibleTo(world, session, event));
  }
}
