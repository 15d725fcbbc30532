// Choosing a role to add as an auto-role. Unassignable roles are listed but disabled. Without
// JavaScript the select is required (and the server refuses an empty choice); AutoRoleAdd.client.ts
// keeps 'Hinzufügen' disabled until a role is chosen.
import { CsrfField } from '../views/components/CsrfField.js';
import type { Texts } from '../views/i18n/texts.js';

type AutoRoleAddProps = {
  csrfToken: string;
  roles: { id: string; name: string; assignable: boolean }[];
  texts: Texts['autoRoles']['picker'];
};

export default function AutoRoleAdd({ csrfToken, roles, texts }: AutoRoleAddProps) {
  return (
    <form className="role-add" method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="add" />
      <label className="visually-hidden" htmlFor="autorole-select">
        {texts.label}
      </label>
      <select id="autorole-select" name="roleId" required defaultValue="">
        <option value="" disabled>
          {texts.placeholder}
        </option>
        {roles.map((role) => (
          <option key={role.id} value={role.id} disabled={!role.assignable}>
            {role.assignable ? role.name : texts.notAssignable.replace('{role}', role.name)}
          </option>
        ))}
      </select>
      <button className="button button--primary" type="submit">
        {texts.add}
      </button>
    </form>
  );
}
