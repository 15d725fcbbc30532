// How the Demo-Discord page names what ids stand for: authors, mentions in text (<@user>, <#channel>,
// <@&role>) as the shared Markdown renderer shows them, and the choices of user, role, channel and
// mentionable selects and command options, from the guild the stand-in knows.
import { DELETED, type MarkdownContext, TRANSCRIPT_NODE_BUDGET } from '../../../views/markdown/Markdown.js';
import type { StandInGuild, World } from '../model.js';
import type { MentionKind } from '../act/resolved.js';
import type { DemoTexts } from '../texts.js';
import { displayName } from './channel-data.js';

export interface Names {
  user(id: string): string;
  channel(id: string): string;
  role(id: string): string;
  /** The page of a channel the guild still has, for a channel mention's link; null for a gone one. */
  channelHref(id: string): string | null;
}

export interface Choice {
  value: string;
  label: string;
}

/** Names in `guild`; `channelsBase` is the page's path of the guild's channels (…/channels). */
export function namesIn(world: World, guild: StandInGuild, channelsBase: string): Names {
  const channel = (id: string) => guild.channels.find((entry) => entry.id === id);
  return {
    user: (id) => (world.users.has(id) ? displayName(world, guild, id) : DELETED.user),
    channel: (id) => channel(id)?.name ?? DELETED.channel,
    role: (id) => guild.roles.find((entry) => entry.id === id)?.name ?? DELETED.role,
    channelHref: (id) => (channel(id) ? `${channelsBase}/${id}` : null),
  };
}

/** What a select of that kind (or an option of that type) offers: the guild's members, roles or channels. */
export function choicesOf(world: World, guild: StandInGuild, kind: MentionKind, channelTypes?: number[]): Choice[] {
  const members = guild.members.map((member) => ({
    value: member.userId,
    label: `@${displayName(world, guild, member.userId)}`,
  }));
  const roles = guild.roles
    .filter((role) => role.id !== guild.id)
    .map((role) => ({ value: role.id, label: `@${role.name}` }));
  if (kind === 'user') return members;
  if (kind === 'role') return roles;
  if (kind === 'mentionable') return [...members, ...roles];
  return guild.channels
    .filter((channel) => (channelTypes ? channelTypes.includes(channel.type) : channel.type !== 4))
    .map((channel) => ({ value: channel.id, label: `#${channel.name}` }));
}

/**
 * How the page's texts render: every name the guild knows (a mention of anything else is of something
 * deleted, shown as Discord shows it), channels linked to their pages, <t:…> in UTC (the server does not
 * know the visitor's zone, so the zone is written), and one node budget for the whole page.
 */
export function markdownIn(
  world: World,
  guild: StandInGuild,
  channelsBase: string,
  { texts, cdn, locale }: { texts: DemoTexts; cdn: string; locale: string },
): MarkdownContext {
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const names = namesIn(world, guild, channelsBase);
  return {
    cdnBase: cdn,
    dates: { dateTime: (iso) => format.format(new Date(iso)) },
    texts: texts.markdown,
    userNames: new Map([...world.users.keys()].map((id) => [id, names.user(id)])),
    roleNames: new Map(guild.roles.map((role) => [role.id, role.name])),
    channelNames: new Map(guild.channels.map((channel) => [channel.id, channel.name])),
    missingAsDiscord: true,
    channelHref: names.channelHref,
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  };
}
