// A section of the statistics page that is one table of figures: its heading, a head row, a row per group
// (its name first, as the row's head), then what the section adds (a note, the CSV download). On a phone
// each row is a card (TableScroll's `cards`): its name, then each figure after its column's head, so no
// column is left beside the screen.
import type { ReactNode } from 'react';
import { TableScroll } from '../components/TableScroll.js';

export interface FiguresRow {
  key: string;
  name: string;
  cells: string[];
}

export function FiguresTable({
  title,
  heads,
  rows,
  variant,
  after,
}: {
  title: string;
  /** The columns' heads, the groups' column first. */
  heads: string[];
  rows: FiguresRow[];
  /** The summary's table: its first column of figures (this period) stands out. */
  variant?: 'summary';
  after?: ReactNode;
}) {
  return (
    <section className="card stats-section">
      <h2>{title}</h2>
      <TableScroll label={title} cards>
        <table className={variant ? 'stats-table stats-table--summary' : 'stats-table'}>
          <thead>
            <tr>
              {heads.map((head) => (
                <th scope="col" key={head}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="cell-title">
                  {row.name}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={heads[index + 1]}
                    className={variant && index === 0 ? 'cell-meta stats-table__now' : 'cell-meta'}
                    data-label={heads[index + 1]}
                  >
                    <span className="stats-table__figure">{cell}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {after}
    </section>
  );
}
