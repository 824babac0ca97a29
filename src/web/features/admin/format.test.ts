import { describe, expect, it } from 'vitest';
import { formatCents, formatCompact, formatCostCents, formatCount, formatDay, formatDelta, formatRate } from './format.ts';

describe('the console’s figures', () => {
  it('writes money in dollars, grouped', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(123_456)).toBe('$1,234.56');
  });

  it('keeps a fraction of a cent of model cost visible', () => {
    expect(formatCostCents(0.37)).toBe('$0.0037');
    expect(formatCostCents(12.5)).toBe('$0.125');
    expect(formatCostCents(250.4)).toBe('$2.50');
    expect(formatCostCents(0)).toBe('$0.00');
  });

  it('writes counts, rates, token totals and credit changes', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatDelta(5)).toBe('+5');
    expect(formatDelta(-3)).toBe('−3');
  });

  it('writes a UTC day as the server counted it, whatever the local time zone', () => {
    expect(formatDay('2026-11-01')).toBe('Nov 1');
    expect(formatDay('2026-12-31', { withYear: true })).toBe('Dec 31, 2026');
  });
});
