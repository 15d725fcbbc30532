// The busiest hours: a weekday × hour grid of tickets opened, darker where more were (d3's linear scale
// for the shade, its band scales for the cells); the table below has the same counts.
import { scaleBand, scaleLinear } from 'd3-scale';
import { ChartFigure } from './ChartFigure.js';
import type { StatsTexts } from './format.js';

const WIDTH = 360;
const HEIGHT = 150;
const LEFT = 30;
const BOTTOM = 16;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function HourGrid({ grid, texts }: { grid: number[][]; texts: StatsTexts }) {
  const x = scaleBand<number>().domain(HOURS).range([LEFT, WIDTH]).padding(0.08);
  const y = scaleBand<number>()
    .domain([0, 1, 2, 3, 4, 5, 6])
    .range([0, HEIGHT - BOTTOM])
    .padding(0.08);
  const shade = scaleLinear()
    .domain([0, Math.max(1, ...grid.flat())])
    .range([0.06, 1]);
  const chart = (
    <>
      {grid.map((hours, weekday) => (
        <g key={texts.weekdays[weekday]}>
          <text
            className="stats-chart__label"
            x={LEFT - 4}
            y={(y(weekday) ?? 0) + y.bandwidth() / 2}
            dy="0.32em"
            textAnchor="end"
          >
            {texts.weekdaysShort[weekday]}
          </text>
          {hours.map((count, hour) => (
            <rect
              key={HOURS[hour]}
              className="stats-chart__cell"
              x={x(hour)}
              y={y(weekday)}
              width={x.bandwidth()}
              height={y.bandwidth()}
              fillOpacity={shade(count)}
            />
          ))}
        </g>
      ))}
      {[0, 6, 12, 18].map((hour) => (
        <text key={hour} className="stats-chart__axis" x={x(hour)} y={HEIGHT - 3}>
          {hour}
        </text>
      ))}
    </>
  );
  const table = (
    <table className="stats-table stats-table--hours">
      <thead>
        <tr>
          <th scope="col">{texts.weekday}</th>
          {HOURS.map((hour) => (
            <th key={hour} scope="col">
              {texts.hour(hour)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((hours, weekday) => (
          <tr key={texts.weekdays[weekday]}>
            <th scope="row">{texts.weekdays[weekday]}</th>
            {hours.map((count, hour) => (
              <td key={HOURS[hour]}>{count}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure id="stats-hours" name={texts.hoursChart} width={WIDTH} height={HEIGHT} chart={chart} table={table} />
  );
}
