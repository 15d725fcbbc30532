// Tickets opened and closed per day: two lines over the period's days (d3's scales and line paths),
// with the day-by-day table below.
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import type { TicketStats } from '../../server/contract/index.js';
import { ChartFigure } from './ChartFigure.js';
import type { StatsTexts } from './format.js';

const WIDTH = 360;
const HEIGHT = 180;
const MARGIN = { top: 10, right: 10, bottom: 24, left: 30 };

type Day = TicketStats['perDay'][number];

/** The first day's label starts at its point and the last one ends at it, so neither is cut off. */
const anchor = (index: number, count: number) => (index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle');

export function DayChart({
  days,
  texts,
  showDay,
}: {
  days: Day[];
  texts: StatsTexts;
  showDay: (day: string) => string;
}) {
  const x = scalePoint<string>()
    .domain(days.map((day) => day.day))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const most = Math.max(1, ...days.map((day) => Math.max(day.opened, day.closed)));
  const y = scaleLinear()
    .domain([0, most])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = (key: 'opened' | 'closed') =>
    line<Day>()
      .x((day) => x(day.day) ?? 0)
      .y((day) => y(day[key]))(days) ?? '';
  const ticks = y.ticks(4).filter(Number.isInteger);
  const labelled = [days[0], days[Math.floor(days.length / 2)], days.at(-1)].filter((day): day is Day => !!day);
  const name = texts.perDayChart(showDay(days[0]!.day), showDay(days.at(-1)!.day));
  const chart = (
    <>
      {ticks.map((tick) => (
        <g key={tick} className="stats-chart__grid">
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text x={MARGIN.left - 4} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {[...new Set(labelled)].map((day, index, shown) => (
        <text
          key={day.day}
          className="stats-chart__axis"
          x={x(day.day)}
          y={HEIGHT - 6}
          textAnchor={anchor(index, shown.length)}
        >
          {showDay(day.day).slice(0, 5)}
        </text>
      ))}
      <path className="stats-chart__line stats-chart__line--opened" d={path('opened')} />
      <path className="stats-chart__line stats-chart__line--closed" d={path('closed')} />
    </>
  );
  const table = (
    <table className="stats-table">
      <thead>
        <tr>
          <th scope="col">{texts.day}</th>
          <th scope="col">{texts.opened}</th>
          <th scope="col">{texts.closed}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{showDay(day.day)}</th>
            <td>{day.opened}</td>
            <td>{day.closed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <ChartFigure id="stats-days" name={name} width={WIDTH} height={HEIGHT} chart={chart} table={table} />;
}
