// The opening hours (part of the Tickets section, TicketSettingsSection.tsx): a switch, the week as one
// group of fields per day (two spans each, from and to as HH:MM typed, so 24:00 can end a day and no
// script is needed), what a ticket outside the hours meets, and the team's message; above them, whether
// the team is in now and when next (the server's time zone). The values alone for those who only read.
import { LIMITS } from '../../server/contract/facts.js';
import type { OpeningHours } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { FieldError, invalidFieldProps } from './FormErrors.js';
import { OPENING_FIELDS, OPENING_SLOTS, openingFieldName } from './opening-hours-fields.js';
import { SwitchField } from './SwitchField.js';

/** Whether the team is in now, and when it is next (an ISO instant; null: no span at all), in which zone. */
export interface HoursNow {
  timeZone: string;
  openNow: boolean;
  next: string | null;
}

/** The stored spans of a day, in order, to fill its slots. */
const spansOn = (hours: OpeningHours, day: number) => hours.schedule.filter((span) => span.day === day);

/** "Jetzt erreichbar", "wieder erreichbar: …", or why never; nothing while the hours are off. */
export function HoursStatus({ hours, now }: { hours: OpeningHours; now: HoursNow }) {
  const texts = useTexts().settings.tickets.openingHours;
  const dates = useDateFormat();
  if (!hours.enabled) return <p className="field__hint">{texts.off}</p>;
  let text = texts.neverOpen;
  if (now.openNow) text = texts.openNow;
  else if (now.next) text = texts.nextOpen(dates.dateTime(now.next));
  return (
    <p className={now.openNow ? 'status status--on' : 'status status--off'} id="opening-status">
      {text}
    </p>
  );
}

function TimeInput({
  name,
  label,
  value,
  form,
}: {
  name: string;
  label: string;
  value: string;
  form: FormState | null;
}) {
  const texts = useTexts().settings.tickets.openingHours;
  return (
    <label className="opening-time">
      <span>{label}</span>
      <input
        id={name}
        name={name}
        placeholder={texts.timeFormat}
        defaultValue={form ? (fieldValue(form.values, name) ?? '') : value}
        {...invalidFieldProps(form, name)}
      />
    </label>
  );
}

function Day({ day, name, hours, form }: { day: number; name: string; hours: OpeningHours; form: FormState | null }) {
  const texts = useTexts().settings.tickets.openingHours;
  const spans = spansOn(hours, day);
  return (
    <fieldset className="opening-day">
      <legend>{name}</legend>
      {OPENING_SLOTS.map((slot) => {
        const from = openingFieldName(day, slot, 'from');
        const to = openingFieldName(day, slot, 'to');
        const span = spans[slot - 1];
        return (
          <fieldset className="opening-span" key={slot}>
            <legend className="visually-hidden">{texts.span(slot)}</legend>
            <TimeInput name={from} label={texts.from} value={span?.from ?? ''} form={form} />
            <TimeInput name={to} label={texts.to} value={span?.to ?? ''} form={form} />
            <FieldError form={form} name={from} />
            <FieldError form={form} name={to} />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

export function OpeningHoursFields({
  hours,
  now,
  form,
}: {
  hours: OpeningHours;
  now: HoursNow | null;
  form: FormState | null;
}) {
  const texts = useTexts().settings.tickets.openingHours;
  const enabled = form ? fieldValue(form.values, OPENING_FIELDS.enabled) === 'on' : hours.enabled;
  const outside = (form && fieldValue(form.values, OPENING_FIELDS.outside)) || hours.outside;
  return (
    <fieldset className="opening-hours" id="opening-hours">
      <legend>{texts.title}</legend>
      {now ? <HoursStatus hours={hours} now={now} /> : null}
      <SwitchField
        name={OPENING_FIELDS.enabled}
        label={texts.enabled}
        checked={enabled}
        hint={now ? texts.enabledHint(now.timeZone) : null}
      />
      <p className="field__hint">{texts.spanHint}</p>
      <div className="opening-week">
        {texts.days.map((name, index) => (
          <Day key={name} day={index + 1} name={name} hours={hours} form={form} />
        ))}
      </div>
      <fieldset className="field" id={OPENING_FIELDS.outside}>
        <legend className="field__label">{texts.outside}</legend>
        {(['note', 'refuse'] as const).map((choice) => (
          <label className="opening-choice" key={choice}>
            <input type="radio" name={OPENING_FIELDS.outside} value={choice} defaultChecked={outside === choice} />
            <span>{texts[choice]}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{texts.message}</span>
        <textarea
          id={OPENING_FIELDS.message}
          name={OPENING_FIELDS.message}
          rows={3}
          maxLength={LIMITS.openingHours.message}
          defaultValue={form ? (fieldValue(form.values, OPENING_FIELDS.message) ?? '') : hours.message}
          {...invalidFieldProps(form, OPENING_FIELDS.message)}
        />
        <FieldError form={form} name={OPENING_FIELDS.message} />
        <span className="field__hint">{texts.messageHint(LIMITS.openingHours.message)}</span>
      </label>
    </fieldset>
  );
}

/** The hours as they stand, for someone who may not change them: one line per day with spans. */
export function OpeningHoursValues({ hours, now }: { hours: OpeningHours; now: HoursNow | null }) {
  const texts = useTexts().settings.tickets.openingHours;
  return (
    <div>
      <dt>{texts.title}</dt>
      <dd>
        {now ? <HoursStatus hours={hours} now={now} /> : null}
        {hours.enabled ? (
          <ul className="opening-list">
            {texts.days.map((name, index) => {
              const spans = spansOn(hours, index + 1);
              return spans.length ? (
                <li key={name}>{`${name}: ${spans.map((span) => `${span.from}–${span.to}`).join(', ')}`}</li>
              ) : null;
            })}
          </ul>
        ) : null}
      </dd>
    </div>
  );
}
