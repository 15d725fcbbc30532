// Who opened a ticket, why (the reason, and the answers to its category's questions), and when it opened and closed (dates already formatted): on the transcript
// page, in the modal and in the exported file. Its labels come as a prop: the modal is an island.
import type { TicketAnswer } from '../../server/contract/index.js';
import type { Texts } from '../i18n/texts.js';
import { Name } from './Name.js';

interface TicketDetailsProps {
  username: string;
  reason: string;
  /** The answers to its category's questions, each under its question (none: nothing shown). */
  answers?: readonly TicketAnswer[];
  createdAt: string;
  closedAt: string;
  texts: Texts['ticketDetails'];
  className?: string;
}

export function TicketDetails({
  username,
  reason,
  answers = [],
  createdAt,
  closedAt,
  texts,
  className = 'modal__details',
}: TicketDetailsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>{texts.user}</dt>
        <dd>
          <Name name={username} />
        </dd>
      </div>
      <div>
        <dt>{texts.reason}</dt>
        <dd>{reason || '–'}</dd>
      </div>
      {answers.map((entry) => (
        // A category's questions are told apart by their words.
        <div key={entry.question} className="ticket-answer">
          <dt>{entry.question}</dt>
          <dd>{entry.answer || '–'}</dd>
        </div>
      ))}
      <div>
        <dt>{texts.created}</dt>
        <dd>{createdAt}</dd>
      </div>
      <div>
        <dt>{texts.closed}</dt>
        <dd>{closedAt}</dd>
      </div>
    </dl>
  );
}
