// The ticket settings' times (part of the Tickets section, TicketSettingsSection.tsx): auto-close of
// inactive tickets (a switch and its two times) and how long a close request waits for the opener. Plain
// fields of the section's form, each with its error beside it; the values alone for those who only read.
import { LIMITS } from '../../server/contract/facts.js';
import type { TicketSettings } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { FieldError, invalidFieldProps } from './FormErrors.js';
import { SwitchField } from './SwitchField.js';

/** The fields' names, as the route reads them and the page's error summary links to them. */
export const TIMER_FIELDS = {
  autoClose: 'autoCloseEnabled',
  warnAfter: 'warnAfterMinutes',
  closeAfter: 'closeAfterMinutes',
  closeRequest: 'closeRequestMinutes',
} as const;

function MinutesField({
  name,
  label,
  value,
  form,
}: {
  name: string;
  label: string;
  value: number;
  form: FormState | null;
}) {
  const texts = useTexts().settings.tickets;
  const { min, max } = LIMITS.ticketTimerMinutes;
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        type="number"
        id={name}
        name={name}
        min={min}
        max={max}
        step={1}
        required
        defaultValue={fieldValue(form?.values, name) ?? String(value)}
        {...invalidFieldProps(form, name)}
      />
      <FieldError form={form} name={name} />
      <span className="field__hint">{texts.minutesHint(max)}</span>
    </label>
  );
}

export function TicketTimerFields({ settings, form }: { settings: TicketSettings; form: FormState | null }) {
  const texts = useTexts().settings.tickets;
  const { autoClose } = settings;
  // A refused form shows what was sent (an unticked box sends nothing).
  const enabled = form ? fieldValue(form.values, TIMER_FIELDS.autoClose) === 'on' : autoClose.enabled;
  return (
    <>
      <SwitchField name={TIMER_FIELDS.autoClose} label={texts.autoClose} checked={enabled} hint={texts.autoCloseHint} />
      <MinutesField
        name={TIMER_FIELDS.warnAfter}
        label={texts.warnAfter}
        value={autoClose.warnAfterMinutes}
        form={form}
      />
      <MinutesField
        name={TIMER_FIELDS.closeAfter}
        label={texts.closeAfter}
        value={autoClose.closeAfterMinutes}
        form={form}
      />
      <MinutesField
        name={TIMER_FIELDS.closeRequest}
        label={texts.closeRequest}
        value={settings.closeRequestMinutes}
        form={form}
      />
      <span className="field__hint">{texts.closeRequestHint}</span>
    </>
  );
}

/** The times as they stand, as rows of the section's list of values. */
export function TicketTimerValues({ settings }: { settings: TicketSettings }) {
  const { settings: page } = useTexts();
  const texts = page.tickets;
  const rows: [string, string][] = [
    [texts.autoClose, settings.autoClose.enabled ? page.toggle.on : page.toggle.off],
    [texts.warnAfter, texts.minutes(settings.autoClose.warnAfterMinutes)],
    [texts.closeAfter, texts.minutes(settings.autoClose.closeAfterMinutes)],
    [texts.closeRequest, texts.minutes(settings.closeRequestMinutes)],
  ];
  return rows.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}
