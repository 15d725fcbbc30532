// /dashboard/{guildId}/permissions ('Berechtigungen'): who may use the dashboard, with add, edit and remove.
import type { PermissionEntry, PermissionId } from '../../server/contract/index.js';
import { fieldValue } from '../lib/form-state.js';
import type { ViewProps } from '../view-props.js';
import { ColorDot } from '../components/ColorDot.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { EntityPickerIsland } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { safeHttpUrl } from '../lib/safe-url.js';
import { FormActions } from '../components/FormActions.js';

export const PERMISSION_LABELS: Record<PermissionId, string> = {
  'dashboard.view': 'Dashboard ansehen',
  'dashboard.admin': 'Voller Dashboard-Zugriff',
  'tickets.view': 'Tickets ansehen',
  'tickets.manage': 'Tickets verwalten',
  'tickets.add_users': 'Benutzer zu Tickets hinzufügen',
  'tickets.remove_users': 'Benutzer aus Tickets entfernen',
  'autoresponse.view': 'Auto Responses ansehen',
  'autoresponse.manage': 'Auto Responses verwalten',
};
/** Every permission id in the contract's order: the Record type above makes the list complete. */
const PERMISSION_CHOICES = Object.keys(PERMISSION_LABELS) as PermissionId[];
export const OWNER_LOCK_TITLE = 'Serverbesitzer-Berechtigungen können nicht entfernt werden';

export interface PermissionsData {
  guildId: string;
  entries: PermissionEntry[];
  roles: { id: string; name: string }[];
  step: { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; entry: PermissionEntry } | { kind: 'remove'; entry: PermissionEntry };
}

const colorHex = (color: number | null) => `#${(color || 0x99aab5).toString(16).padStart(6, '0')}`;
const truncate = (id: string) => (id.length > 10 ? `${id.slice(0, 10)}…` : id);

