// The ratings of the tickets closed in the period: the average and count, the distribution 1–5 as bars,
// and the newest comments; "no ratings yet" while there are none.
import type { TicketStats } from '../../server/contract/index.js';
import { BarChart } from './BarChart.js';
import { ratingAverage, type StatsTexts } from './format.js';

export function Ratings({
  ratings,
  texts,
  locale,
  showDate,
}: {
  ratings: TicketStats['ratings'];
  texts: StatsTexts;
  locale: string;
  showDate: (iso: string) => string;
}) {
  if (ratings.count === 0)
    return (
      <section className="card">
        <h2>{texts.ratings}</h2>
        <p className="state">{texts.noRatings}</p>
      </section>
    );
  const bars = ratings.distribution.map((count, index) => ({
    key: String(index + 1),
    label: texts.stars(index + 1),
    count,
  }));
  return (
    <section className="card stats-section">
      <h2>{texts.ratings}</h2>
      <p className="stats-lead">
        {ratingAverage(ratings.average, texts, locale)} · {texts.ratingCount(ratings.count)}
      </p>
      <BarChart id="stats-ratings" name={texts.ratings} bars={bars} labelHead={texts.ratings} countHead={texts.count} />
      {ratings.comments.length > 0 ? (
        <>
          <h3>{texts.comments}</h3>
          <ul className="stats-comments">
            {ratings.comments.map((comment) => (
              <li key={`${comment.ratedAt}-${comment.feedback}`}>
                <span className="stats-comments__meta">
                  {texts.stars(comment.rating)} · {showDate(comment.ratedAt)}
                </span>
                <p>{comment.feedback}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
