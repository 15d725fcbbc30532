// /dashboard/{guildId}/statistics: a period's ticket figures beside the period before's, per day, per
// category and per member of staff, the ratings, how tickets ended and the busiest hours. Charts are SVG
// drawn on the server, each followed by a table of the same figures; nothing needs JavaScript.
import type { TicketStats } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { dayInput } from '../lib/day-input.js';
import { zonePlace } from '../lib/date-format.js';
import { BarChart } from '../statistics/BarChart.js';
import { DayChart } from '../statistics/DayChart.js';
import { CategoryTable, StaffTable } from '../statistics/GroupTables.js';
import { HourGrid } from '../statistics/HourGrid.js';
import { PeriodPicker, type PeriodValues } from '../statistics/PeriodPicker.js';
import { Ratings } from '../statistics/Ratings.js';
import { Summary } from '../statistics/Summary.js';
import type { StatsTexts } from '../statistics/format.js';
import type { ViewProps } from '../view-props.js';

export interface StatisticsData {
  guildId: string;
  values: PeriodValues;
  /** What to fix in the period; nothing was computed then. */
  error: string | null;
  stats: TicketStats | null;
}

export type StatsTable = 'days' | 'categories' | 'staff';

/** The CSV download of one table, for the period shown (its days, resolved). */
export const statsCsvHref = (guildId: string, table: StatsTable, period: { from: string; to: string }) =>
  `/dashboard/${guildId}/statistics/export/${table}?from=${period.from}&to=${period.to}`;

function PeriodFigures({ stats, texts, guildId }: { stats: TicketStats; texts: StatsTexts; guildId: string }) {
  const dates = useDateFormat();
  const all = useTexts();
  const locale = all.dates.locale;
  const showDay = (day: string) => dayInput(all.dates).show(day);
  const csvHref = (table: StatsTable) => statsCsvHref(guildId, table, stats.period);
  const quiet = stats.opened === 0 && stats.closed === 0;
  const endings = (['opener', 'staff', 'closeRequest', 'autoClose'] as const).map((key) => ({
    key,
    label: texts.endedBy[key],
    count: stats.endings[key],
  }));
  const ages = stats.openByAge.map(({ age, count }) => ({ key: age, label: texts.ages[age], count }));
  return (
    <div className="stats-page">
      {quiet ? <p className="card state">{texts.empty}</p> : null}
      <Summary stats={stats} texts={texts} locale={locale} showDay={showDay} />
      <div className="stats-columns">
        {quiet ? null : (
          <section className="card stats-section">
            <h2>{texts.perDay}</h2>
            <DayChart days={stats.perDay} texts={texts} showDay={showDay} />
            <a className="stats-download" href={csvHref('days')} download>
              {texts.csv}
            </a>
          </section>
        )}
        <section className="card stats-section">
          <h2>{texts.openByAge}</h2>
          {ages.some((age) => age.count > 0) ? (
            <BarChart
              id="stats-ages"
              name={texts.openByAge}
              bars={ages}
              labelHead={texts.age}
              countHead={texts.count}
            />
          ) : (
            <p className="state">{texts.noneOpen}</p>
          )}
        </section>
      </div>
      <CategoryTable stats={stats} texts={texts} locale={locale} csvHref={csvHref} />
      <StaffTable stats={stats} texts={texts} locale={locale} csvHref={csvHref} />
      <div className="stats-columns">
        <Ratings ratings={stats.ratings} texts={texts} locale={locale} showDate={dates.dateTime} />
        {stats.closed > 0 ? (
          <section className="card stats-section">
            <h2>{texts.endings}</h2>
            <BarChart
              id="stats-endings"
              name={texts.endings}
              bars={endings}
              labelHead={texts.ending}
              countHead={texts.count}
            />
          </section>
        ) : null}
      </div>
      {stats.opened > 0 ? (
        <section className="card stats-section">
          <h2>{texts.hours}</h2>
          <HourGrid grid={stats.busiestHours} texts={texts} />
        </section>
      ) : null}
    </div>
  );
}

export function StatisticsPage({ data, shell }: ViewProps<StatisticsData>) {
  const all = useTexts();
  const texts = all.statistics;
  const showDay = (day: string) => dayInput(all.dates).show(day);
  const { stats } = data;
  return (
    <div className="stats-page">
      <header className="page-header">
        <h1>{texts.title}</h1>
      </header>
      {stats ? (
        <p className="stats-lead">
          {texts.lead(showDay(stats.period.from), showDay(stats.period.to), zonePlace(stats.period.timeZone))}
        </p>
      ) : null}
      <PeriodPicker values={data.values} action={shell.path} error={data.error} />
      {stats ? <PeriodFigures stats={stats} texts={texts} guildId={data.guildId} /> : null}
    </div>
  );
}
