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

function grantText(grant: AccessGrant, dates: DateFormat, texts: Texts['access']): string {
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
      return texts.ownEntry(grant.permissions.join(', '));
    case 'role_entry':
      return texts.roleEntry(grant.roleName, grant.permissions.join(', '));
  }
}

function GrantList({ access }: { access: ShellAccess }) {
  const dates = useDateFormat();
  const texts = useTexts().access;
  return access.grants.length ? (
    <ul className="access-panel__grants">
      {access.grants.map((grant) => (
        <li key={grant.kind === 'role_entry' ? `role-${grant.roleId}` : grant.kind}>
          {grantText(grant, dates, texts)}
        </li>
      ))}
    </ul>
  ) : (
    <p>{texts.none}</p>
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
  const texts = useTexts().access;
  return (
    <div className="access-panel access-panel--open">
      <p>{fillIn(texts.missing, { needs: <code>{needs}</code>, admin: <code>dashboard.admin</code> })}</p>
      {access ? (
        <>
          <h2 className="access-panel__title">{texts.title}</h2>
          <GrantList access={access} />
        </>
      ) : null}
    </div>
  );
}
