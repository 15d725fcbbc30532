// One role's row of the command matrix: its name, a cell per command and its actions.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Texts } from '../../views/i18n/texts.js';
import { type MatrixRow, stateOf } from './command-rules.js';
import { MatrixCell } from './MatrixCell.js';
import { MatrixRowActions } from './MatrixRowActions.js';
import type { CommandMatrixState } from './use-command-matrix.js';

interface MatrixRoleRowProps {
  row: MatrixRow;
  commands: string[];
  base: string;
  matrix: CommandMatrixState;
  texts: Texts['commandPermissions']['matrix'];
}

export function MatrixRoleRow({ row, commands, base, matrix, texts }: MatrixRoleRowProps) {
  const active = matrix.editing?.roleId === row.roleId ? matrix.editing : null;
  const lists = active ? active.lists : row;
  const editing = active !== null;
  const rowRef = useRef<HTMLTableRowElement>(null);
  const wasEditing = useRef(false);
  // Editing starts with focus on the row's first choice, and ends with it back on the row's edit link.
  useEffect(() => {
    const target = rowRef.current?.querySelector<HTMLElement>(editing ? '.choice-button' : '.cell-action a');
    if (editing || wasEditing.current) target?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // Escape cancels the edit, as it would close a dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (editing && event.key === 'Escape') matrix.cancel();
  };
  return (
    <tr ref={rowRef} className={active ? 'matrix__row--editing' : undefined} onKeyDown={onKeyDown}>
      <th scope="row" className="matrix__role cell-title">
        {row.roleName}
      </th>
      {commands.map((command) => (
        <MatrixCell
          key={command}
          command={command}
          state={stateOf(lists, command)}
          onPick={active ? (choice) => matrix.pick(command, choice) : null}
          texts={texts}
        />
      ))}
      <td className="cell-action">
        <MatrixRowActions row={row} editing={active !== null} base={base} matrix={matrix} texts={texts} />
      </td>
    </tr>
  );
}
