// A chart and its figures: the SVG is one image with a name (its title), and the same figures follow as
// a table, for screen readers and for copying into a spreadsheet.
import type { ReactNode } from 'react';
import { TableScroll } from '../components/TableScroll.js';

export function ChartFigure({
  id,
  name,
  width,
  height,
  chart,
  table,
}: {
  id: string;
  name: string;
  width: number;
  height: number;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="stats-chart">
      <svg
        className="stats-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-name`}
        width={width}
        height={height}
      >
        <title id={`${id}-name`}>{name}</title>
        {chart}
      </svg>
      <TableScroll label={name}>{table}</TableScroll>
    </figure>
  );
}
