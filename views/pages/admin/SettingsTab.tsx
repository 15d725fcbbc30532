// The settings tab: the global settings, and a form to add one from level 2.
import { useDateFormat } from '../../lib/date-format-context.js';
import { AddForm } from './AddForm.js';
import type { TabProps } from './admin-data.js';
import { TableScroll } from '../../components/TableScroll.js';

export function SettingsTab({ data, csrf, form }: TabProps) {
  const dates = useDateFormat();
  return (
    <>
      <TableScroll label="Einstellungen" card>
        <table>
          <thead>
            <tr>
              <th scope="col">Schlüssel</th>
              <th scope="col">Wert</th>
              <th scope="col">Typ</th>
              <th scope="col">Beschreibung</th>
              <th scope="col">Aktualisiert</th>
            </tr>
          </thead>
          <tbody>
            {data.settings.map((setting) => (
              <tr key={setting.id}>
                <td>
                  <code>{setting.setting_key}</code>
                </td>
                <td>
                  <code>{setting.setting_value}</code>
                </td>
                <td>{setting.setting_type}</td>
                <td>{setting.description ?? '–'}</td>
                <td>{dates.longDate(setting.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data.level >= 2 ? (
        <AddForm title="Einstellung hinzufügen" tab="einstellungen" intent="setting" csrf={csrf} errors={form.errorsOf('setting')}>
          <label className="field">
            <span className="field__label">Schlüssel</span>
            <input name="key" maxLength={64} defaultValue={form.value('key')} />
          </label>
          <label className="field">
            <span className="field__label">Wert</span>
            <input name="value" maxLength={10000} defaultValue={form.value('value')} />
          </label>
          <label className="field field--narrow">
            <span className="field__label">Typ</span>
            <select name="type" defaultValue={form.value('type', 'string')}>
              {['string', 'boolean', 'number', 'json'].map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Beschreibung</span>
            <input name="description" maxLength={500} defaultValue={form.value('description')} />
          </label>
        </AddForm>
      ) : null}
    </>
  );
}
