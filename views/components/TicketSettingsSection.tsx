// The "Tickets" section of the settings page: how many tickets a member may have open, the Discord
// category the bot makes ticket channels under (or "Tickets", found or made by the bot), and whether only
// the claimer of the team writes in a claimed ticket, its times (auto-close, close requests:
// TicketTimerFields.tsx) and the opening hours (OpeningHoursFields.tsx). A plain form for those who may
// change them (works without JavaScript); the values alone for everyone else.
import type { ReactNode } from 'react';
import type { TicketSettings } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import type { Texts } from '../i18n/texts.js';
import { fieldValue, formOfIntent, type FormState } from '../lib/form-state.js';
import { CsrfField } from './CsrfField.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';
import { TicketTimerFields, TicketTimerValues, TIMER_FIELDS } from './TicketTimerFields.js';
import { type HoursNow, OpeningHoursFields, OpeningHoursValues } from './OpeningHoursFields.js';
import { OPENING_CELLS, OPENING_FIELDS, openingFieldName } from './opening-hours-fields.js';
import { SwitchField } from './SwitchField.js';

/** A category channel of the guild. */
export interface CategoryChannel {
  id: string;
  name: string;
}

export interface TicketSettingsData {
  /** The stored settings; 'unread' when the bot API did not answer. */
  settings: TicketSettings | 'unread';
  /** The guild's category channels; 'unread' when reading them failed. */
  categories: CategoryChannel[] | 'unread';
  /** Whether the user may change the settings (else: the values only). */
  manage: boolean;
  /** Whether the team is in now and when next; null while the settings are unread. */
  hours: HoursNow | null;
}

/** The form's field names, as the route reads them, and their ids, which the page's error summary links to. */
const FIELDS = { maxOpen: 'maxOpenTickets', category: 'categoryChannelId', claimerOnly: 'claimerOnly' } as const;
/** The on/off settings, each a switch with its hint (the field's name is the setting's). */
const SWITCHES = ['claimerOnly', 'transcriptToOpener', 'feedback'] as const;
type SwitchName = (typeof SWITCHES)[number];

/** The id of the section's heading: where the page's error summary points for the form as a whole. */
export const TICKET_SETTINGS_TITLE = 'ticket-settings-title';

/** Each field's label by its name, for the page's summary of a refused form. */
export const ticketSettingsLabels = (texts: Texts['settings']['tickets']) => ({
  [FIELDS.maxOpen]: texts.maxOpen,
  [FIELDS.category]: texts.category,
  [FIELDS.claimerOnly]: texts.claimerOnly,
  [TIMER_FIELDS.autoClose]: texts.autoClose,
  [TIMER_FIELDS.warnAfter]: texts.warnAfter,
  [TIMER_FIELDS.closeAfter]: texts.closeAfter,
  [TIMER_FIELDS.closeRequest]: texts.closeRequest,
  transcriptToOpener: texts.transcriptToOpener,
  feedback: texts.feedback,
  [OPENING_FIELDS.enabled]: texts.openingHours.enabled,
  [OPENING_FIELDS.outside]: texts.openingHours.outside,
  [OPENING_FIELDS.message]: texts.openingHours.message,
  ...Object.fromEntries(
    OPENING_CELLS.flatMap(({ day, slot }) =>
      (['from', 'to'] as const).map((part) => [
        openingFieldName(day, slot, part),
        `${texts.openingHours.days[day - 1]}, ${texts.openingHours.span(slot)}: ${texts.openingHours[part]}`,
      ]),
    ),
  ),
});

/** One on/off setting; a refused form shows what was sent (an unticked box sends nothing). */
function SettingSwitch({ name, on, form }: { name: SwitchName; on: boolean; form: FormState | null }) {
  const texts = useTexts().settings.tickets;
  return (
    <SwitchField
      name={name}
      label={texts[name]}
      checked={form ? fieldValue(form.values, name) === 'on' : on}
      hint={texts[`${name}Hint`]}
    />
  );
}

/** The chosen category's name: its channel's, its id where the names are unread, null when it is gone. */
function categoryName(data: TicketSettingsData, id: string, byId: (id: string) => string): string | null {
  if (data.categories === 'unread') return byId(id);
  return data.categories.find((category) => category.id === id)?.name ?? null;
}

