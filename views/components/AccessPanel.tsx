// "Meine Berechtigungen": why the user has the access they have on this guild, each source on its line
// (owner, Discord permissions, an admin session, their own entry, each role's entry). In the sidebar on
// every guild page, and on a refusal beside what is missing and who can grant it.
import type { AccessGrant, PermissionId } from '../../server/contract/index.js';
import type { DateFormat } from '../lib/date-format.js';
import { useDateFormat } from '../lib/date-format-context.js';
import type { ShellAccess } from '../shell.js';

export function grantText(grant: AccessGrant, dates: DateFormat): string {
  switch (grant.kind) {
    case 'owner':
      return 'Serverbesitzer';
    case 'administrator':
      return 'Discord-Berechtigung Administrator';
    case 'manage_guild':
      return 'Discord-Berechtigung Server verwalten';
    case 'admin_session':
      return `Admin-Session Level ${grant.level} bis ${dates.dateTime(grant.expiresAt)}`;
    case 'user_entry':
      return `Eigener Eintrag: ${grant.permissions.join(', ')}`;
    case 'role_entry':
      return `Rolle ${grant.roleName}: ${grant.permissions.join(', ')}`;
  }
}

function GrantList({ access }: { access: ShellAccess }) {
  const dates = useDateFormat();
  return access.grants.length ? (
    <ul className="access-panel__grants">
      {access.grants.map((grant) => (
        <li key={grant.kind === 'role_entry' ? `role-${grant.roleId}` : grant.kind}>{grantText(grant, dates)}</li>
      ))}
    </ul>
  ) : (
    <p>Keine Berechtigungen auf diesem Server.</p>
  );
}

export function AccessPanel({ access }: { access: ShellAccess }) {
  return (
    <details className="access-panel">
      <summary>Meine Berechtigungen</summary>
      <GrantList access={access} />
    </details>
  );
}

/** On a refusal: what this screen needs, who can grant it, and what the user has. */
export function MissingAccess({ needs, access }: { needs: PermissionId; access: ShellAccess | null }) {
  return (
    <div className="access-panel access-panel--open">
      <p>
        Dafür fehlt die Berechtigung <code>{needs}</code>. Vergeben können sie der Serverbesitzer, Mitglieder mit Administrator oder Server verwalten und Benutzer mit <code>dashboard.admin</code> –
        unter Berechtigungen.
      </p>
      {access ? (
        <>
          <h2 className="access-panel__title">Meine Berechtigungen</h2>
          <GrantList access={access} />
        </>
      ) : null}
    </div>
  );
}
