// The "Ticket-Panel" section of the Ticket Kategorien page: the message in Discord from which members
// open tickets. Its status (sent where and when, and why it could not follow the last change of the
// categories when Discord refused that), a preview of what members will see (TicketPanelPreview), and
// for those who may change it a plain form (channel, title, text) that sends it, without JavaScript.
import type { TicketCategory, TicketPanel } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue, formOfIntent, type FormState } from '../lib/form-state.js';
import { panelRefusalText } from '../lib/panel-refusal.js';
import { CsrfField } from './CsrfField.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';
import { TicketPanelPreview } from './TicketPanelPreview.js';

/** A text channel the panel may go to. */
export interface PanelChannel {
  id: string;
  name: string;
}

export interface TicketPanelData {
  /** The panel as last sent; null before one was; 'unread' when the bot API did not answer. */
  panel: TicketPanel | null | 'unread';
  /** The guild's text channels: null when not read (the user may not send the panel), 'unread' when reading failed. */
  channels: PanelChannel[] | null | 'unread';
}

/** The channel a new panel is offered for, when one of that name exists. */
const USUAL_CHANNEL = 'tickets';

/** The channel to preselect: the one just submitted, else the panel's, else one named "tickets", else the first. */
function chosenChannel(channels: PanelChannel[], panel: TicketPanel | null, submitted: string | undefined) {
  const known = (id: string | undefined) => (channels.some((channel) => channel.id === id) ? id : undefined);
  return (
    known(submitted) ??
    known(panel?.channelId) ??
    channels.find((channel) => channel.name === USUAL_CHANNEL)?.id ??
    channels[0]?.id
  );
}

function PanelStatus({ panel, channels }: { panel: TicketPanel | null; channels: TicketPanelData['channels'] }) {
  const allTexts = useTexts();
  const texts = allTexts.categories.panel;
  const dates = useDateFormat();
  if (!panel?.sentAt) return <p className="ticket-panel__status">{texts.notSent}</p>;
  const channel = Array.isArray(channels) ? channels.find((entry) => entry.id === panel.channelId) : undefined;
  const date = dates.dateTime(panel.sentAt);
  return (
    <>
      <p className="ticket-panel__status">
        <span className="status status--on">{channel ? texts.sentIn(channel.name, date) : texts.sentAt(date)}</span>
      </p>
      {panel.refusal && panel.refusedAt ? (
        <p className="alert alert--warning" id="ticket-panel-refused">
          {texts.refused(dates.dateTime(panel.refusedAt), panelRefusalText(allTexts, panel.refusal))}
        </p>
      ) : null}
    </>
  );
}

function PanelForm({
  panel,
  channels,
  form,
  csrf,
  base,
}: {
  panel: TicketPanel | null;
  channels: PanelChannel[];
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const texts = useTexts().categories.panel;
  const value = (name: string, fallback: string) => fieldValue(form?.values, name) ?? fallback;
  return (
    <form className="form" method="post" action={base}>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="panel" />
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.channel}</span>
        <select
          name="channelId"
          required
          defaultValue={chosenChannel(channels, panel, fieldValue(form?.values, 'channelId'))}
          {...invalidFieldProps(form, 'channelId')}
        >
          {channels.map((channel) => (
            <option key={channel.id} value={channel.id}>{`#${channel.name}`}</option>
          ))}
        </select>
        <FieldError form={form} name="channelId" />
      </label>
      <label className="field">
        <span className="field__label">{texts.heading}</span>
        <input
          name="title"
          required
          maxLength={LIMITS.ticketPanel.title}
          defaultValue={value('title', panel?.title ?? texts.defaultTitle)}
          {...invalidFieldProps(form, 'title')}
        />
        <FieldError form={form} name="title" />
      </label>
      <label className="field">
        <span className="field__label">{texts.text}</span>
        <textarea
          name="text"
          maxLength={LIMITS.ticketPanel.text}
          rows={4}
          defaultValue={value('text', panel?.text ?? texts.defaultText)}
          {...invalidFieldProps(form, 'text')}
        />
        <FieldError form={form} name="text" />
      </label>
      <FormActions submitLabel={panel?.sentAt ? texts.update : texts.send} />
    </form>
  );
}

/** The form, or why there is none for someone who may send the panel. */
function PanelChange({
  data,
  form,
  csrf,
  base,
}: {
  data: TicketPanelData & { panel: TicketPanel | null };
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const texts = useTexts().categories.panel;
  const { channels } = data;
  if (channels === 'unread') return <p className="alert alert--warning">{texts.channelsUnread}</p>;
  if (!channels?.length) return <p className="alert alert--info">{texts.noChannels}</p>;
  return <PanelForm panel={data.panel} channels={channels} form={form} csrf={csrf} base={base} />;
}

export function TicketPanelSection({
  data,
  categories,
  cdnBase,
  manage,
  form,
  csrf,
  base,
}: {
  data: TicketPanelData;
  categories: TicketCategory[];
  /** Where custom emojis' pictures are (Discord's CDN, or the stand-in's). */
  cdnBase: string;
  /** Whether the user may send the panel (else: status and preview only). */
  manage: boolean;
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const texts = useTexts().categories.panel;
  const { panel } = data;
  // The page's form state is this section's only when it was this form that was sent.
  const own = formOfIntent(form, 'panel');
  return (
    <section className="card ticket-panel" id="ticket-panel" aria-labelledby="ticket-panel-title">
      <h2 id="ticket-panel-title">{texts.title}</h2>
      <p className="ticket-panel__intro">{texts.intro}</p>
      {panel === 'unread' ? (
        <p className="alert alert--warning">{texts.unread}</p>
      ) : (
        <PanelStatus panel={panel} channels={data.channels} />
      )}
      <TicketPanelPreview categories={categories} cdnBase={cdnBase} />
      {manage && panel !== 'unread' ? (
        <PanelChange data={{ ...data, panel }} form={own} csrf={csrf} base={base} />
      ) : null}
    </section>
  );
}
