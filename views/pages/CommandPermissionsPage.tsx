// /dashboard/{guildId}/command-permissions: the matrix (an island), its legend, the delete confirmation,
// and the per-role edit page used without JavaScript.
import type { ViewProps } from '../view-props.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { CommandMatrixIsland } from '../islands.js';
import { STATE_LABEL, stateOf } from '../../islands/_shared/command-rules.js';
import { FormActions } from '../components/FormActions.js';

export const DELETE_COMMAND_PERMISSION_QUESTION = 'Möchtest du die Command-Berechtigungen dieser Rolle wirklich löschen?';

export interface MatrixRow {
  roleId: string;
  roleName: string;
  allowed: string[];
  denied: string[];
  saved: boolean;
}

export interface CommandPermissionsData {
  guildId: string;
  commands: string[];
  rows: MatrixRow[];
  deleting: MatrixRow | null;
}

function Legend() {
  return (
    <ul className="legend" aria-label="Legende">
      {(['allowed', 'denied', 'default'] as const).map((state) => (
        <li key={state}>
          <span className={`cell cell--${state}`} aria-hidden="true">
            {STATE_LABEL[state].symbol}
          </span>{' '}
          {state === 'default' ? 'Standard (Discord-Berechtigungen)' : STATE_LABEL[state].text}
        </li>
      ))}
    </ul>
  );
}

export function CommandPermissionsPage({ data, shell }: ViewProps<CommandPermissionsData>) {
  const base = `/dashboard/${data.guildId}/command-permissions`;
  return (
    <>
      <h1>Command Permissions</h1>
      <p>Verbotene Befehle haben Vorrang vor erlaubten, erlaubte vor den Standard-Berechtigungen von Discord. Serverbesitzer und globale Admins dürfen immer alles.</p>
      <Legend />
      {data.deleting ? (
        <ConfirmStep
          subject={data.deleting.roleName}
          question={DELETE_COMMAND_PERMISSION_QUESTION}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', roleId: data.deleting.roleId }}
          cancelHref={base}
        />
      ) : null}
      {data.rows.length === 0 ? (
        <p className="card state">Keine Rollen verfügbar</p>
      ) : (
        <section className="card">
          <CommandMatrixIsland guildId={data.guildId} csrfToken={shell.csrfToken ?? ''} commands={data.commands} rows={data.rows} />
        </section>
      )}
    </>
  );
}

export interface CommandPermissionEditData {
  guildId: string;
  commands: string[];
  row: MatrixRow;
}

export function CommandPermissionEditPage({ data, shell, form }: ViewProps<CommandPermissionEditData>) {
  const base = `/dashboard/${data.guildId}/command-permissions`;
  return (
    <form className="card form" method="post">
      <h1>Command Permissions: {data.row.roleName}</h1>
      <CsrfField token={shell.csrfToken} />
      {form ? (
        <p className="alert alert--error" role="alert">
          {[...form.errors.form, ...Object.values(form.errors.fields).flat()].join(' ')}
        </p>
      ) : null}
      <div className="command-edit">
        {data.commands.map((command) => {
          const current = stateOf(data.row, command);
          return (
            <fieldset key={command} className="field command-edit__row">
              <legend className="field__label">{`/${command}`}</legend>
              {(['default', 'allowed', 'denied'] as const).map((choice) => (
                <label key={choice} className="choice">
                  <input type="radio" name={`c_${command}`} value={choice} defaultChecked={current === choice} />
                  <span>{choice === 'default' ? 'Standard' : choice === 'allowed' ? 'Erlaubt' : 'Verboten'}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <FormActions submitLabel="Speichern" cancelHref={base} />
    </form>
  );
}
