// The command permission matrix: roles as rows, commands as columns, each cell allowed, denied or
// default (symbol plus text for assistive tech). Without JavaScript each row links to its edit page;
// with it, a row is edited in place and saved or deleted through /api; a deletion's notice offers its
// undo (the history's confirm step), as the page's own notice does after the form.
import type { MatrixRow } from './_shared/command-rules.js';
import { MatrixRoleRow } from './_shared/MatrixRoleRow.js';
import { useCommandMatrix } from './_shared/use-command-matrix.js';
import type { Texts } from '../views/i18n/texts.js';
import { SuccessNotice } from '../views/components/SuccessNotice.js';
import { revertHref } from '../views/lib/undo.js';

type CommandMatrixProps = {
  guildId: string;
  csrfToken: string;
  commands: string[];
  rows: MatrixRow[];
  texts: Texts['commandPermissions']['matrix'];
  /** The undo's label, where this user may undo a deletion here (the history and this screen's change right); else null. */
  undoLabel: string | null;
};

export default function CommandMatrix(props: CommandMatrixProps) {
  const { guildId, commands, texts, undoLabel } = props;
  const matrix = useCommandMatrix(props);
  const base = `/dashboard/${guildId}/command-permissions`;
  return (
    <>
      {matrix.error ? (
        <p className="alert alert--error" role="alert">
          {matrix.error}
        </p>
      ) : null}
      {/* Always there, so that a screen reader hears the notice when it appears. */}
      <SuccessNotice
        text={matrix.notice?.text ?? null}
        undo={
          matrix.notice?.undoEntryId && undoLabel
            ? { href: revertHref(guildId, matrix.notice.undoEntryId), label: undoLabel }
            : null
        }
      />
      {/* Below 640 px each role is a card (table-cards.css): its commands as a list, its actions at full width. */}
      <div className="matrix-scroll table-cards">
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
            {matrix.rows.map((row) => (
              <MatrixRoleRow key={row.roleId} row={row} commands={commands} base={base} matrix={matrix} texts={texts} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
