// How the Demo-Discord page names what ids stand for: authors, mentions in text (<@user>, <#channel>,
// <@&role>) as the shared Markdown renderer shows them, and the choices of user, role, channel and
// mentionable selects and command options, from the guild the stand-in knows.
import { DELETED, type MarkdownContext, TRANSCRIPT_NODE_BUDGET } from '../../../views/markdown/Markdown.js';
import type { StandInGuild, World } from '../model.js';
import type { MentionKind } from '../act/resolved.js';
import type { DemoTexts } from '../texts.js';
import { displayName } from './channel-data.js';

export interface Names {
  /** An author's name, as the guild shows it; Discord's own words for a user it no longer knows. */
  user(id: string): string;
}

export interface Choice {
  value: string;
  label: string;
}

export const namesIn = (world: World, guild: StandInGuild): Names => ({
  user: (id) => (world.users.has(id) ? displayName(world, guild, id) : DELETED.user),
});

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
  const names = namesIn(world, guild);
  const channelNames = new Map(guild.channels.map((channel) => [channel.id, channel.name]));
  return {
    cdnBase: cdn,
    dates: { dateTime: (iso) => format.format(new Date(iso)) },
    texts: texts.markdown,
    // Asked per mention: the world may know many people, a page mentions few.
    userNames: { get: (id) => (world.users.has(id) ? names.user(id) : undefined) },
    roleNames: new Map(guild.roles.map((role) => [role.id, role.name])),
    channelNames,
    missingAsDiscord: true,
    // A channel the guild still has opens its page; a gone one is text (#deleted-channel).
    channelHref: (id) => (channelNames.has(id) ? `${channelsBase}/${id}` : null),
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  };
}
