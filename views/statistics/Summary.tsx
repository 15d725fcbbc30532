// The period's figures at a glance, each beside the same figure of the period before.
import type { StatsHeadline, TicketStats } from '../../server/contract/index.js';
import { FiguresTable } from './FiguresTable.js';
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
  const figures: [string, (figures: StatsHeadline) => string][] = [
    [texts.opened, (figures) => count(figures.opened, locale)],
    [texts.closed, (figures) => count(figures.closed, locale)],
    [texts.firstResponseMedian, (figures) => duration(figures.firstResponse.median, texts)],
    [texts.firstResponseP90, (figures) => duration(figures.firstResponse.p90, texts)],
    [texts.resolutionMedian, (figures) => duration(figures.resolution.median, texts)],
    [texts.resolutionP90, (figures) => duration(figures.resolution.p90, texts)],
    [texts.ratingAverage, (figures) => ratingAverage(figures.ratingAverage, texts, locale)],
  ];
  return (
    <FiguresTable
      title={texts.summary}
      variant="summary"
      heads={[
        texts.figure,
        texts.thisPeriod,
        texts.previousPeriod(showDay(stats.previous.from), showDay(stats.previous.to)),
      ]}
      rows={figures.map(([label, value]) => ({ key: label, name: label, cells: [value(stats), value(stats.before)] }))}
      after={<p className="stats-note">{texts.explainTimes}</p>}
    />
  );
}
