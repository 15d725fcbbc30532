// The admins tab: the global admins, removal from level 3 (never oneself), and a form to add one.
import { LIMITS } from '../../../server/contract/facts.js';
import { ConfirmStep } from '../../components/ConfirmStep.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import { AddForm } from './AddForm.js';
import { levelName, type TabProps } from './admin-data.js';
import { TableScroll } from '../../components/TableScroll.js';
import { useTexts } from '../../i18n/texts-context.js';

export function AdminsTab({ data, csrf, form, userId }: TabProps & { userId: string | null }) {
  const dates = useDateFormat();
  const { admin: texts, common } = useTexts();
  return (
    <>
      {data.removing ? (
        <ConfirmStep
          subject={data.removing.username}
          question={texts.removeQuestion}
          csrf={csrf}
          fields={{ intent: 'removeAdmin', userId: data.removing.user_id }}
          cancelHref="/admin?tab=admins"
          action="/admin?tab=admins"
          confirmLabel={texts.remove}
        />
      ) : null}
      <TableScroll label={texts.admins} card cards>
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.user}</th>
              <th scope="col">{texts.levelLabel}</th>
              <th scope="col">{texts.grantedBy}</th>
              <th scope="col">{texts.grantedAt}</th>
              <th scope="col">{common.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.admins.map((admin) => (
              <tr key={admin.user_id}>
                <td className="cell-title">
                  {admin.username}
                  <br />
                  <code>{admin.user_id}</code>
                </td>
                <td className="cell-meta">
                  <span className="badge badge--version level">
                    {texts.level(admin.level, levelName(admin.level, texts))}
                  </span>
                </td>
                <td className="cell-meta" data-label={texts.grantedBy}>
                  {admin.granted_by ?? texts.system}
                </td>
                <td className="cell-meta">{dates.longDate(admin.granted_at)}</td>
                <td className="cell-action">
                  {data.level >= 3 && admin.user_id !== userId ? (
                    <a
                      className="button button--small button--quiet-danger"
                      href={`/admin?tab=admins&remove=${admin.user_id}`}
                    >
                      {texts.remove}
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data.level >= 3 ? (
        <AddForm title={texts.addAdmin} tab="admins" intent="addAdmin" csrf={csrf} errors={form.errorsOf('addAdmin')}>
          <label className="field">
            <span className="field__label">{texts.userId}</span>
            <input
              name="userId"
              inputMode="numeric"
              maxLength={LIMITS.discordId.max}
              defaultValue={form.value('userId')}
            />
          </label>
          <label className="field">
            <span className="field__label">{texts.username}</span>
            <input name="username" maxLength={LIMITS.name} defaultValue={form.value('username')} />
          </label>
          <label className="field field--narrow">
            <span className="field__label">{texts.levelLabel}</span>
            <select name="level" defaultValue={form.value('level', '1')}>
              {[1, 2, 3].map((level) => (
                <option key={level} value={level}>
                  {texts.levelOption(level, levelName(level, texts))}
                </option>
              ))}
            </select>
          </label>
        </AddForm>
      ) : null}
    </>
  );
}
