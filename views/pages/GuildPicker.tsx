// /guilds, the server picker: the servers the user may open, the global admin card, or the empty
// state with an invite link; below, the servers they manage without the bot, each with its invite. (Its error states are the route's load-error states.)
import type { ViewProps } from '../view-props.js';
import { GuildIcon } from '../components/GuildIcon.js';
import { useTexts } from '../i18n/texts-context.js';

interface PickerGuild {
  id: string;
  name: string;
  iconUrl: string | null;
}

export interface GuildPickerData {
  guilds: PickerGuild[];
  /** Servers the user manages where the bot is missing, each with the invite for that server. */
  withoutBot: (PickerGuild & { inviteUrl: string })[];
  isAdmin: boolean;
  inviteUrl: string;
}

export function GuildPickerPage({ data }: ViewProps<GuildPickerData>) {
  const texts = useTexts().picker;
  return (
    <section className="picker">
      <h1>{texts.title}</h1>
      {data.isAdmin ? (
        <div className="card admin-card">
          <h2>{texts.adminTitle}</h2>
          <p>{texts.adminText}</p>
          <a className="button button--primary" href="/admin">
            {texts.adminButton}
          </a>
        </div>
      ) : null}
      {data.guilds.length === 0 ? (
        <div className="card state">
          <h2 className="state__title">{texts.emptyTitle}</h2>
          <p>{texts.emptyText}</p>
          <a className="button button--primary" href={data.inviteUrl} rel="noopener noreferrer">
            {texts.invite}
          </a>
        </div>
      ) : (
        <ul className="guild-grid">
          {data.guilds.map((guild) => (
            <li key={guild.id}>
              <a className="card guild-card" href={`/dashboard/${guild.id}`}>
                <GuildIcon name={guild.name} iconUrl={guild.iconUrl} size={64} />
                <span className="guild-card__name">{guild.name}</span>
                <span className="guild-card__id">{texts.serverId(guild.id)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {data.withoutBot.length ? (
        <section className="picker__without-bot" aria-labelledby="without-bot">
          <h2 id="without-bot">{texts.withoutBotTitle}</h2>
          <ul className="guild-grid">
            {data.withoutBot.map((guild) => (
              <li key={guild.id} className="card guild-card guild-card--without-bot">
                <GuildIcon name={guild.name} iconUrl={guild.iconUrl} size={64} />
                <span className="guild-card__name">{guild.name}</span>
                <a className="button" href={guild.inviteUrl} rel="noopener noreferrer">
                  {texts.setUp}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
