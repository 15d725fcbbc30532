// /admin, the Admin Control Panel (spec section 2): tabs as links (?tab=), so each works without
// JavaScript and can be bookmarked. Actions a level does not allow are not offered.
import type { ReactNode } from 'react';
import type { Activity, AdminGuild, GlobalAdmin, GlobalSetting } from '../../server/contract/index.js';
import { fieldValue } from '../lib/form-state.js';
import type { ViewProps } from '../view-props.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { CopyIdIsland } from '../islands.js';
import { formatDateTime, formatLongDate } from '../lib/format.js';
import { safeHttpUrl } from '../lib/safe-url.js';
import { FormActions } from '../components/FormActions.js';
import { FormErrors } from '../components/FormErrors.js';

export const ADMIN_TABS = [
  ['uebersicht', 'Übersicht'],
  ['einstellungen', 'Einstellungen'],
  ['admins', 'Admins'],
  ['server', 'Server'],
  ['aktivitaeten', 'Aktivitäten'],
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number][0];
export const NOT_ADMIN = 'Sie haben keine Admin-Berechtigung für dieses Panel.';
export const LEVEL_NAMES: Record<number, string> = { 1: 'Standard Admin', 2: 'Senior Admin', 3: 'Super Admin' };

export type AdminData =
  | { kind: 'refused' }
  | { kind: 'panel'; tab: AdminTab; level: number; settings: GlobalSetting[]; admins: GlobalAdmin[]; activity: Activity[]; guilds: AdminGuild[]; removing: GlobalAdmin | null };

function Tabs({ tab }: { tab: AdminTab }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the tabs are links (each tab has its URL and works without JavaScript) inside a navigation landmark
    <nav className="tabs" role="tablist" aria-label="Admin-Bereiche">
      {ADMIN_TABS.map(([key, label]) => (
        <a key={key} role="tab" id={`tab-${key}`} href={`/admin?tab=${key}`} aria-selected={key === tab} aria-controls="admin-panel">
          {label}
        </a>
      ))}
    </nav>
  );
}

/** An add form of one tab: after a failed POST it is re-rendered with its own errors only. */
function AddForm({ title, tab, intent, csrf, errors, children }: { title: string; tab: AdminTab; intent: string; csrf: string | null; errors: readonly string[]; children: ReactNode }) {
  return (
    <form className="card form" method="post" action={`/admin?tab=${tab}`}>
      <h2>{title}</h2>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <FormErrors messages={errors} />
      {children}
      <FormActions submitLabel="Hinzufügen" />
    </form>
  );
}

