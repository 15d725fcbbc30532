// The admins tab: the global admins, removal from level 3 (never oneself), and a form to add one.
import { ConfirmStep } from '../../components/ConfirmStep.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import { AddForm } from './AddForm.js';
import { LEVEL_NAMES, type TabProps } from './admin-data.js';
import { TableScroll } from '../../components/TableScroll.js';

export function AdminsTab({ data, csrf, form, userId }: TabProps & { userId: string | null }) {
  const dates = useDateFormat();
  return (
    <>
      {data.removing ? (
        <ConfirmStep
          subject={data.removing.username}
          question="Admin wirklich entfernen?"
          csrf={csrf}
          fields={{ intent: 'removeAdmin', userId: data.removing.user_id }}
          cancelHref="/admin?tab=admins"
          action="/admin?tab=admins"
          confirmLabel="Entfernen"
        />
      ) : null}
      <TableScroll label="Administratoren" card>
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
                <td>{dates.longDate(admin.granted_at)}</td>
                <td>
                  {data.level >= 3 && admin.user_id !== userId ? (
                    <a className="button button--small button--quiet-danger" href={`/admin?tab=admins&remove=${admin.user_id}`}>
                      Entfernen
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data.level >= 3 ? (
        <AddForm title="Admin hinzufügen" tab="admins" intent="addAdmin" csrf={csrf} errors={form.errorsOf('addAdmin')}>
          <label className="field">
            <span className="field__label">Benutzer-ID</span>
            <input name="userId" inputMode="numeric" maxLength={20} defaultValue={form.value('userId')} />
          </label>
          <label className="field">
            <span className="field__label">Username</span>
            <input name="username" maxLength={100} defaultValue={form.value('username')} />
          </label>
          <label className="field field--narrow">
            <span className="field__label">Level</span>
            <select name="level" defaultValue={form.value('level', '1')}>
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
  );
}