function PermissionChecks({ selected }: { selected: string[] }) {
  return (
    <fieldset className="field">
      <legend className="field__label">Berechtigungen</legend>
      <div className="checks">
        {PERMISSION_CHOICES.map((id) => (
          <label key={id} className="choice">
            <input type="checkbox" name="permissions" value={id} defaultChecked={selected.includes(id)} />
            <span>{PERMISSION_LABELS[id]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Entry({ entry, base }: { entry: PermissionEntry; base: string }) {
  const dates = useDateFormat();
  const avatar = safeHttpUrl(entry.avatar, { allowLocal: true });
  return (
    <li className="card permission">
      <div className="permission__who">
        {/* One slot for the avatar or the role's colour, so user and role names start at the same line. */}
        <span className="permission__lead">
          {entry.type === 'user' && avatar ? <img className="avatar" src={avatar} alt="" width={40} height={40} loading="lazy" /> : null}
          {entry.type === 'role' ? (
            <>
              <ColorDot color={colorHex(entry.color)} size={16} />
              <code>{colorHex(entry.color).slice(1)}</code>
            </>
          ) : null}
        </span>
        <div className="permission__names">
          <span className="permission__name">
            {entry.isOwner ? (
              <span className="badge badge--owner" title="Serverbesitzer">
                👑 Serverbesitzer
              </span>
            ) : null}{' '}
            {entry.targetName}
            {entry.discriminator && entry.discriminator !== '0' ? <span className="user-card__discriminator">#{entry.discriminator}</span> : null}
          </span>
          <span className="permission__meta">
            {entry.type === 'user' ? 'Benutzer' : 'Rolle'} · ID {truncate(entry.targetId)}
            {entry.position !== null ? ` · Pos. ${entry.position}` : ''}
          </span>
          <span className="permission__meta">{entry.isOwner ? `Auto-Berechtigung · Server erstellt: ${dates.longDate(entry.createdAt)}` : `Hinzugefügt: ${dates.longDate(entry.createdAt)}`}</span>
        </div>
      </div>
      <ul className="chips" aria-label="Berechtigungen">
        {entry.permissions.map((id) => (
          <li key={id} className="chip">
            {PERMISSION_LABELS[id]}
          </li>
        ))}
      </ul>
      <div className="row-actions">
        {entry.isOwner ? (
          <button className="button button--small" type="button" disabled title={OWNER_LOCK_TITLE} aria-label={OWNER_LOCK_TITLE}>
            🔒
          </button>
        ) : (
          <>
            <a className="button button--small" href={`${base}?edit=${entry.id}`}>
              Bearbeiten
            </a>
            <a className="button button--small button--quiet-danger" href={`${base}?remove=${entry.id}`}>
              Entfernen
            </a>
          </>
        )}
      </div>
    </li>
  );
}

export function PermissionsPage({ data, shell, form }: ViewProps<PermissionsData>) {
  const base = `/dashboard/${data.guildId}/permissions`;
  const errors = form ? [...form.errors.form, ...Object.values(form.errors.fields).flat()] : [];
  const values = form?.values;
  const chosen = values?.permissions;
  return (
    <>
      <header className="page-header">
        <h1>Berechtigungen</h1>
        {data.step.kind === 'add' ? null : (
          <a className="button button--primary" href={`${base}?form=add`}>
            Berechtigung hinzufügen
          </a>
        )}
      </header>
      {data.step.kind === 'add' ? (
        <form className="card form" method="post" action={base}>
          <h2>Berechtigung hinzufügen</h2>
          <CsrfField token={shell.csrfToken} />
          <input type="hidden" name="intent" value="add" />
          {errors.length ? (
            <p className="alert alert--error" role="alert">
              {errors.join(' ')}
            </p>
          ) : null}
          <EntityPickerIsland
            guildId={data.guildId}
            roles={data.roles}
            initialMode={fieldValue(values, 'type') === 'role' ? 'role' : 'user'}
            targetId={fieldValue(values, 'targetId') ?? ''}
            targetName={fieldValue(values, 'targetName') ?? ''}
          />
          <PermissionChecks selected={chosen === undefined ? ['dashboard.view'] : Array.isArray(chosen) ? chosen : [chosen]} />
          <FormActions submitLabel="Hinzufügen" cancelHref={base} busyLabel="Wird hinzugefügt..." />
        </form>
      ) : null}
      {data.step.kind === 'edit' ? (
        <form className="card form" method="post" action={base}>
          <h2>Berechtigung bearbeiten</h2>
          <CsrfField token={shell.csrfToken} />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={data.step.entry.id} />
          {errors.length ? (
            <p className="alert alert--error" role="alert">
              {errors.join(' ')}
            </p>
          ) : null}
          <p>
            {data.step.entry.type === 'user' ? 'Benutzer' : 'Rolle'}: <strong>{data.step.entry.targetName}</strong> ({data.step.entry.targetId})
          </p>
          <PermissionChecks selected={data.step.entry.permissions} />
          <FormActions submitLabel="Aktualisieren" cancelHref={base} />
        </form>
      ) : null}
      {data.step.kind === 'remove' ? (
        <ConfirmStep
          subject={data.step.entry.targetName}
          question="Möchtest du diese Berechtigung wirklich entfernen?"
          csrf={shell.csrfToken}
          fields={{ intent: 'remove', id: data.step.entry.id }}
          cancelHref={base}
          action={base}
          confirmLabel="Entfernen"
        />
      ) : null}
      {data.entries.length === 0 ? (
        <div className="card state">
          <h2 className="state__title">Keine Berechtigungen konfiguriert</h2>
          <p>Füge Benutzer oder Rollen hinzu, die das Dashboard nutzen dürfen.</p>
        </div>
      ) : (
        <>
          <p className="permissions__count">{data.entries.length} Berechtigung(en) konfiguriert</p>
          <ul className="permissions">
            {data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} base={base} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
