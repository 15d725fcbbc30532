// The open tickets' two orders (newest first, or the most urgent first) and their priority: the order's
// field in the list's controls (a plain GET form, so it works without JavaScript and on a phone, where
// the table's head is hidden), the head cells that sort by a click and say which order holds
// (aria-sort), and a ticket's priority in words.
import { TICKET_PRIORITIES } from '../../server/contract/facts.js';
import type { TicketPriority, TicketSort } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';

export const TICKET_SORTS: readonly TicketSort[] = ['newest', 'priority'];

/** The order's field of the list's controls. */
export function SortField({ sort }: { sort: TicketSort }) {
  const texts = useTexts().tickets;
  return (
    <label className="list-controls__field">
      <span>{texts.sort}</span>
      <select name="sort" defaultValue={sort}>
        {TICKET_SORTS.map((order) => (
          <option key={order} value={order}>
            {texts.sorts[order]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A head cell of the column an order goes by: a link to that order, or the order that holds. */
export function SortHeader({
  order,
  sort,
  label,
  href,
}: {
  order: TicketSort;
  sort: TicketSort;
  label: string;
  href: string;
}) {
  const texts = useTexts().tickets;
  if (order === sort)
    return (
      <th scope="col" aria-sort="descending">
        {label}
      </th>
    );
  return (
    <th scope="col">
      <a href={href} title={texts.sorts[order]}>
        {label}
      </a>
    </th>
  );
}

/** A ticket's priority in words; the two above normal stand out. */
export function PriorityCell({ priority }: { priority: TicketPriority | undefined }) {
  const texts = useTexts().tickets;
  const level = priority ?? 'normal';
  const words = texts.priorities[level];
  const urgent = TICKET_PRIORITIES.indexOf(level) > TICKET_PRIORITIES.indexOf('normal');
  return (
    <td className="cell-meta" data-label={texts.priority}>
      {urgent ? <strong>{words}</strong> : words}
    </td>
  );
}
