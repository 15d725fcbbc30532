// The command matrix's state and handlers: the rows as saved, the one row being edited (its lists as
// chosen so far), the last failure's message and the last success's notice (a deletion's with the history
// entry its undo needs). Saving and deleting go through /api.
import { useState, type MouseEvent } from 'react';
import { fillPath, ISLAND_API } from '../../server/contract/facts.js';
import type { CommandPermissionInput } from '../../server/contract/index.js';
import type { Texts } from '../../views/i18n/texts.js';
import { type ApiResult, callApi } from './api.js';
import { type CommandLists, choose, type MatrixRow } from './command-rules.js';

interface CommandMatrixStart {
  guildId: string;
  csrfToken: string;
  rows: MatrixRow[];
  texts: Texts['commandPermissions']['matrix'];
}

/** A success's notice; a deletion's names its history entry, whose undo the notice offers. */
export interface MatrixNotice {
  text: string;
  undoEntryId: number | null;
}

/** The history entry a deletion's answer names (the JSON is unchecked: only a whole number is taken). */
const historyEntryOf = (data: unknown): number | null => {
  const id = typeof data === 'object' && data !== null ? (data as { historyEntryId?: unknown }).historyEntryId : null;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** The bot API's refusal as the proxy worded it; a failure that is not the request's (5xx, no answer) has none. */
const refusalText = (result: ApiResult): string | null =>
  result.kind === 'refused' && result.status < 500 ? result.error : null;

export function useCommandMatrix({ guildId, csrfToken, rows: initial, texts }: CommandMatrixStart) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<{ roleId: string; lists: CommandLists } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<MatrixNotice | null>(null);
  const urlOf = (row: MatrixRow) => fillPath(ISLAND_API.commandPermission, { guildId, roleId: row.roleId });
  const update = (row: MatrixRow, change: Partial<MatrixRow>) =>
    setRows(rows.map((entry) => (entry.roleId === row.roleId ? { ...entry, ...change } : entry)));

  function edit(event: MouseEvent, row: MatrixRow) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setEditing({ roleId: row.roleId, lists: { allowed: row.allowed, denied: row.denied } });
  }

  function pick(command: string, choice: 'allowed' | 'denied') {
    setEditing((current) => current && { ...current, lists: choose(current.lists, command, choice) });
  }

  async function save(row: MatrixRow) {
    if (!editing) return;
    const body: CommandPermissionInput = {
      roleName: row.roleName,
      allowedCommands: editing.lists.allowed,
      deniedCommands: editing.lists.denied,
    };
    const result = await callApi(urlOf(row), { method: 'PUT', csrfToken, body });
    if (result.kind === 'signed-out') return;
    if (result.kind !== 'ok') return setError(refusalText(result) || texts.saveFailed);
    update(row, { ...editing.lists, saved: true });
    setEditing(null);
    setNotice({ text: texts.saved, undoEntryId: null });
  }

  async function remove(event: MouseEvent, row: MatrixRow) {
    event.preventDefault();
    if (!window.confirm(texts.confirmDelete.replace('{role}', row.roleName))) return;
    const result = await callApi(urlOf(row), { method: 'DELETE', csrfToken });
    if (result.kind === 'signed-out') return;
    if (result.kind !== 'ok') return setError(refusalText(result) || texts.deleteFailed);
    update(row, { allowed: [], denied: [], saved: false });
    setNotice({ text: texts.deleted, undoEntryId: historyEntryOf(result.data) });
  }

  return { rows, editing, error, notice, edit, pick, save, remove, cancel: () => setEditing(null) };
}

export type CommandMatrixState = ReturnType<typeof useCommandMatrix>;
