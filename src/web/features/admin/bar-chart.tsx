import { useId } from 'react';
import { chartCeiling, layoutBars, peakDay, type ChartMode, type ChartSeries } from './chart-scale.ts';
import { formatDay } from './format.ts';

export interface BarChartProps {
  title: string;
  /** One 'YYYY-MM-DD' per bar, oldest first. */
  days: readonly string[];
  /** One or two series; the first is drawn in gold, the second in violet (or rose with `secondTone`). */
  series: readonly ChartSeries[];
  mode?: ChartMode;
  /** Writes a value on the axis and in the summary. */
  format: (value: number) => string;
  /** The second series is something going wrong (failures, refunds). */
  secondTone?: 'violet' | 'rose';
  /** The id of the table that holds every figure of the chart. */
  tableId: string;
}

function summaryOf({ title, days, series, format }: BarChartProps): string {
  const parts = series.map((one) => {
    const total = one.values.reduce((sum, value) => sum + value, 0);
    const peak = peakDay(one.values);
    const peakText = peak ? `, highest ${format(peak.value)} on ${formatDay(days[peak.index] ?? '')}` : '';
    return `${one.label}: ${format(total)} in total${peakText}`;
  });
  return `${title} by day. ${parts.join('. ')}.`;
}

/**
 * A small bar chart drawn as inline SVG, one bar per day. The picture is for the eye; its text
 * alternative is a summary, and the table it names holds every figure.
 */
export function BarChart(props: BarChartProps) {
  const { title, days, series, mode = 'stack', format, secondTone = 'violet', tableId } = props;
  const headingId = useId();
  const ceiling = chartCeiling(series, mode);
  const bars = layoutBars(series, mode, ceiling);
  const width = Math.max(days.length, 1);
  const summary = summaryOf(props);
  return (
    <figure className="admin-chart" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-chart-title">
        {title}
      </h3>
      {/* A legend on every chart, one series or two, so the charts of a row line up. */}
      <ul className="admin-chart-legend" aria-hidden="true">
        {series.map((one, index) => (
          <li key={one.label}>
            <span className={`admin-swatch admin-swatch-${index === 0 ? 'gold' : secondTone}`} />
            {one.label}
          </li>
        ))}
      </ul>
      <div className="admin-chart-body">
        <div className="admin-chart-axis" aria-hidden="true">
          <span>{format(ceiling)}</span>
          {/* Half of an axis of 1 would be half a sign-up: the middle line then goes unlabelled. */}
          <span>{Number.isInteger(ceiling / 2) ? format(ceiling / 2) : ''}</span>
          <span>0</span>
        </div>
        <svg className="admin-chart-svg" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={summary}>
          {[0, 50, 100].map((y) => (
            <line key={y} className="admin-chart-grid" x1={0} x2={width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
          {bars.map((bar) => (
            <rect
              key={`${bar.series}-${bar.day}`}
              className={`admin-bar admin-bar-${bar.series === 0 ? 'gold' : secondTone}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            >
              <title>{`${formatDay(days[bar.day] ?? '')}: ${series[bar.series]?.label ?? ''} ${format(series[bar.series]?.values[bar.day] ?? 0)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <figcaption className="admin-chart-caption">
        <span aria-hidden="true">{days[0] ? formatDay(days[0]) : ''}</span>
        <a href={`#${tableId}`} className="admin-chart-table-link">
          Figures in the table
        </a>
        <span aria-hidden="true">{days.at(-1) ? formatDay(days.at(-1) ?? '') : ''}</span>
      </figcaption>
    </figure>
  );
}
