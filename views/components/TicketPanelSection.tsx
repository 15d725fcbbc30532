// The "Ticket-Panel" section of the Ticket Kategorien page: the messages in Discord from which members
// open tickets. Each panel with its state as Discord reported it (sent where and when; refused, with
// Discord's reason: a channel gone, a channel the bot may not write in, a message it would not take), a
// preview of what members will see (TicketPanelPreview) and, for those who may change it, its plain form
// (TicketPanelForm); then a form for a further panel. Everything works without JavaScript.
import type { TicketCategory, TicketPanel } from '../../server/contract/index.js';
import { panelCategories } from '../../server/contract/panel-layout.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue, formOfIntent, type FormState } from '../lib/form-state.js';
import { panelRefusalText } from '../lib/panel-refusal.js';
import { type PanelChannel, TicketPanelForm } from './TicketPanelForm.js';
import { TicketPanelPreview } from './TicketPanelPreview.js';

export type { PanelChannel } from './TicketPanelForm.js';

export interface TicketPanelData {
  /** The panels, first made first; 'unread' when the bot API did not answer. */
  panels: TicketPanel[] | 'unread';
  /** The guild's text channels: null when not read (the user may not send panels), 'unread' when reading failed. */
  channels: PanelChannel[] | null | 'unread';
}

/** Where a panel's refusal is said on the page (the list's warning links to the first). */
export const refusedAnchor = (panel: TicketPanel): string => `ticket-panel-${panel.id}-refused`;

function PanelStatus({ panel, channels }: { panel: TicketPanel; channels: TicketPanelData['channels'] }) {
  const allTexts = useTexts();
  const texts = allTexts.categories.panel;
  const dates = useDateFormat();
  if (!panel.sentAt) return <p className="ticket-panel__status">{texts.notSent}</p>;
  const channel = Array.isArray(channels) ? channels.find((entry) => entry.id === panel.channelId) : undefined;
  const date = dates.dateTime(panel.sentAt);
  return (
    <>
      <p className="ticket-panel__status">
        <span className="status status--on">{channel ? texts.sentIn(channel.name, date) : texts.sentAt(date)}</span>
      </p>
      {panel.refusal && panel.refusedAt ? (
        <p className="alert alert--warning" id={refusedAnchor(panel)}>
          {texts.refused(dates.dateTime(panel.refusedAt), panelRefusalText(allTexts, panel.refusal))}
        </p>
      ) : null}
    </>
  );
}

interface FormProps {
  channels: TicketPanelData['channels'];
  categories: TicketCategory[];
  /** The submitted panel form, or null. */
  form: FormState | null;
  csrf: string | null;
  base: string;
}

/** A panel's form (a new one's without `panel`), or why there is none for someone who may send panels. */
function PanelChange({ panel, channels, categories, form, csrf, base }: FormProps & { panel: TicketPanel | null }) {
  const texts = useTexts().categories.panel;
  if (channels === 'unread') return <p className="alert alert--warning">{texts.channelsUnread}</p>;
  if (!channels?.length) return <p className="alert alert--info">{texts.noChannels}</p>;
  // The submitted form belongs to the panel it names (none: the new one).
  const own = form && (fieldValue(form.values, 'panelId') ?? '') === String(panel?.id ?? '') ? form : null;
  return (
    <TicketPanelForm panel={panel} channels={channels} categories={categories} form={own} csrf={csrf} base={base} />
  );
}

function PanelEntry({
  panel,
  number,
  cdnBase,
  manage,
  ...props
}: FormProps & { panel: TicketPanel; number: number; cdnBase: string; manage: boolean }) {
  const texts = useTexts().categories.panel;
  const heading = `ticket-panel-${panel.id}-title`;
  return (
    <article className="ticket-panel__entry" id={`ticket-panel-${panel.id}`} aria-labelledby={heading}>
      <h3 id={heading}>{texts.numbered(number)}</h3>
      <PanelStatus panel={panel} channels={props.channels} />
      <TicketPanelPreview categories={panelCategories(panel.categoryIds, props.categories)} cdnBase={cdnBase} />
      {manage ? <PanelChange panel={panel} {...props} /> : null}
    </article>
  );
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
  /** Whether the user may send panels (else: states and previews only). */
  manage: boolean;
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const texts = useTexts().categories.panel;
  const { panels, channels } = data;
  const props = { channels, categories, form: formOfIntent(form, 'panel'), csrf, base };
  // Why there is no form is said once: by each panel's place, or by the new one's while there is none.
  const list = panels === 'unread' ? null : panels;
  const offerNew = manage && list !== null && (list.length === 0 || (Array.isArray(channels) && channels.length > 0));
  return (
    <section className="card ticket-panel" id="ticket-panel" aria-labelledby="ticket-panel-title">
      <h2 id="ticket-panel-title">{texts.title}</h2>
      <p className="ticket-panel__intro">{texts.intro}</p>
      {list === null ? <p className="alert alert--warning">{texts.unread}</p> : null}
      {list?.length === 0 ? <p className="ticket-panel__status">{texts.notSent}</p> : null}
      {list?.map((panel, index) => (
        <PanelEntry key={panel.id} panel={panel} number={index + 1} cdnBase={cdnBase} manage={manage} {...props} />
      ))}
      {offerNew ? (
        <div className="ticket-panel__entry" id="ticket-panel-new">
          <h3>{list?.length ? texts.newPanel : texts.numbered(1)}</h3>
          {list?.length ? null : <TicketPanelPreview categories={panelCategories([], categories)} cdnBase={cdnBase} />}
          <PanelChange panel={null} {...props} />
        </div>
      ) : null}
    </section>
  );
}
