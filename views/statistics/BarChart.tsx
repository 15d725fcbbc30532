// A few counts side by side as horizontal bars (d3's linear scale): open tickets by age, how tickets
// ended, the ratings 1–5; the table below names the same counts.
import { scaleLinear } from 'd3-scale';
import { ChartFigure } from './ChartFigure.js';

const WIDTH = 360;
const ROW = 26;
const LABEL = 150;
const VALUE = 36;

export interface Bar {
  key: string;
  label: string;
  count: number;
}

export function BarChart({
  id,
  name,
  bars,
  labelHead,
  countHead,
}: {
  id: string;
  name: string;
  bars: Bar[];
  labelHead: string;
  countHead: string;
}) {
  const height = bars.length * ROW;
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.count))])
    .range([0, WIDTH - LABEL - VALUE]);
  const chart = bars.map((bar, index) => (
    <g key={bar.key} transform={`translate(0 ${index * ROW})`}>
      <text className="stats-chart__label" x={LABEL - 6} y={ROW / 2} dy="0.32em" textAnchor="end">
        {bar.label}
      </text>
      <rect className="stats-chart__bar" x={LABEL} y={5} width={x(bar.count)} height={ROW - 10} rx={2} />
      <text className="stats-chart__value" x={LABEL + x(bar.count) + 4} y={ROW / 2} dy="0.32em">
        {bar.count}
      </text>
    </g>
  ));
  const table = (
    <table className="stats-table">
      <thead>
        <tr>
          <th scope="col">{labelHead}</th>
          <th scope="col">{countHead}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            <td>{bar.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return <ChartFigure id={id} name={name} width={WIDTH} height={height} chart={chart} table={table} />;
}
