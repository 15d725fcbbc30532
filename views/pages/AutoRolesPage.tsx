// /dashboard/{guildId}/autoroles ('Auto-Roles'): the bot's standing, the role picker, the configured roles.
import type { AutoRole, BotInfo, ServerRole } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { ColorDot } from '../components/ColorDot.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { AutoRoleAddIsland } from '../islands.js';

export const DELETE_AUTOROLE_QUESTION = 'Möchtest du diese Auto-Role wirklich entfernen?';

export interface AutoRolesData {
  guildId: string;
  autoRoles: AutoRole[];
  roles: ServerRole[];
  botInfo: BotInfo;
  showAll: boolean;
  deleting: AutoRole | null;
}

const hex = (color: number) => (color ? `#${color.toString(16).padStart(6, '0')}` : '#99aab5');

/** Roles that may be offered: not configured, not managed, not @everyone; unassignable ones only with 'show all'. */
export function selectableRoles(data: Pick<AutoRolesData, 'guildId' | 'autoRoles' | 'roles' | 'showAll'>): ServerRole[] {
  const configured = new Set(data.autoRoles.map((entry) => entry.role_id));
  return data.roles.filter((role) => !configured.has(role.id) && !role.managed && role.id !== data.guildId && (data.showAll || role.assignable));
}

export function AutoRolesPage({ data, shell, form }: ViewProps<AutoRolesData>) {
  const base = `/dashboard/${data.guildId}/autoroles`;
  const byId = new Map(data.roles.map((role) => [role.id, role]));
  const aboveBot = data.autoRoles.filter((entry) => (byId.get(entry.role_id)?.position ?? -1) >= data.botInfo.highestRolePosition);
  return (
    <>
      <h1>Auto-Roles</h1>
      {!data.botInfo.hasManageRoles ? (
        <div className="alert alert--warning" role="alert">
          <h2 className="alert__title">Bot-Permission Problem</h2>
          <p>Der Bot hat nicht die Berechtigung „Rollen verwalten“ und kann deshalb keine Rollen vergeben. So behebst du das:</p>
          <ol>
            <li>Öffne in Discord die Servereinstellungen → Rollen.</li>
            <li>Wähle die Rolle des Bots („{data.botInfo.highestRoleName}“).</li>
            <li>Aktiviere „Rollen verwalten“ und speichere.</li>
            <li>Ziehe die Rolle des Bots über die Rollen, die er vergeben soll.</li>
          </ol>
        </div>
      ) : null}
      {aboveBot.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          Diese Rollen stehen über der höchsten Rolle des Bots („{data.botInfo.highestRoleName}“) und können nicht vergeben werden: {aboveBot.map((entry) => entry.role_name).join(', ')}. Verschiebe
          die Rolle des Bots in Discord nach oben.
        </p>
      ) : null}
      <section className="card form">
        <h2>Rolle hinzufügen</h2>
        <a className="switch" href={data.showAll ? base : `${base}?all=1`} role="switch" aria-checked={data.showAll}>
          <span className="switch-button switch-button--small" aria-hidden="true">
            {data.showAll ? 'An' : 'Aus'}
          </span>
          <span>Alle Rollen anzeigen</span>
        </a>
        {form ? (
          <p className="field__error" role="alert">
            {[...form.errors.form, ...Object.values(form.errors.fields).flat()].join(' ')}
          </p>
        ) : null}
        <AutoRoleAddIsland csrfToken={shell.csrfToken ?? ''} roles={selectableRoles(data).map((role) => ({ id: role.id, name: role.name, assignable: role.assignable }))} />
      </section>
      {data.deleting ? (
        <ConfirmStep subject={data.deleting.role_name} question={DELETE_AUTOROLE_QUESTION} csrf={shell.csrfToken} fields={{ intent: 'delete', roleId: data.deleting.role_id }} cancelHref={base} />
      ) : null}
      <section className="card">
        <h2>Konfigurierte Auto-Roles ({data.autoRoles.length})</h2>
        {data.autoRoles.length === 0 ? (
          <p className="state">Noch keine Auto-Roles konfiguriert.</p>
        ) : (
          <ul className="autoroles">
            {data.autoRoles.map((entry) => {
              const role = byId.get(entry.role_id);
              return (
                <li key={entry.role_id} className={entry.is_active ? 'autorole' : 'autorole autorole--inactive'}>
                  <span className="category-name">
                    <ColorDot color={hex(role?.color ?? 0)} /> {role?.name ?? entry.role_name}
                    {role ? null : <span className="autorole__missing"> (nicht gefunden)</span>}
                  </span>
                  <div className="row-actions">
                    <form method="post">
                      <CsrfField token={shell.csrfToken} />
                      <input type="hidden" name="intent" value="toggle" />
                      <input type="hidden" name="roleId" value={entry.role_id} />
                      <input type="hidden" name="isActive" value={entry.is_active ? 'false' : 'true'} />
                      <button className="switch-button" type="submit" role="switch" aria-checked={entry.is_active} aria-label={`${entry.role_name} aktiv`}>
                        {entry.is_active ? 'An' : 'Aus'}
                      </button>
                    </form>
                    <a className="button button--small button--quiet-danger" href={`${base}?delete=${entry.role_id}`}>
                      Löschen
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <aside className="alert alert--info">
        <h2 className="alert__title">So funktionieren Auto-Roles</h2>
        <p>
          Neue Mitglieder erhalten beim Beitritt automatisch alle aktiven Auto-Roles. Inaktive bleiben konfiguriert, werden aber nicht vergeben. Der Bot kann nur Rollen vergeben, die unter seiner
          höchsten Rolle stehen; verwaltete Rollen (von Integrationen) und @everyone gehen nie.
        </p>
      </aside>
    </>
  );
}
