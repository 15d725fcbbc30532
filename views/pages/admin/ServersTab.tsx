// The servers tab: every server the bot is in, each with its ID and an admin session button.
import { CsrfField } from '../../components/CsrfField.js';
import { GuildIcon } from '../../components/GuildIcon.js';
import { CopyIdIsland } from '../../islands.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import type { TabProps } from './admin-data.js';

export function ServersTab({ data, csrf }: TabProps) {
  const dates = useDateFormat();
  return data.guilds.length === 0 ? (
    <p className="card state">Keine Server gefunden</p>
  ) : (
    <ul className="server-grid">
      {data.guilds.map((guild) => {
        return (
          <li key={guild.id} className="card server-card">
            <div className="server-card__head">
              <GuildIcon name={guild.name} iconUrl={guild.icon} size={40} letters={1} />
              <strong>{guild.name}</strong>
            </div>
            <span>{guild.memberCount} Mitglieder</span>
            {guild.features.length ? (
              <ul className="chips">
                {guild.features.slice(0, 3).map((feature) => (
                  <li key={feature} className="chip">
                    {feature}
                  </li>
                ))}
                {guild.features.length > 3 ? <li className="chip">+{guild.features.length - 3} weitere</li> : null}
              </ul>
            ) : null}
            <div className="server-card__meta">
              <CopyIdIsland id={guild.id} />
              <span>Beigetreten: {guild.joinedAt ? dates.longDate(guild.joinedAt) : '–'}</span>
              <span>Erstellt: {dates.longDate(guild.createdAt)}</span>
            </div>
            {/* biome-ignore lint/security/noBlankTarget: the form posts to our own origin, and browsers imply noopener for target=_blank */}
            <form method="post" action="/admin?tab=server" target="_blank">
              <CsrfField token={csrf} />
              <input type="hidden" name="intent" value="session" />
              <input type="hidden" name="guildId" value={guild.id} />
              <button className="button button--primary" type="submit">
                Admin Dashboard
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