function CategorySelect({ data, chosen, form }: { data: TicketSettingsData; chosen: string; form: FormState | null }) {
  const texts = useTexts().settings.tickets;
  const { categories } = data;
  // Without the names, the stored choice is still offered (by its id), so saving the rest keeps it.
  const options =
    categories === 'unread' ? (chosen ? [{ id: chosen, name: texts.categoryById(chosen) }] : []) : categories;
  const submitted = fieldValue(form?.values, FIELDS.category);
  const offered = (id: string | undefined) => id === '' || options.some((option) => option.id === id);
  const selected = [submitted, chosen].find(offered) ?? '';
  const gone = chosen !== '' && !offered(chosen);
  return (
    <label className="field">
      <span className="field__label">{texts.category}</span>
      <select
        id={FIELDS.category}
        name={FIELDS.category}
        defaultValue={selected}
        {...invalidFieldProps(form, FIELDS.category)}
      >
        <option value="">{texts.automatic}</option>
        {options.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <FieldError form={form} name={FIELDS.category} />
      {categories === 'unread' ? <span className="field__hint">{texts.categoriesUnread}</span> : null}
      {gone ? <span className="field__hint">{texts.categoryGone}</span> : null}
      <span className="field__hint">{texts.categoryHint}</span>
    </label>
  );
}

function TicketSettingsForm({
  data,
  settings,
  form,
  csrf,
}: {
  data: TicketSettingsData;
  settings: TicketSettings;
  form: FormState | null;
  csrf: string | null;
}) {
  const { settings: page, common } = useTexts();
  const texts = page.tickets;
  const max = LIMITS.openTicketsPerUserMax;
  return (
    <form className="form" method="post">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="tickets" />
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.maxOpen}</span>
        <input
          type="number"
          id={FIELDS.maxOpen}
          name={FIELDS.maxOpen}
          min={1}
          max={max}
          step={1}
          required
          defaultValue={fieldValue(form?.values, FIELDS.maxOpen) ?? String(settings.maxOpenTickets)}
          {...invalidFieldProps(form, FIELDS.maxOpen)}
        />
        <FieldError form={form} name={FIELDS.maxOpen} />
        <span className="field__hint">{texts.maxOpenHint(max)}</span>
      </label>
      <CategorySelect data={data} chosen={settings.categoryChannelId ?? ''} form={form} />
      {SWITCHES.map((name) => (
        <SettingSwitch key={name} name={name} on={settings[name]} form={form} />
      ))}
      <TicketTimerFields settings={settings} form={form} />
      <OpeningHoursFields hours={settings.openingHours} now={data.hours} form={form} />
      <FormActions submitLabel={common.save} />
    </form>
  );
}

/** The values as they stand, for someone who may not change them. */
function TicketSettingsValues({ data, settings }: { data: TicketSettingsData; settings: TicketSettings }) {
  const { settings: page } = useTexts();
  const texts = page.tickets;
  const chosen = settings.categoryChannelId;
  const category = chosen ? categoryName(data, chosen, texts.categoryById) : null;
  return (
    <dl className="modal__details">
      <div>
        <dt>{texts.maxOpen}</dt>
        <dd>{settings.maxOpenTickets}</dd>
      </div>
      <div>
        <dt>{texts.category}</dt>
        <dd>{category ?? texts.automatic}</dd>
      </div>
      {SWITCHES.map((name) => (
        <div key={name}>
          <dt>{texts[name]}</dt>
          <dd>{settings[name] ? page.toggle.on : page.toggle.off}</dd>
        </div>
      ))}
      <TicketTimerValues settings={settings} />
      <OpeningHoursValues hours={settings.openingHours} now={data.hours} />
    </dl>
  );
}

export function TicketSettingsSection({
  data,
  form,
  csrf,
}: {
  data: TicketSettingsData;
  form: FormState | null;
  csrf: string | null;
}) {
  const texts = useTexts().settings.tickets;
  const { settings } = data;
  // The page's form state is this section's only when it was this form that was sent.
  const own = formOfIntent(form, 'tickets');
  let body: ReactNode;
  if (settings === 'unread') body = <p className="alert alert--warning">{texts.unread}</p>;
  else if (data.manage) body = <TicketSettingsForm data={data} settings={settings} form={own} csrf={csrf} />;
  else body = <TicketSettingsValues data={data} settings={settings} />;
  return (
    <section className="card" aria-labelledby={TICKET_SETTINGS_TITLE}>
      <h2 id={TICKET_SETTINGS_TITLE}>{texts.title}</h2>
      {body}
    </section>
  );
}
