// The figures per category and per member of staff, or the sentence that says why they are not shown.
import type { TicketStats } from '../../server/contract/index.js';
import { TableScroll } from '../components/TableScroll.js';
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

export function CategoryTable({ stats, texts, locale, csvHref }: GroupProps) {
  if (!stats.byCategory) return <Withheld title={texts.byCategory} text={texts.staffRights} />;
  const name = (row: NonNullable<TicketStats['byCategory']>[number]) =>
    row.categoryId === null ? texts.noCategory : (row.name ?? texts.deletedCategory);
  return (
    <section className="card stats-section">
      <h2>{texts.byCategory}</h2>
      <TableScroll label={texts.byCategory}>
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">{texts.category}</th>
              <th scope="col">{texts.opened}</th>
              <th scope="col">{texts.closed}</th>
              <th scope="col">{texts.firstResponseMedian}</th>
              <th scope="col">{texts.resolutionMedian}</th>
              <th scope="col">{texts.ratingAverage}</th>
            </tr>
          </thead>
          <tbody>
            {stats.byCategory.map((row) => (
              <tr key={row.categoryId ?? 'none'}>
                <th scope="row">{name(row)}</th>
                <td>{count(row.opened, locale)}</td>
                <td>{count(row.closed, locale)}</td>
                <td>{duration(row.firstResponseMedian, texts)}</td>
                <td>{duration(row.resolutionMedian, texts)}</td>
                <td>{ratingAverage(row.ratingAverage, texts, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <a className="stats-download" href={csvHref('categories')} download>
        {texts.csv}
      </a>
    </section>
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
    <section className="card stats-section">
      <h2>{texts.byStaff}</h2>
      <TableScroll label={texts.byStaff}>
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">{texts.member}</th>
              <th scope="col">{texts.claimed}</th>
              <th scope="col">{texts.closed}</th>
              <th scope="col">{texts.answered}</th>
              <th scope="col">{texts.firstResponseMedian}</th>
              <th scope="col">{texts.closedRating}</th>
            </tr>
          </thead>
          <tbody>
            {stats.byStaff.map((row) => (
              <tr key={row.userId}>
                <th scope="row">{row.name ?? row.userId}</th>
                <td>{count(row.claimed, locale)}</td>
                <td>{count(row.closed, locale)}</td>
                <td>{count(row.firstResponses, locale)}</td>
                <td>{duration(row.firstResponseMedian, texts)}</td>
                <td>{ratingAverage(row.ratingAverage, texts, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="stats-note">{texts.answeredHint}</p>
      <a className="stats-download" href={csvHref('staff')} download>
        {texts.csv}
      </a>
    </section>
  );
}
