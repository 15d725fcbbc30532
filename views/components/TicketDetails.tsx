// Who opened a ticket, why, and when it opened and closed (dates already formatted): on the transcript
// page, in the modal and in the exported file. Its labels come as a prop: the modal is an island.
import type { Texts } from '../i18n/texts.js';

interface TicketDetailsProps {
  username: string;
  reason: string;
  createdAt: string;
  closedAt: string;
  texts: Texts['ticketDetails'];
  className?: string;
}

export function TicketDetails({
  username,
  reason,
  createdAt,
  closedAt,
  texts,
  className = 'modal__details',
}: TicketDetailsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>{texts.user}</dt>
        <dd>{username}</dd>
      </div>
      <div>
        <dt>{texts.reason}</dt>
        <dd>{reason || '–'}</dd>
      </div>
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
