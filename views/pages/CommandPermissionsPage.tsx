// /dashboard/{guildId}/command-permissions: the matrix (an island), its legend, the delete confirmation,
// and the per-role edit page used without JavaScript.
import { COMMAND_FIELD_PREFIX } from '../../server/contract/facts.js';
import { HTML_LANG } from '../../server/contract/languages.js';
import type { ViewProps } from '../view-props.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { CommandMatrixIsland } from '../islands.js';
import { STATE_SYMBOL, stateOf, type MatrixRow } from '../../islands/_shared/command-rules.js';
import { useTexts } from '../i18n/texts-context.js';
import { FormActions } from '../components/FormActions.js';
import { mayUndoHere } from '../lib/undo.js';

export interface CommandPermissionsData {
  guildId: string;
  commands: string[];
  rows: MatrixRow[];
  deleting: MatrixRow | null;
}

function Legend() {
  const texts = useTexts().commandPermissions;
  return (
    <ul className="legend" aria-label={texts.legend}>
      {(['allowed', 'denied', 'default'] as const).map((state) => (
        <li key={state}>
          <span className={`cell cell--${state}`} aria-hidden="true">
            {STATE_SYMBOL[state]}
          </span>{' '}
          {state === 'default' ? texts.defaultLegend : texts.matrix.states[state]}
        </li>
      ))}
    </ul>
  );
}

export function CommandPermissionsPage({ data, shell }: ViewProps<CommandPermissionsData>) {
  const base = `/dashboard/${data.guildId}/command-permissions`;
  const allTexts = useTexts();
  const texts = allTexts.commandPermissions;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Legend />
      {data.deleting ? (
        <ConfirmStep
          subject={data.deleting.roleName}
          question={texts.deleteQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', roleId: data.deleting.roleId }}
          cancelHref={base}
        />
      ) : null}
      {data.rows.length === 0 ? (
        <p className="card state">{texts.noRoles}</p>
      ) : (
        <section className="card">
          <CommandMatrixIsland
            guildId={data.guildId}
            csrfToken={shell.csrfToken ?? ''}
            commands={data.commands}
            rows={data.rows}
            texts={texts.matrix}
            undoLabel={mayUndoHere(shell) ? allTexts.undo.offer : null}
          />
        </section>
      )}
    </>
  );
}

export interface CommandPermissionEditData {
  guildId: string;
  /** The bot's commands with their descriptions, in the languages Discord shows them in. */
  commands: { name: string; description: { de: string; en: string } }[];
  row: MatrixRow;
}

export function CommandPermissionEditPage({ data, shell, form }: ViewProps<CommandPermissionEditData>) {
  const base = `/dashboard/${data.guildId}/command-permissions`;
  const { commandPermissions: texts, common } = useTexts();
  return (
    <form className="card form" method="post">
      <h1>{texts.editTitle(data.row.roleName)}</h1>
      <CsrfField token={shell.csrfToken} />
      {form ? (
        <p className="alert alert--error" role="alert">
          {[...form.errors.form, ...Object.values(form.errors.fields).flat()].join(' ')}
        </p>
      ) : null}
      <div className="command-edit">
        {data.commands.map(({ name: command, description }) => {
          const current = stateOf(data.row, command);
          return (
            <fieldset key={command} className="field command-edit__row">
              <legend className="field__label">{`/${command}`}</legend>
              {/* As Discord lists a command: its name, and what it does in the member's language. */}
              <p className="field__hint">{description[HTML_LANG[shell.language]]}</p>
              {(['default', 'allowed', 'denied'] as const).map((choice) => (
                <label key={choice} className="choice">
                  <input
                    type="radio"
                    name={`${COMMAND_FIELD_PREFIX}${command}`}
                    value={choice}
                    defaultChecked={current === choice}
                  />
                  <span>{texts.choices[choice]}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <FormActions submitLabel={common.save} cancelHref={base} />
    </form>
  );
}
