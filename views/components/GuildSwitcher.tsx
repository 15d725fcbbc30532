// The sidebar's head on every guild page: the server's icon and name, opening (a <details>, so no
// JavaScript) the list of the user's other servers and the way back to the picker.
import { useTexts } from '../i18n/texts-context.js';
import type { ShellGuild } from '../shell.js';
import { GuildIcon } from './GuildIcon.js';
import { Icon } from './Icon.js';

export function GuildSwitcher({ guild }: { guild: ShellGuild }) {
  const texts = useTexts().guildSwitcher;
  const name = guild.name ?? texts.unnamed(guild.id);
  return (
    <details className="guild-switcher">
      {/* Named on the summary itself: in the phone's icon strip only the icon shows. */}
      <summary className="guild-switcher__current" title={name} aria-label={name}>
        <GuildIcon name={name} iconUrl={guild.iconUrl} size={40} />
        <span className="guild-switcher__name">{name}</span>
        <Icon name="chevronDown" />
      </summary>
      <nav className="guild-switcher__list" aria-label={texts.switchServer}>
        <ul>
          {guild.others.map((other) => (
            <li key={other.id}>
              <a href={`/dashboard/${other.id}`}>
                <GuildIcon name={other.name} iconUrl={other.iconUrl} size={24} />
                <span>{other.name}</span>
              </a>
            </li>
          ))}
          <li>
            <a href="/guilds">{texts.allServers}</a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
