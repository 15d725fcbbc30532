// The period: the last 7, 30 or 90 days as links, or from–to typed in the page's language (a GET form,
// so every period has its own address and works without JavaScript).
import { useTexts } from '../i18n/texts-context.js';
import { DayField } from '../components/DayField.js';

export const PRESETS = ['7', '30', '90'] as const;
export type PeriodChoice = (typeof PRESETS)[number] | 'custom';

/** The period as asked for: a preset, or the days as typed (shown again as they were). */
export interface PeriodValues {
  period: PeriodChoice;
  from: string;
  to: string;
}

export function PeriodPicker({
  values,
  action,
  error,
}: {
  values: PeriodValues;
  action: string;
  error: string | null;
}) {
  const texts = useTexts().statistics;
  return (
    <section className="card stats-period" aria-label={texts.periodLegend}>
      <nav className="stats-period__presets" aria-label={texts.periodLegend}>
        {PRESETS.map((preset) => (
          <a
            key={preset}
            className="button button--small"
            href={`${action}?period=${preset}`}
            aria-current={values.period === preset ? 'page' : undefined}
          >
            {texts.presets[preset]}
          </a>
        ))}
      </nav>
      <form className="list-controls" method="get" action={action}>
        <input type="hidden" name="period" value="custom" />
        <DayField name="from" label={texts.from} value={values.from} />
        <DayField name="to" label={texts.to} value={values.to} />
        <button className="button button--small" type="submit">
          {texts.show}
        </button>
      </form>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
