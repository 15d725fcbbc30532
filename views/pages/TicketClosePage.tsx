// /dashboard/{guildId}/tickets/{ticketId}/close: the step before the dashboard closes a ticket. It names
// the ticket (number, opener, category, age, claimer, channel) and asks, with an optional reason the bot
// passes on; Abbrechen leads back to the open tickets. A plain page, so it works without JavaScript, and
// never a single tap from the list. A ticket closed already, or being closed, is said instead of the form;
// a user who may not close tickets is refused as every page refuses.
import type { ListedTicket } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { CsrfField } from '../components/CsrfField.js';
import { FieldError, FormErrors, invalidFieldProps } from '../components/FormErrors.js';
import { FormActions } from '../components/FormActions.js';
import { RefusalState } from '../components/LoadErrorState.js';
import { Name } from '../components/Name.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue } from '../lib/form-state.js';
import { ticketAge } from '../lib/ticket-age.js';
import type { ViewProps } from '../view-props.js';

const HINT = 'close-reason-hint';

export interface TicketCloseData {
  guildId: string;
  ticket: ListedTicket;
  /** The ticket's channel, in Discord or the demo's look-alike; null without one. */
  channelHref: string | null;
  /** Whether the user may close tickets (the tickets screen's manage permission). */
  mayClose: boolean;
  now: string;
}

/** Which ticket this is, as the list and Discord know it. */
function TicketFacts({ data }: { data: TicketCloseData }) {
  const { ticketClose: texts, tickets } = useTexts();
  const dates = useDateFormat();
  const { ticket } = data;
  return (
    <dl className="ticket-close__facts">
      <div>
        <dt>{texts.opener}</dt>
        <dd>
          <Name name={ticket.username} />
        </dd>
      </div>
      <div>
        <dt>{texts.category}</dt>
        <dd>{ticket.category_name ?? texts.noCategory}</dd>
      </div>
      <div>
        <dt>{tickets.reason}</dt>
        <dd>{ticket.reason || '–'}</dd>
      </div>
      <div>
        <dt>{texts.created}</dt>
        <dd>
          {dates.dateTime(ticket.created_at)} ({ticketAge(ticket.created_at, new Date(data.now), tickets.ages)})
        </dd>
      </div>
      <div>
        <dt>{texts.claimedBy}</dt>
        <dd>{ticket.claimed_by_name ? <Name name={ticket.claimed_by_name} /> : texts.nobody}</dd>
      </div>
      <div>
        <dt>{texts.channel}</dt>
        <dd>{data.channelHref ? <a href={data.channelHref}>{tickets.openChannel}</a> : tickets.noChannel}</dd>
      </div>
    </dl>
  );
}

export function TicketClosePage({ data, shell, form }: ViewProps<TicketCloseData>) {
  const all = useTexts();
  const texts = all.ticketClose;
  const { ticket } = data;
  const list = `/dashboard/${data.guildId}/tickets`;
  const back = `${list}?status=open`;
  if (!data.mayClose)
    return <RefusalState status={403} shell={shell} needs={shell.access?.screens.tickets.manageNeeds ?? undefined} />;
  return (
    <>
      <a className="back-link" href={back}>
        {texts.back}
      </a>
      <h1>{all.titles.ticketClose(ticket.id)}</h1>
      <section className="card ticket-close">
        <TicketFacts data={data} />
      </section>
      {ticket.status === 'closed' ? (
        <div className="alert alert--warning" role="alert">
          <p>{all.refusals.ticket_closed}</p>
          <p>
            <a href={`${list}/${ticket.id}/transcript`}>{texts.showTranscript}</a>
          </p>
        </div>
      ) : ticket.close_requested_by ? (
        <p className="alert alert--info" role="status">
          {texts.closing}
        </p>
      ) : (
        <form
          className="card confirm confirm--danger"
          method="post"
          role="alertdialog"
          aria-labelledby="close-question"
        >
          <CsrfField token={shell.csrfToken} />
          <FormErrors messages={form?.errors.form ?? []} />
          <p id="close-question">
            <strong>{all.tickets.number(ticket.id)}</strong>:{' '}
            {data.ticket.channel_id ? texts.question : texts.questionNoChannel}
          </p>
          <label className="field">
            <span className="field__label">{texts.reason}</span>
            <textarea
              name="reason"
              rows={3}
              maxLength={LIMITS.ticketReason}
              defaultValue={fieldValue(form?.values, 'reason') ?? ''}
              aria-describedby={HINT}
              {...invalidFieldProps(form, 'reason')}
            />
            <span className="field__hint" id={HINT}>
              {texts.reasonHint(LIMITS.ticketReason)}
            </span>
            <FieldError form={form} name="reason" />
          </label>
          <FormActions submitLabel={texts.confirm} cancelHref={back} tone="danger" />
        </form>
      )}
    </>
  );
}