export function AdminPage({ data, shell, form }: ViewProps<AdminData>) {
  if (data.kind === 'refused') {
    return (
      <section className="card state state--error" role="alert">
        <h1 className="state__title">Admin Control Panel</h1>
        <p>{NOT_ADMIN}</p>
      </section>
    );
  }
  const errors = form ? [...form.errors.form, ...Object.values(form.errors.fields).flat()] : [];
  const value = (name: string, fallback = '') => fieldValue(form?.values, name) ?? fallback;
  const intent = value('intent');
  return (
    <section className="admin">
      <h1>Admin Control Panel</h1>
      <Tabs tab={data.tab} />
      <div id="admin-panel" role="tabpanel" aria-labelledby={`tab-${data.tab}`} className="admin__panel">
        {data.tab === 'uebersicht' ? (
          <ul className="counters">
            {[
              ['Server', data.guilds.length],
              ['Admins', data.admins.length],
              ['Einstellungen', data.settings.length],
              ['Letzte Aktivitäten', data.activity.length],
            ].map(([label, count]) => (
              <li key={label} className="card stat-card">
                <span className="stat-card__label">{label}</span>
                <span className="stat-card__value">{count}</span>
              </li>
            ))}
          </ul>
        ) : null}

        {data.tab === 'einstellungen' ? (
          <>
            <div className="card table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Schlüssel</th>
                    <th scope="col">Wert</th>
                    <th scope="col">Typ</th>
                    <th scope="col">Beschreibung</th>
                    <th scope="col">Aktualisiert</th>
                  </tr>
                </thead>
                <tbody>
                  {data.settings.map((setting) => (
                    <tr key={setting.id}>
                      <td>
                        <code>{setting.setting_key}</code>
                      </td>
                      <td>
                        <code>{setting.setting_value}</code>
                      </td>
                      <td>{setting.setting_type}</td>
                      <td>{setting.description ?? '–'}</td>
                      <td>{formatLongDate(setting.updated_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.level >= 2 ? (
              <AddForm title="Einstellung hinzufügen" tab="einstellungen" intent="setting" csrf={shell.csrfToken} errors={intent === 'setting' ? errors : []}>
                <label className="field">
                  <span className="field__label">Schlüssel</span>
                  <input name="key" maxLength={64} defaultValue={value('key')} />
                </label>
                <label className="field">
                  <span className="field__label">Wert</span>
                  <input name="value" maxLength={10000} defaultValue={value('value')} />
                </label>
                <label className="field field--narrow">
                  <span className="field__label">Typ</span>
                  <select name="type" defaultValue={value('type', 'string')}>
                    {['string', 'boolean', 'number', 'json'].map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field">
                  <span className="field__label">Beschreibung</span>
                  <input name="description" maxLength={500} defaultValue={value('description')} />
                </label>
              </AddForm>
            ) : null}
          </>
        ) : null}

        {data.tab === 'admins' ? (
          <>
            {data.removing ? (
              <ConfirmStep
                subject={data.removing.username}
                question="Admin wirklich entfernen?"
                csrf={shell.csrfToken}
                fields={{ intent: 'removeAdmin', userId: data.removing.user_id }}
                cancelHref="/admin?tab=admins"
                action="/admin?tab=admins"
                confirmLabel="Entfernen"
              />
            ) : null}
            <div className="card table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Benutzer</th>
                    <th scope="col">Level</th>
                    <th scope="col">Vergeben von</th>
                    <th scope="col">Vergeben am</th>
                    <th scope="col">Aktionen</th>
                  </tr>
                </thead>
                <tbody>
                  {data.admins.map((admin) => (
                    <tr key={admin.user_id}>
                      <td>
                        {admin.username}
                        <br />
                        <code>{admin.user_id}</code>
                      </td>
                      <td>
                        <span className="badge badge--version level">{`Level ${admin.level} · ${LEVEL_NAMES[admin.level] ?? ''}`}</span>
                      </td>
                      <td>{admin.granted_by ?? 'System'}</td>
                      <td>{formatLongDate(admin.granted_at)}</td>
                      <td>
                        {data.level >= 3 && admin.user_id !== shell.user?.id ? (
                          <a className="button button--small button--danger" href={`/admin?tab=admins&remove=${admin.user_id}`}>
                            Entfernen
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.level >= 3 ? (
              <AddForm title="Admin hinzufügen" tab="admins" intent="addAdmin" csrf={shell.csrfToken} errors={intent === 'addAdmin' ? errors : []}>
                <label className="field">
                  <span className="field__label">Benutzer-ID</span>
                  <input name="userId" inputMode="numeric" maxLength={20} defaultValue={value('userId')} />
                </label>
                <label className="field">
                  <span className="field__label">Username</span>
                  <input name="username" maxLength={100} defaultValue={value('username')} />
                </label>
                <label className="field field--narrow">
                  <span className="field__label">Level</span>
                  <select name="level" defaultValue={value('level', '1')}>
                    {[1, 2, 3].map((level) => (
                      <option key={level} value={level}>
                        {`${level} ${LEVEL_NAMES[level]}`}
                      </option>
                    ))}
                  </select>
                </label>
              </AddForm>
            ) : null}
          </>
        ) : null}

        {data.tab === 'server' ? (
          data.guilds.length === 0 ? (
            <p className="card state">Keine Server gefunden</p>
          ) : (
            <ul className="server-grid">
              {data.guilds.map((guild) => {
                const icon = safeHttpUrl(guild.icon, { allowLocal: true });
                return (
                  <li key={guild.id} className="card server-card">
                    <div className="server-card__head">
                      {icon ? (
                        <img className="avatar" src={icon} alt="" width={40} height={40} loading="lazy" />
                      ) : (
                        <span className="guild-card__icon guild-card__icon--placeholder guild-card__icon--small" aria-hidden="true">
                          {guild.name.slice(0, 1)}
                        </span>
                      )}
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
                      <span>Beigetreten: {guild.joinedAt ? formatLongDate(guild.joinedAt) : '–'}</span>
                      <span>Erstellt: {formatLongDate(guild.createdAt)}</span>
                    </div>
                    <form method="post" action="/admin?tab=server" target="_blank" rel="noopener">
                      <CsrfField token={shell.csrfToken} />
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
          )
        ) : null}

        {data.tab === 'aktivitaeten' ? (
          data.activity.length === 0 ? (
            <p className="card state">Keine Aktivitäten gefunden.</p>
          ) : (
            <ul className="card activity">
              {data.activity.map((entry) => (
                <li key={entry.id}>
                  <strong>{entry.admin_username ?? entry.admin_user_id}</strong> · {entry.action}
                  {entry.details ? ` · ${entry.details}` : ''}
                  <br />
                  <span className="permission__meta">
                    {formatDateTime(entry.created_at)} · {entry.target_type}
                    {entry.guild_id ? ` · Server ${entry.guild_id}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </section>
  );
}
