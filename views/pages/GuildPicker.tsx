// /guilds, the server picker (spec section 2): the servers the user may open, the global admin card,
// or the empty state with an invite link. (Its error states are the route's load-error states.)
import type { ViewProps } from '../view-props.js';
import { GuildIcon } from '../components/GuildIcon.js';

export interface PickerGuild {
  id: string;
  name: string;
  iconUrl: string | null;
}

export interface GuildPickerData {
  guilds: PickerGuild[];
  isAdmin: boolean;
  inviteUrl: string;
}

export function GuildPickerPage({ data }: ViewProps<GuildPickerData>) {
  return (
    <section className="picker">
      <h1>Select a Server</h1>
      {data.isAdmin ? (
        <div className="card admin-card">
          <h2>Global Administrator</h2>
          <p>Du bist globaler Administrator und kannst jeden Server über das Admin-Panel öffnen.</p>
          <a className="button button--primary" href="/admin">
            Admin Control Panel
          </a>
        </div>
      ) : null}
      {data.guilds.length === 0 ? (
        <div className="card state">
          <h2 className="state__title">No Available Servers</h2>
          <p>Du verwaltest keinen Server, auf dem der Bot ist. Lade den Bot auf einen Server ein, auf dem du „Server verwalten“ hast.</p>
          <a className="button button--primary" href={data.inviteUrl} rel="noopener noreferrer">
            Invite Bot to Server
          </a>
        </div>
      ) : (
        <ul className="guild-grid">
          {data.guilds.map((guild) => (
            <li key={guild.id}>
              <a className="card guild-card" href={`/dashboard/${guild.id}`}>
                <GuildIcon name={guild.name} iconUrl={guild.iconUrl} size={64} />
                <span className="guild-card__name">{guild.name}</span>
                <span className="guild-card__id">Server ID: {guild.id}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
