// The arithmetic of the console's bar charts, kept apart from drawing so it can be tested.

/** The smallest 1, 2 or 5 × 10^n at or above `max` (at least 1): an axis top a person reads at a glance. */
export function niceCeiling(max: number): number {
  if (!(max > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/**
 * How the series share a bar: `stack` adds them (readings on top of previews), `overlay` draws
 * the later ones over the first (failures inside calls, refunds over revenue).
 */
export type ChartMode = 'stack' | 'overlay';

/** The axis top for the series: the largest bar, stacked or not. */
export function chartCeiling(series: readonly ChartSeries[], mode: ChartMode): number {
  const days = Math.max(0, ...series.map((one) => one.values.length));
  let max = 0;
  for (let day = 0; day < days; day++) {
    const values = series.map((one) => one.values[day] ?? 0);
    max = Math.max(max, mode === 'stack' ? values.reduce((sum, value) => sum + value, 0) : Math.max(...values));
  }
  return niceCeiling(max);
}

export interface Bar {
  series: number;
  day: number;
  /** In chart units: the x axis is one unit per day, the y axis 0 (top) … 100 (bottom). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each day's bars, in the order they are drawn; zero values draw nothing. */
export function layoutBars(series: readonly ChartSeries[], mode: ChartMode, ceiling: number): Bar[] {
  const bars: Bar[] = [];
  const days = Math.max(0, ...series.map((one) => one.values.length));
  for (let day = 0; day < days; day++) {
    let base = 0;
    series.forEach((one, index) => {
      const value = one.values[day] ?? 0;
      if (value <= 0) return;
      const height = (value / ceiling) * 100;
      // Overlaid bars are narrower, so the one behind still shows at their sides.
      const [width, inset] = mode === 'overlay' && index > 0 ? [0.5, 0.25] : [0.8, 0.1];
      const bottom = mode === 'stack' ? base : 0;
      bars.push({ series: index, day, x: day + inset, y: 100 - bottom - height, width, height });
      if (mode === 'stack') base += height;
    });
  }
  return bars;
}

/** The day with the largest value (the first of equals), or null when every day is zero. */
export function peakDay(values: readonly number[]): { index: number; value: number } | null {
  let peak: { index: number; value: number } | null = null;
  values.forEach((value, index) => {
    if (value > 0 && (peak === null || value > peak.value)) peak = { index, value };
  });
  return peak;
}
