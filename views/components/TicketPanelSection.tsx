// The "Ticket-Panel" section of the Ticket Kategorien page: the messages in Discord from which members
// open tickets. On the list each panel in brief: its state as Discord reported it (sent where and when;
// refused, with Discord's reason: a channel gone, a channel the bot may not write in, a message it would
// not take), its title, a preview of what members will see (TicketPanelPreview: its categories in order)
// and, for those who may change it, a link to its form; then a link to a further panel's. A panel's plain
// form (TicketPanelForm) is a step of its own (?panel=id, ?panel=new): it lists every category again, with
// its box and its place, which a phone on a slow link should not load for a list it only reads. Everything
// works without JavaScript.
import type { TicketCategory, TicketPanel } from '../../server/contract/index.js';
import { panelCategories } from '../../server/contract/panel-layout.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue, formOfIntent, type FormState } from '../lib/form-state.js';
import { panelRefusalText } from '../lib/panel-refusal.js';
import { type PanelChannel, TicketPanelForm } from './TicketPanelForm.js';
import { TicketPanelPreview } from './TicketPanelPreview.js';

export type { PanelChannel } from './TicketPanelForm.js';

/** The panel whose form is open (the step ?panel=): one of the panels, 'new' for a further one, null: the list. */
export type OpenPanel = TicketPanel | 'new' | null;

export interface TicketPanelData {
  /** The panels, first made first; 'unread' when the bot API did not answer. */
  panels: TicketPanel[] | 'unread';
  /** The guild's text channels: null when not read (the user may not send panels), 'unread' when reading failed. */
  channels: PanelChannel[] | null | 'unread';
  open: OpenPanel;
}

/** The step of a panel's form (`new` for a further one). */
const panelStepHref = (base: string, panel: TicketPanel | null): string => `${base}?panel=${panel ? panel.id : 'new'}`;

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

/**
 * A panel's form (a new one's without `panel`) on its step, the link to it on the list, or why there is
 * neither for someone who may send panels.
 */
function PanelChange({
  panel,
  channels,
  categories,
  form,
  csrf,
  base,
  open,
}: FormProps & { panel: TicketPanel | null; open: boolean }) {
  const { categories: all, common } = useTexts();
  const texts = all.panel;
  if (channels === 'unread') return <p className="alert alert--warning">{texts.channelsUnread}</p>;
  if (!channels?.length) return <p className="alert alert--info">{texts.noChannels}</p>;
  if (!open)
    return (
      <p className="ticket-panel__change">
        <a className="button button--small" href={panelStepHref(base, panel)}>
          {panel ? common.edit : texts.newPanel}
        </a>
      </p>
    );
  // The submitted form belongs to the panel it names (none: the new one).
  const own = form && (fieldValue(form.values, 'panelId') ?? '') === String(panel?.id ?? '') ? form : null;
  return (
    <TicketPanelForm panel={panel} channels={channels} categories={categories} form={own} csrf={csrf} base={base} />
  );
}

interface EntryProps extends FormProps {
  cdnBase: string;
  /** Whether this is the step of the panel's form (else the list shows the panel in brief). */
  open: boolean;
}

function PanelEntry({
  panel,
  number,
  cdnBase,
  manage,
  ...props
}: EntryProps & { panel: TicketPanel; number: number; manage: boolean }) {
  const texts = useTexts().categories.panel;
  const heading = `ticket-panel-${panel.id}-title`;
  return (
    <article className="ticket-panel__entry" id={`ticket-panel-${panel.id}`} aria-labelledby={heading}>
      <h3 id={heading}>{texts.numbered(number)}</h3>
      <PanelStatus panel={panel} channels={props.channels} />
      <p className="ticket-panel__name">{texts.titled(panel.title)}</p>
      <TicketPanelPreview categories={panelCategories(panel.categoryIds, props.categories)} cdnBase={cdnBase} />
      {manage ? <PanelChange panel={panel} {...props} /> : null}
    </article>
  );
}

/** A further panel: its form on its step; on the list the link to it (with the preview while there is none). */
function NewPanel({ first, cdnBase, ...props }: EntryProps & { first: boolean }) {
  const texts = useTexts().categories.panel;
  // Beside other panels the list shows the link alone: a heading "Neues Panel" would say its words again.
  const heading = first ? texts.numbered(1) : props.open ? texts.newPanel : null;
  return (
    <div className="ticket-panel__entry" id="ticket-panel-new">
      {heading ? <h3>{heading}</h3> : null}
      {first ? <TicketPanelPreview categories={panelCategories([], props.categories)} cdnBase={cdnBase} /> : null}
      <PanelChange panel={null} {...props} />
    </div>
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
  const open = manage ? data.open : null;
  const props = { channels, categories, form: formOfIntent(form, 'panel'), csrf, base, cdnBase };
  // Why there is no form is said once: by each panel's place, or by the new one's while there is none.
  const list = panels === 'unread' ? null : panels;
  const offerNew = manage && list !== null && (list.length === 0 || (Array.isArray(channels) && channels.length > 0));
  // The step of one panel's form shows that panel only; the section's heading and intro stay.
  const shown = (panel: TicketPanel) => open === null || (open !== 'new' && panel.id === open.id);
  return (
    <section className="card ticket-panel" id="ticket-panel" aria-labelledby="ticket-panel-title">
      <h2 id="ticket-panel-title">{texts.title}</h2>
      <p className="ticket-panel__intro">{texts.intro}</p>
      {list === null ? <p className="alert alert--warning">{texts.unread}</p> : null}
      {list?.length === 0 ? <p className="ticket-panel__status">{texts.notSent}</p> : null}
      {list?.map((panel, index) =>
        shown(panel) ? (
          <PanelEntry key={panel.id} panel={panel} number={index + 1} manage={manage} open={open !== null} {...props} />
        ) : null,
      )}
      {offerNew && (open === null || open === 'new') ? (
        <NewPanel first={list?.length === 0} open={open === 'new'} {...props} />
      ) : null}
    </section>
  );
}
