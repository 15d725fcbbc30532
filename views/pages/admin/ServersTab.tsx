// The servers tab: every server the bot is in, each with its ID and an admin session button.
import { CsrfField } from '../../components/CsrfField.js';
import { GuildIcon } from '../../components/GuildIcon.js';
import { Icon } from '../../components/Icon.js';
import { CopyIdIsland } from '../../islands.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import type { TabProps } from './admin-data.js';
import { useTexts } from '../../i18n/texts-context.js';

/** A Discord guild feature in words: the catalogue's, else its name made readable ('MORE_STICKERS' → 'More stickers'). */
function featureInWords(feature: string, named: Record<string, string>): string {
  const words = feature.toLowerCase().replaceAll('_', ' ');
  return named[feature] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export function ServersTab({ data, csrf }: TabProps) {
  const dates = useDateFormat();
  const texts = useTexts().admin;
  return data.guilds.length === 0 ? (
    <p className="card state">{texts.noServers}</p>
  ) : (
    <ul className="server-grid">
      {data.guilds.map((guild) => {
        return (
          <li key={guild.id} className="card server-card">
            <div className="server-card__head">
              <GuildIcon name={guild.name} iconUrl={guild.icon} size={40} />
              <strong>{guild.name}</strong>
            </div>
            <span>{texts.members(guild.memberCount)}</span>
            {guild.features.length ? (
              <ul className="chips">
                {guild.features.slice(0, 3).map((feature) => (
                  <li key={feature} className="chip">
                    {featureInWords(feature, texts.guildFeatures)}
                  </li>
                ))}
                {guild.features.length > 3 ? (
                  <li className="chip">{texts.moreFeatures(guild.features.length - 3)}</li>
                ) : null}
              </ul>
            ) : null}
            <div className="server-card__meta">
              <CopyIdIsland id={guild.id} texts={texts.copyId} />
              <span>{texts.joined(guild.joinedAt ? dates.longDate(guild.joinedAt) : '–')}</span>
              <span>{texts.created(dates.longDate(guild.createdAt))}</span>
            </div>
            {/* biome-ignore lint/security/noBlankTarget: the form posts to our own origin, and browsers imply noopener for target=_blank */}
            <form method="post" action="/admin?tab=server" target="_blank">
              <CsrfField token={csrf} />
              <input type="hidden" name="intent" value="session" />
              <input type="hidden" name="guildId" value={guild.id} />
              <button className="button button--primary" type="submit">
                {texts.openDashboard}
                <Icon name="newTab" /> <span className="visually-hidden">{texts.opensInNewTab}</span>
              </button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
