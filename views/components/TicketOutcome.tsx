// How a closed ticket ended and how its opener rated it: its category, who closed it (or what, when no
// person did) and why, the stars and the comment. On the transcript page, in the dialog and in the
// exported file; facts a record does not carry are left out.
import type { TranscriptRecord, TranscriptRow } from '../../server/contract/index.js';
import type { Texts } from '../i18n/texts.js';
import { useTexts } from '../i18n/texts-context.js';

type Outcome = Pick<
  TranscriptRecord,
  'category_name' | 'closed_by' | 'closed_by_name' | 'close_reason' | 'close_kind' | 'rating' | 'feedback'
>;

export function TicketOutcome({ record, texts }: { record: Outcome; texts: Texts['ticketOutcome'] }) {
  // A record from before these facts were kept, or from a reader that does not know them, shows none.
  if (record.rating === undefined && record.close_reason === undefined) return null;
  const closer = record.close_kind
    ? texts.closedByKind[record.close_kind]
    : (record.closed_by_name ?? record.closed_by ?? '–');
  const rows: [string, string][] = [
    [texts.category, record.category_name ?? texts.noCategory],
    [texts.closedBy, closer],
    [texts.closeReason, record.close_reason || '–'],
    [texts.rating, record.rating ? texts.stars(record.rating) : texts.notRated],
    ...(record.feedback ? [[texts.feedback, record.feedback] as [string, string]] : []),
  ];
  return (
    <dl className="card modal__details ticket-outcome">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Under a closed ticket's closing time in the list (the specification's columns stay as they are): the
 * opener's stars, and what closed it when no person did; nothing for a ticket with neither.
 */
export function ClosedOutcome({ row }: { row: Pick<TranscriptRow, 'rating' | 'close_kind'> }) {
  const texts = useTexts().ticketOutcome;
  return (
    <>
      {row.rating ? <span className="ticket-outcome-line">{texts.stars(row.rating)}</span> : null}
      {row.close_kind ? <span className="ticket-outcome-line">{texts.closedByKind[row.close_kind]}</span> : null}
    </>
  );
}
