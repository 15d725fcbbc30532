// The Ticket Kategorien page's list of categories: each with its colour, emoji, description, state and
// place, and for those who manage them a switch, the edit step and the delete step.
import type { TicketCategory } from '../../server/contract/index.js';
import { DEFAULT_COLOR } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import { CategoryEmoji } from './CategoryEmoji.js';
import { ColorDot } from './ColorDot.js';
import { CsrfField } from './CsrfField.js';
import { TableScroll } from './TableScroll.js';

export function CategoryTable({
  categories,
  cdnBase,
  manage,
  csrf,
  base,
}: {
  categories: TicketCategory[];
  cdnBase: string;
  manage: boolean;
  csrf: string | null;
  base: string;
}) {
  const { categories: texts, common } = useTexts();
  return (
    <TableScroll label={texts.title} card cards>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.category}</th>
            <th scope="col">{texts.description}</th>
            <th scope="col">{common.status}</th>
            <th scope="col">{texts.order}</th>
            {manage ? <th scope="col">{common.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id} className={category.is_active ? undefined : 'row--inactive'}>
              <td className="cell-title">
                <span className="category-name">
                  <ColorDot color={category.color} fallback={DEFAULT_COLOR} />{' '}
                  <CategoryEmoji emoji={category.emoji} cdnBase={cdnBase} /> {category.name}
                </span>
              </td>
              <td className="cell-text">{category.description || texts.noDescription}</td>
              <td className="cell-meta">
                <span className={category.is_active ? 'status status--on' : 'status status--off'}>
                  {category.is_active ? texts.active : texts.inactive}
                </span>
              </td>
              <td className="cell-meta" data-label={texts.order}>
                {category.sort_order}
              </td>
              {manage ? (
                <td className="cell-action">
                  <div className="row-actions">
                    <form method="post" action={base}>
                      <CsrfField token={csrf} />
                      <input type="hidden" name="intent" value="toggle" />
                      <input type="hidden" name="id" value={category.id} />
                      <input type="hidden" name="isActive" value={category.is_active ? 'false' : 'true'} />
                      <button className="button button--small" type="submit">
                        {category.is_active ? texts.deactivate : texts.activate}
                      </button>
                    </form>
                    <a className="button button--small" href={`${base}?edit=${category.id}`}>
                      {common.edit}
                    </a>
                    <a className="button button--small button--quiet-danger" href={`${base}?delete=${category.id}`}>
                      {common.delete}
                    </a>
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
