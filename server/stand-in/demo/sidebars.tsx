// Beside a Demo-Discord page's messages: the channels the member can see (under their categories, text
// channels linked, their direct messages first, as Discord's client lists them above a server), and the
// server's members, each with their roles, as Discord's member list and a member's profile show them.
import type { StandInGuild, World } from '../model.js';
import type { DemoTexts } from '../texts.js';
import { type ChannelGroup, displayName, isTextChannel } from './channel-data.js';
import type { Frame } from './pages.js';

/** The page shown: a channel's id, or 'dms' for the member's direct messages. */
export type Current = string;

export function ChannelNav({ frame, groups, current }: { frame: Frame; groups: ChannelGroup[]; current: Current }) {
  return (
    <nav className="demo-nav" aria-label={frame.texts.channels}>
      <ul>
        <li>
          <a href={`${frame.base}/dms`} aria-current={current === 'dms' ? 'page' : undefined}>
            {frame.texts.directMessages}
          </a>
        </li>
      </ul>
      {groups.map((group) => (
        <div key={group.category?.id ?? 'top'}>
          {group.category ? <h2 className="demo-nav__category">{group.category.name}</h2> : null}
          <ul>
            {group.channels.map((channel) => (
              <li key={channel.id}>
                {isTextChannel(channel) ? (
                  <a
                    href={`${frame.base}/channels/${channel.id}`}
                    aria-current={channel.id === current ? 'page' : undefined}
                  >
                    #{channel.name}
                  </a>
                ) : (
                  <span className="demo-message__small">{channel.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** As many as the list shows; Discord's own list loads more as it scrolls, this page says how many more. */
const MEMBERS_SHOWN = 100;

export interface MemberEntry {
  userId: string;
  name: string;
  bot: boolean;
  /** Highest first, @everyone left out (every member has it). */
  roles: { id: string; name: string }[];
}

/** The server's members by name, each with their roles from the highest, as the member list shows them. */
export function memberEntries(world: World, guild: StandInGuild): MemberEntry[] {
  const byPosition = [...guild.roles].filter((role) => role.id !== guild.id).sort((a, b) => b.position - a.position);
  return guild.members
    .map((member) => ({
      userId: member.userId,
      name: displayName(world, guild, member.userId),
      bot: world.users.get(member.userId)?.bot === true,
      roles: byPosition.filter((role) => member.roles.includes(role.id)).map(({ id, name }) => ({ id, name })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function MemberList({ texts, members }: { texts: DemoTexts; members: MemberEntry[] }) {
  return (
    <aside className="demo-side" aria-labelledby="demo-members">
      <h2 id="demo-members" className="demo-nav__category">
        {texts.members} – {members.length}
      </h2>
      <ul className="demo-people">
        {members.slice(0, MEMBERS_SHOWN).map((member) => (
          <li key={member.userId}>
            <strong>{member.name}</strong>
            {member.bot ? <span className="demo-badge">{texts.bot}</span> : null}
            {member.roles.length > 0 ? (
              <ul className="demo-roles" aria-label={texts.rolesOf(member.name)}>
                {member.roles.map((role) => (
                  <li key={role.id}>{role.name}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {members.length > MEMBERS_SHOWN ? (
        <p className="demo-message__small">{texts.moreMembers(members.length - MEMBERS_SHOWN)}</p>
      ) : null}
    </aside>
  );
}
