// The settings tab: the global settings, and a form to add one from level 2.
import { LIMITS } from '../../../server/contract/facts.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import { AddForm } from './AddForm.js';
import type { TabProps } from './admin-data.js';
import { TableScroll } from '../../components/TableScroll.js';
import { useTexts } from '../../i18n/texts-context.js';

export function SettingsTab({ data, csrf, form }: TabProps) {
  const dates = useDateFormat();
  const texts = useTexts().admin;
  return (
    <>
      <TableScroll label={texts.settings} card cards>
        <table>
          <thead>
            <tr>
              <th scope="col">{texts.key}</th>
              <th scope="col">{texts.value}</th>
              <th scope="col">{texts.type}</th>
              <th scope="col">{texts.description}</th>
              <th scope="col">{texts.updated}</th>
            </tr>
          </thead>
          <tbody>
            {data.settings.map((setting) => (
              <tr key={setting.id}>
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
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data.level >= 2 ? (
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
          <label className="field">
            <span className="field__label">{texts.value}</span>
            <input name="value" maxLength={LIMITS.setting.value} defaultValue={form.value('value')} />
          </label>
          <label className="field field--narrow">
            <span className="field__label">{texts.type}</span>
            <select name="type" defaultValue={form.value('type', 'string')}>
              {['string', 'boolean', 'number', 'json'].map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{texts.description}</span>
            <input name="description" maxLength={LIMITS.setting.description} defaultValue={form.value('description')} />
          </label>
        </AddForm>
      ) : null}
    </>
  );
}
