// The settings tab: the global settings, and from level 2 a form to add one, each row's edit form and its
// delete step (both at the top of the tab, where a link from any row lands without JavaScript).
import type { GlobalSetting } from '../../../server/contract/index.js';
import { LIMITS } from '../../../server/contract/facts.js';
import { ConfirmStep } from '../../components/ConfirmStep.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import { AddForm } from './AddForm.js';
import type { TabForm, TabProps } from './admin-data.js';
import { TableScroll } from '../../components/TableScroll.js';
import { useTexts } from '../../i18n/texts-context.js';

const TAB = '/admin?tab=einstellungen';
const stepHref = (step: 'edit' | 'delete', key: string) => `${TAB}&${step}=${encodeURIComponent(key)}`;

/** Value, type and description, as typed after a refusal, else as the setting has them (empty to add). */
function SettingFields({ form, setting }: { form: TabForm; setting: GlobalSetting | null }) {
  const texts = useTexts().admin;
  return (
    <>
      <label className="field">
        <span className="field__label">{texts.value}</span>
        <input
          name="value"
          maxLength={LIMITS.setting.value}
          defaultValue={form.value('value', setting?.setting_value ?? '')}
        />
      </label>
      <label className="field field--narrow">
        <span className="field__label">{texts.type}</span>
        <select name="type" defaultValue={form.value('type', setting?.setting_type ?? 'string')}>
          {['string', 'boolean', 'number', 'json'].map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{texts.description}</span>
        <input
          name="description"
          maxLength={LIMITS.setting.description}
          defaultValue={form.value('description', setting?.description ?? '')}
        />
      </label>
    </>
  );
}

function SettingRow({ setting, manage }: { setting: GlobalSetting; manage: boolean }) {
  const dates = useDateFormat();
  const { admin: texts, common } = useTexts();
  return (
    <tr>
      <td className="cell-title">
        <code>{setting.setting_key}</code>
      </td>
      <td className="cell-text">
        <code>{setting.setting_value}</code>
      </td>
      <td className="cell-meta">{setting.setting_type}</td>
      <td className="cell-text">{setting.description ?? '–'}</td>
      <td className="cell-meta" data-label={texts.updated}>
        {dates.longDate(setting.updated_at)}
      </td>
      {manage ? (
        <td className="cell-action">
          <div className="row-actions">
            <a className="button button--small" href={stepHref('edit', setting.setting_key)}>
              {common.edit}
            </a>
            <a className="button button--small button--quiet-danger" href={stepHref('delete', setting.setting_key)}>
              {common.delete}
            </a>
          </div>
        </td>
      ) : null}
    </tr>
  );
}

export function SettingsTab({ data, csrf, form }: TabProps) {
  const { admin: texts, common } = useTexts();
  const manage = data.level >= 2;
  const { editing, deleting } = data;
  return (
    <>
      {deleting ? (
        <ConfirmStep
          subject={<code>{deleting.setting_key}</code>}
          question={texts.deleteSettingQuestion}
          csrf={csrf}
          fields={{ intent: 'deleteSetting', key: deleting.setting_key }}
          cancelHref={TAB}
          action={TAB}
        />
      ) : null}
      {editing ? (
        <AddForm
          title={texts.editSetting}
          tab="einstellungen"
          intent="editSetting"
          csrf={csrf}
          errors={form.errorsOf('editSetting')}
          submitLabel={common.save}
          cancelHref={TAB}
        >
          <input type="hidden" name="key" value={editing.setting_key} />
          <p>
            {texts.key}: <code>{editing.setting_key}</code>
          </p>
          <SettingFields form={form} setting={editing} />
        </AddForm>
      ) : null}
      <TableScroll label={texts.settings} card cards>
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.key}</th>
              <th scope="col">{texts.value}</th>
              <th scope="col">{texts.type}</th>
              <th scope="col">{texts.description}</th>
              <th scope="col">{texts.updated}</th>
              {manage ? <th scope="col">{common.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.settings.map((setting) => (
              <SettingRow key={setting.id} setting={setting} manage={manage} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {manage && !editing ? (
        <AddForm
          title={texts.addSetting}
          tab="einstellungen"
          intent="setting"
          csrf={csrf}
          errors={form.errorsOf('setting')}
        >
          <label className="field">
            <span className="field__label">{texts.key}</span>
            <input name="key" maxLength={LIMITS.setting.key} defaultValue={form.value('key')} />
          </label>
          <SettingFields form={form} setting={null} />
        </AddForm>
      ) : null}
    </>
  );
}
