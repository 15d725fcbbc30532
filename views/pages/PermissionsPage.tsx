// /dashboard/{guildId}/permissions ('Berechtigungen'): who may use the dashboard, with add, edit and remove.
import type { PermissionEntry, PermissionId } from '../../server/contract/index.js';
import { fieldValue } from '../lib/form-state.js';
import type { ViewProps } from '../view-props.js';
import { ColorDot } from '../components/ColorDot.js';
import { roleColor } from '../lib/colors.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { EntityPickerIsland } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { safeHttpUrl } from '../../server/contract/safe-url.js';
import { FormActions } from '../components/FormActions.js';
import { useTexts } from '../i18n/texts-context.js';
import { SPEC_TEXTS } from '../i18n/texts.js';

/** Every permission id in the catalogue's order (its labels are typed over the contract's ids, so the list is complete). */
const PERMISSION_CHOICES = Object.keys(SPEC_TEXTS.permissions.labels) as PermissionId[];

export interface PermissionsData {
  guildId: string;
  entries: PermissionEntry[];
  roles: { id: string; name: string }[];
  step:
    | { kind: 'list' }
    | { kind: 'add' }
    | { kind: 'edit'; entry: PermissionEntry }
    | { kind: 'remove'; entry: PermissionEntry };
}

const truncate = (id: string) => (id.length > 10 ? `${id.slice(0, 10)}…` : id);

function PermissionChecks({ selected }: { selected: string[] }) {
  const texts = useTexts().permissions;
  return (
    <fieldset className="field">
      <legend className="field__label">{texts.permissions}</legend>
      <div className="checks">
        {PERMISSION_CHOICES.map((id) => (
          <label key={id} className="choice">
            <input type="checkbox" name="permissions" value={id} defaultChecked={selected.includes(id)} />
            <span>
              {texts.labels[id]}
              {id === 'dashboard.admin' ? ` ${texts.adminIncludes}` : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Entry({ entry, base }: { entry: PermissionEntry; base: string }) {
  const dates = useDateFormat();
  const avatar = safeHttpUrl(entry.avatar, { allowLocal: true });
  const { permissions: texts, common } = useTexts();
  return (
    <li className="card permission">
      <div className="permission__who">
        {/* One slot for the avatar or the role's colour, so user and role names start at the same line. */}
        <span className="permission__lead">
          {entry.type === 'user' && avatar ? (
            <img className="avatar" src={avatar} alt="" width={40} height={40} loading="lazy" />
          ) : null}
          {entry.type === 'role' ? (
            <>
              <ColorDot color={roleColor(entry.color)} size={16} />
              <code>{roleColor(entry.color).slice(1)}</code>
            </>
          ) : null}
        </span>
        <div className="permission__names">
          <span className="permission__name">
            {entry.isOwner ? (
              <span className="badge badge--owner" title={texts.owner}>
                {texts.ownerBadge}
              </span>
            ) : null}{' '}
            {entry.targetName}
            {entry.discriminator && entry.discriminator !== '0' ? (
              <span className="user-card__discriminator">#{entry.discriminator}</span>
            ) : null}
          </span>
          <span className="permission__meta">
            {entry.type === 'user' ? texts.user : texts.role} · {texts.id(truncate(entry.targetId))}
            {entry.position !== null ? ` · ${texts.position(entry.position)}` : ''}
          </span>
          <span className="permission__meta">
            {entry.isOwner
              ? texts.ownerMeta(dates.longDate(entry.createdAt))
              : texts.added(dates.longDate(entry.createdAt))}
          </span>
        </div>
      </div>
      <ul className="chips" aria-label={texts.permissions}>
        {entry.permissions.map((id) => (
          <li key={id} className="chip">
            {texts.labels[id]}
          </li>
        ))}
      </ul>
      <div className="row-actions">
        {entry.isOwner ? (
          <button
            className="button button--small"
            type="button"
            disabled
            title={texts.ownerLock}
            aria-label={texts.ownerLock}
          >
            🔒
          </button>
        ) : (
          <>
            <a className="button button--small" href={`${base}?edit=${entry.id}`}>
              {common.edit}
            </a>
            <a className="button button--small button--quiet-danger" href={`${base}?remove=${entry.id}`}>
              {texts.remove}
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
  const { permissions: texts, entityPicker, common } = useTexts();
  return (
    <>
      <header className="page-header">
        <h1>{texts.title}</h1>
        {data.step.kind === 'add' ? null : (
          <a className="button button--primary" href={`${base}?form=add`}>
            {texts.add}
          </a>
        )}
      </header>
      {data.step.kind === 'add' ? (
        <form className="card form" method="post" action={base}>
          <h2>{texts.add}</h2>
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
            pickedRole={fieldValue(values, 'pickRole') ?? ''}
            listed={data.entries.map((entry) => ({
              type: entry.type,
              id: entry.targetId,
              editHref: entry.isOwner ? null : `${base}?edit=${entry.id}`,
            }))}
            texts={entityPicker}
          />
          <PermissionChecks
            selected={chosen === undefined ? ['dashboard.view'] : Array.isArray(chosen) ? chosen : [chosen]}
          />
          <FormActions submitLabel={common.add} cancelHref={base} busyLabel={texts.adding} />
        </form>
      ) : null}
      {data.step.kind === 'edit' ? (
        <form className="card form" method="post" action={base}>
          <h2>{texts.editTitle}</h2>
          <CsrfField token={shell.csrfToken} />
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={data.step.entry.id} />
          {errors.length ? (
            <p className="alert alert--error" role="alert">
              {errors.join(' ')}
            </p>
          ) : null}
          <p>
            {data.step.entry.type === 'user' ? texts.user : texts.role}: <strong>{data.step.entry.targetName}</strong> (
            {data.step.entry.targetId})
          </p>
          <PermissionChecks selected={data.step.entry.permissions} />
          <FormActions submitLabel={texts.update} cancelHref={base} />
        </form>
      ) : null}
      {data.step.kind === 'remove' ? (
        <ConfirmStep
          subject={data.step.entry.targetName}
          question={texts.removeQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'remove', id: data.step.entry.id }}
          cancelHref={base}
          action={base}
          confirmLabel={texts.remove}
        />
      ) : null}
      {data.entries.length === 0 ? (
        <div className="card state">
          <h2 className="state__title">{texts.emptyTitle}</h2>
          <p>{texts.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className="permissions__count">{texts.count(data.entries.length)}</p>
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
