// A matrix row's actions: save and cancel while it is edited; else edit, and delete for a saved entry
// (links to the pages that do the same without JavaScript).
import type { Texts } from '../../views/i18n/texts.js';
import type { MatrixRow } from './command-rules.js';
import type { CommandMatrixState } from './use-command-matrix.js';

interface MatrixRowActionsProps {
  row: MatrixRow;
  editing: boolean;
  /** The command permissions page. */
  base: string;
  matrix: CommandMatrixState;
  texts: Texts['commandPermissions']['matrix'];
}

export function MatrixRowActions({ row, editing, base, matrix, texts }: MatrixRowActionsProps) {
  if (editing) {
    return (
      <div className="row-actions">
        <button className="button button--small button--primary" type="button" onClick={() => matrix.save(row)}>
          {texts.save}
        </button>
        <button className="button button--small" type="button" onClick={matrix.cancel}>
          {texts.cancel}
        </button>
      </div>
    );
  }
  return (
    <div className="row-actions">
      <a className="button button--small" href={`${base}/${row.roleId}`} onClick={(event) => matrix.edit(event, row)}>
        {texts.edit}
      </a>
      {row.saved ? (
        <a
          className="button button--small button--quiet-danger"
          href={`${base}?delete=${row.roleId}`}
          onClick={(event) => matrix.remove(event, row)}
        >
          {texts.delete}
        </a>
      ) : null}
    </div>
  );
}
