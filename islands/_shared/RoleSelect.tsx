// The picker without JavaScript: a plain select of the guild's roles (users are entered by ID and name).
// A role with an entry already is there, marked and not to be chosen: it is edited in its entry.
import { listedEntry, type ListedEntry, type PickerTexts } from './picker-rules.js';

export function RoleSelect({
  roles,
  picked,
  listed,
  texts,
}: {
  roles: { id: string; name: string }[];
  picked: string;
  listed: readonly ListedEntry[];
  texts: PickerTexts;
}) {
  return (
    <label className="field">
      <span className="field__label">{texts.roleSelect}</span>
      <select name="pickRole" defaultValue={picked}>
        <option value="">–</option>
        {roles.map((role) =>
          listedEntry(listed, 'role', role.id) ? (
            <option key={role.id} value={role.id} disabled>
              {texts.listedOption.replace('{name}', role.name)}
            </option>
          ) : (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ),
        )}
      </select>
    </label>
  );
}
