// The picker without JavaScript: a plain select of the guild's roles (users are entered by ID and name).
export function RoleSelect({ roles, label }: { roles: { id: string; name: string }[]; label: string }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select name="pickRole" defaultValue="">
        <option value="">–</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </select>
    </label>
  );
}
