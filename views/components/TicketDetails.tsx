// Who opened a ticket, why, and when it opened and closed (dates already formatted): on the transcript
// page, in the modal and in the exported file.
export interface TicketDetailsProps {
  username: string;
  reason: string;
  createdAt: string;
  closedAt: string;
  className?: string;
}

export function TicketDetails({ username, reason, createdAt, closedAt, className = 'modal__details' }: TicketDetailsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>Benutzer</dt>
        <dd>{username}</dd>
      </div>
      <div>
        <dt>Grund</dt>
        <dd>{reason || '–'}</dd>
      </div>
      <div>
        <dt>Erstellt</dt>
        <dd>{createdAt}</dd>
      </div>
      <div>
        <dt>Geschlossen</dt>
        <dd>{closedAt}</dd>
      </div>
    </dl>
  );
}
