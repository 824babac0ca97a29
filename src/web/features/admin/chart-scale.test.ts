import { describe, expect, it } from 'vitest';
import { chartCeiling, layoutBars, niceCeiling, peakDay } from './chart-scale.ts';

describe('the chart axis', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [199, 200],
    [201, 500],
    [4_999, 5_000],
    [1_200_000, 2_000_000],
  ])('tops %d at %d', (max, ceiling) => {
    expect(niceCeiling(max)).toBe(ceiling);
  });

  it('tops stacked series at their sum and overlaid ones at the larger', () => {
    const series = [
      { label: 'a', values: [3, 8] },
      { label: 'b', values: [4, 1] },
    ];
    expect(chartCeiling(series, 'stack')).toBe(10);
    expect(chartCeiling(series, 'overlay')).toBe(10);
    expect(
      chartCeiling(
        [
          { label: 'a', values: [30, 8] },
          { label: 'b', values: [40, 1] },
        ],
        'stack',
      ),
    ).toBe(100);
    expect(
      chartCeiling(
        [
          { label: 'a', values: [30, 8] },
          { label: 'b', values: [40, 1] },
        ],
        'overlay',
      ),
    ).toBe(50);
  });
});

describe('the bars', () => {
  it('stacks the second series on the first, one unit per day, and draws nothing for zero', () => {
    const bars = layoutBars(
      [
        { label: 'readings', values: [5, 0, 2] },
        { label: 'previews', values: [5, 4, 0] },
      ],
      'stack',
      10,
    );
    expect(bars).toEqual([
      { series: 0, day: 0, x: 0.1, y: 50, width: 0.8, height: 50 },
      { series: 1, day: 0, x: 0.1, y: 0, width: 0.8, height: 50 },
      { series: 1, day: 1, x: 1.1, y: 60, width: 0.8, height: 40 },
      { series: 0, day: 2, x: 2.1, y: 80, width: 0.8, height: 20 },
    ]);
  });

  it('draws an overlaid series from the bottom, narrower, over the first', () => {
    const bars = layoutBars(
      [
        { label: 'calls', values: [10] },
        { label: 'failures', values: [2] },
      ],
      'overlay',
      10,
    );
    expect(bars).toEqual([
      { series: 0, day: 0, x: 0.1, y: 0, width: 0.8, height: 100 },
      { series: 1, day: 0, x: 0.25, y: 80, width: 0.5, height: 20 },
    ]);
  });

  it('finds the first highest day, and none when every day is zero', () => {
    expect(peakDay([1, 4, 2, 4])).toEqual({ index: 1, value: 4 });
    expect(peakDay([0, 0])).toBeNull();
  });
});
