// The command permission matrix: roles as rows, commands as columns, each cell allowed, denied or
// default (symbol plus text for assistive tech). Without JavaScript each row links to its edit page;
// with it, a row is edited in place and saved or deleted through /api.
import type { MatrixRow } from './_shared/command-rules.js';
import { MatrixRoleRow } from './_shared/MatrixRoleRow.js';
import { useCommandMatrix } from './_shared/use-command-matrix.js';
import type { Texts } from '../views/i18n/texts.js';

type CommandMatrixProps = {
  guildId: string;
  csrfToken: string;
  commands: string[];
  rows: MatrixRow[];
  texts: Texts['commandPermissions']['matrix'];
};

export default function CommandMatrix(props: CommandMatrixProps) {
  const { guildId, commands, texts } = props;
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
      <p className={matrix.notice ? 'alert alert--success' : undefined} role="status">
        {matrix.notice}
      </p>
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
