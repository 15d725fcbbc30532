// The command permission matrix: roles as rows, commands as columns, each cell allowed, denied or
// default (symbol plus text for assistive tech). Without JavaScript each row links to its edit page;
// with it, a row is edited in place and saved or deleted through /api.
import { useState, type MouseEvent } from 'react';
import { choose, STATE_SYMBOL, stateOf, type CommandLists } from './_shared/command-rules.js';
import type { Texts } from '../views/i18n/texts.js';
import type { CommandPermissionInput, ErrorBody } from '../server/contract/index.js';
import { sessionEnded } from './_shared/session-ended.js';

export type CommandMatrixProps = {
  guildId: string;
  csrfToken: string;
  commands: string[];
  rows: { roleId: string; roleName: string; allowed: string[]; denied: string[]; saved: boolean }[];
  texts: Texts['commandPermissions']['matrix'];
};

type Row = CommandMatrixProps['rows'][number];

/** Saves (PUT with the body) or deletes a row through /api; null when it worked, else the bot API's refusal text ('' for none). */
async function send(method: 'PUT' | 'DELETE', url: string, csrfToken: string, body?: CommandPermissionInput): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method,
      headers: { 'x-csrf-token': csrfToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (response.ok || sessionEnded(response)) return null;
    const data = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    return typeof data?.error === 'string' && response.status < 500 ? data.error : '';
  } catch {
    return '';
  }
}

export default function CommandMatrix({ guildId, csrfToken, commands, rows: initial, texts }: CommandMatrixProps) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<{ roleId: string; lists: CommandLists } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/dashboard/${guildId}/command-permissions`;

  function edit(event: MouseEvent, row: Row) {
    event.preventDefault();
    setError(null);
    setEditing({ roleId: row.roleId, lists: { allowed: row.allowed, denied: row.denied } });
  }

  async function save(row: Row) {
    if (!editing) return;
    const failure = await send('PUT', `/api/command-permissions/${guildId}/${row.roleId}`, csrfToken, {
      roleName: row.roleName,
      allowedCommands: editing.lists.allowed,
      deniedCommands: editing.lists.denied,
    });
    if (failure !== null) return setError(failure || texts.saveFailed);
    setRows(rows.map((entry) => (entry.roleId === row.roleId ? { ...entry, ...editing.lists, saved: true } : entry)));
    setEditing(null);
  }

  async function remove(event: MouseEvent, row: Row) {
    event.preventDefault();
    if (!window.confirm(texts.confirmDelete.replace('{role}', row.roleName))) return;
    const failure = await send('DELETE', `/api/command-permissions/${guildId}/${row.roleId}`, csrfToken);
    if (failure !== null) return setError(failure || texts.deleteFailed);
    setRows(rows.map((entry) => (entry.roleId === row.roleId ? { ...entry, allowed: [], denied: [], saved: false } : entry)));
  }

  return (
    <>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="matrix-scroll">
        <table className="matrix">
          <thead>
            <tr>
              <th scope="col" className="matrix__role">
                {texts.role}
              </th>
              {commands.map((command) => (
                <th key={command} scope="col">
                  {`/${command}`}
                </th>
              ))}
              <th scope="col">{texts.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const active = editing?.roleId === row.roleId ? editing : null;
              const lists = active ? active.lists : { allowed: row.allowed, denied: row.denied };
              return (
                <tr key={row.roleId} className={active ? 'matrix__row--editing' : undefined}>
                  <th scope="row" className="matrix__role">
                    {row.roleName}
                  </th>
                  {commands.map((command) => {
                    const state = stateOf(lists, command);
                    if (!active) {
                      return (
                        <td key={command} className={`cell cell--${state}`} title={`/${command}: ${texts.states[state]}`}>
                          <span aria-hidden="true">{STATE_SYMBOL[state]}</span>
                          <span className="visually-hidden">{texts.states[state]}</span>
                        </td>
                      );
                    }
                    return (
                      <td key={command} className="cell cell--edit">
                        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay out inside a table cell like this row of buttons; role=group gives the same name */}
                        <div className="cell__choices" role="group" aria-label={`/${command}`}>
                          {(['allowed', 'denied'] as const).map((choice) => (
                            <button
                              key={choice}
                              type="button"
                              className={`choice-button choice-button--${choice}`}
                              aria-pressed={state === choice}
                              onClick={() => setEditing({ roleId: row.roleId, lists: choose(lists, command, choice) })}
                            >
                              {texts[choice]}
                            </button>
                          ))}
                        </div>
                      </td>
                    );
                  })}
                  <td>
                    <div className="row-actions">
                      {active ? (
                        <>
                          <button className="button button--small button--primary" type="button" onClick={() => save(row)}>
                            {texts.save}
                          </button>
                          <button className="button button--small" type="button" onClick={() => setEditing(null)}>
                            {texts.cancel}
                          </button>
                        </>
                      ) : (
                        <>
                          <a className="button button--small" href={`${base}/${row.roleId}`} onClick={(event) => edit(event, row)}>
                            {texts.edit}
                          </a>
                          {row.saved ? (
                            <a className="button button--small button--quiet-danger" href={`${base}?delete=${row.roleId}`} onClick={(event) => remove(event, row)}>
                              {texts.delete}
                            </a>
                          ) : null}
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
