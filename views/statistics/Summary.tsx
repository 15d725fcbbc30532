// The period's figures at a glance, each beside the same figure of the period before.
import type { StatsHeadline, TicketStats } from '../../server/contract/index.js';
import { TableScroll } from '../components/TableScroll.js';
import { count, duration, ratingAverage, type StatsTexts } from './format.js';

export function Summary({
  stats,
  texts,
  locale,
  showDay,
}: {
  stats: TicketStats;
  texts: StatsTexts;
  locale: string;
  showDay: (day: string) => string;
}) {
  const rows: [string, (figures: StatsHeadline) => string][] = [
    [texts.opened, (figures) => count(figures.opened, locale)],
    [texts.closed, (figures) => count(figures.closed, locale)],
    [texts.firstResponseMedian, (figures) => duration(figures.firstResponse.median, texts)],
    [texts.firstResponseP90, (figures) => duration(figures.firstResponse.p90, texts)],
    [texts.resolutionMedian, (figures) => duration(figures.resolution.median, texts)],
    [texts.resolutionP90, (figures) => duration(figures.resolution.p90, texts)],
    [texts.ratingAverage, (figures) => ratingAverage(figures.ratingAverage, texts, locale)],
  ];
  return (
    <section className="card stats-section">
      <h2>{texts.summary}</h2>
      <TableScroll label={texts.summary}>
        <table className="stats-table stats-table--summary">
          <thead>
            <tr>
              <th scope="col">{texts.figure}</th>
              <th scope="col">{texts.thisPeriod}</th>
              <th scope="col">{texts.previousPeriod(showDay(stats.previous.from), showDay(stats.previous.to))}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="stats-table__now">{value(stats)}</td>
                <td>{value(stats.before)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="stats-note">{texts.explainTimes}</p>
    </section>
  );
}
