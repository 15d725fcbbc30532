// The figures per category and per member of staff, or the sentence that says why they are not shown.
import type { TicketStats } from '../../server/contract/index.js';
import { FiguresTable } from './FiguresTable.js';
import { count, duration, ratingAverage, type StatsTexts } from './format.js';

interface GroupProps {
  stats: TicketStats;
  texts: StatsTexts;
  locale: string;
  csvHref: (table: 'categories' | 'staff') => string;
}

function Withheld({ title, text }: { title: string; text: string }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      <p className="state">{text}</p>
    </section>
  );
}

/** The CSV download of a table. */
const Download = ({ href, texts }: { href: string; texts: StatsTexts }) => (
  <a className="stats-download" href={href} download>
    {texts.csv}
  </a>
);

export function CategoryTable({ stats, texts, locale, csvHref }: GroupProps) {
  if (!stats.byCategory) return <Withheld title={texts.byCategory} text={texts.staffRights} />;
  const name = (row: NonNullable<TicketStats['byCategory']>[number]) =>
    row.categoryId === null ? texts.noCategory : (row.name ?? texts.deletedCategory);
  return (
    <FiguresTable
      title={texts.byCategory}
      heads={[
        texts.category,
        texts.opened,
        texts.closed,
        texts.firstResponseMedian,
        texts.resolutionMedian,
        texts.ratingAverage,
      ]}
      rows={stats.byCategory.map((row) => ({
        key: String(row.categoryId ?? 'none'),
        name: name(row),
        cells: [
          count(row.opened, locale),
          count(row.closed, locale),
          duration(row.firstResponseMedian, texts),
          duration(row.resolutionMedian, texts),
          ratingAverage(row.ratingAverage, texts, locale),
        ],
      }))}
      after={<Download href={csvHref('categories')} texts={texts} />}
    />
  );
}

export function StaffTable({ stats, texts, locale, csvHref }: GroupProps) {
  if (!stats.byStaff)
    return (
      <Withheld
        title={texts.byStaff}
        text={stats.staffWithheld === 'retention' ? texts.staffRetention : texts.staffRights}
      />
    );
  if (stats.byStaff.length === 0) return <Withheld title={texts.byStaff} text={texts.noStaff} />;
  return (
    <FiguresTable
      title={texts.byStaff}
      heads={[texts.member, texts.claimed, texts.closed, texts.answered, texts.firstResponseMedian, texts.closedRating]}
      rows={stats.byStaff.map((row) => ({
        key: row.userId,
        name: row.name ?? row.userId,
        cells: [
          count(row.claimed, locale),
          count(row.closed, locale),
          count(row.firstResponses, locale),
          duration(row.firstResponseMedian, texts),
          ratingAverage(row.ratingAverage, texts, locale),
        ],
      }))}
      after={
        <>
          <p className="stats-note">{texts.answeredHint}</p>
          <Download href={csvHref('staff')} texts={texts} />
        </>
      }
    />
  );
}
