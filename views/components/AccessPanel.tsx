// "Meine Berechtigungen": why the user has the access they have on this guild, each source on its line
// (owner, Discord permissions, an admin session, their own entry, each role's entry). In the sidebar on
// every guild page, and on a refusal beside what is missing and who can grant it.
import type { AccessGrant, PermissionId } from '../../server/contract/index.js';
import { fillIn } from '../i18n/fill-in.js';
import type { Texts } from '../i18n/texts.js';
import { useTexts } from '../i18n/texts-context.js';
import type { DateFormat } from '../lib/date-format.js';
import { useDateFormat } from '../lib/date-format-context.js';
import type { ShellAccess } from '../shell.js';

/** Permissions in words ('Tickets verwalten'), as the Berechtigungen screen names them. */
function inWords(permissions: readonly PermissionId[], labels: Texts['permissions']['labels']): string {
  return permissions.map((id) => labels[id]).join(', ');
}

function grantText(grant: AccessGrant, dates: DateFormat, all: Texts): string {
  const texts = all.access;
  switch (grant.kind) {
    case 'owner':
      return texts.owner;
    case 'administrator':
      return texts.administrator;
    case 'manage_guild':
      return texts.manageGuild;
    case 'admin_session':
      return texts.adminSession(grant.level, dates.dateTime(grant.expiresAt));
    case 'user_entry':
      return texts.ownEntry(inWords(grant.permissions, all.permissions.labels));
    case 'role_entry':
      return texts.roleEntry(grant.roleName, inWords(grant.permissions, all.permissions.labels));
  }
}

function GrantList({ access }: { access: ShellAccess }) {
  const dates = useDateFormat();
  const all = useTexts();
  return access.grants.length ? (
    <ul className="access-panel__grants">
      {access.grants.map((grant) => (
        <li key={grant.kind === 'role_entry' ? `role-${grant.roleId}` : grant.kind}>{grantText(grant, dates, all)}</li>
      ))}
    </ul>
  ) : (
    <p>{all.access.none}</p>
  );
}

export function AccessPanel({ access }: { access: ShellAccess }) {
  return (
    <details className="access-panel">
      <summary>{useTexts().access.title}</summary>
      <GrantList access={access} />
    </details>
  );
}

/** On a refusal: what this screen needs, who can grant it, and what the user has. */
export function MissingAccess({ needs, access }: { needs: PermissionId; access: ShellAccess | null }) {
  const { access: texts, permissions } = useTexts();
  return (
    <div className="access-panel access-panel--open">
      <p>
        {fillIn(texts.missing, {
          needs: permissions.labels[needs],
          admin: permissions.labels['dashboard.admin'],
        })}
      </p>
      {access ? (
        <>
          <h2 className="access-panel__title">{texts.title}</h2>
          <GrantList access={access} />
        </>
      ) : null}
    </div>
  );
}
