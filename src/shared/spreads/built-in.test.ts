import { describe, expect, it } from 'vitest';
import { SpreadInputSchema } from '../schemas/spread.ts';
import { BUILT_IN_SPREAD_IDS, BUILT_IN_SPREADS, builtInSpread, DEFAULT_SPREAD_ID } from './built-in.ts';
import { LAYOUT_POSITIONS, layoutOf, THREE_CARD_SPREAD } from './spread.ts';

describe('the built-in spreads', () => {
  it('are listed once each, in the order of their ids, with the spec’s three cards first and default', () => {
    expect(BUILT_IN_SPREADS.map((spread) => spread.id)).toEqual([...BUILT_IN_SPREAD_IDS]);
    expect(BUILT_IN_SPREADS[0]).toBe(THREE_CARD_SPREAD);
    expect(builtInSpread(DEFAULT_SPREAD_ID)).toBe(THREE_CARD_SPREAD);
    expect(builtInSpread('tree-of-life')).toBeUndefined();
  });

  it('name every position once, with a meaning, and fit their layout', () => {
    for (const spread of BUILT_IN_SPREADS) {
      const names = spread.positions.map((position) => position.name);
      expect(new Set(names).size, spread.id).toBe(names.length);
      for (const position of spread.positions) expect(position.meaning.length, `${spread.id}: ${position.name}`).toBeGreaterThan(20);
      const needed = LAYOUT_POSITIONS[layoutOf(spread)];
      if (needed !== null) expect(spread.positions.length, spread.id).toBe(needed);
    }
    expect(builtInSpread('celtic-cross')?.positions).toHaveLength(10);
    expect(builtInSpread('one-card')?.positions).toHaveLength(1);
  });
});

describe('a person’s own spread', () => {
  const position = { name: 'Root', meaning: 'what this grows from' };

  it('takes 1 to 10 trimmed positions and lies in a line unless told otherwise', () => {
    const parsed = SpreadInputSchema.parse({ name: '  Morning  ', positions: [{ name: ' Root ', meaning: ' what this grows from ' }] });
    expect(parsed).toEqual({ name: 'Morning', positions: [position], layout: 'line' });
    expect(SpreadInputSchema.safeParse({ name: 'Ten', positions: Array.from({ length: 10 }, () => position) }).success).toBe(true);
  });

  it('refuses none, eleven, an empty name, the Celtic Cross layout and a cross of other than five', () => {
    expect(SpreadInputSchema.safeParse({ name: 'None', positions: [] }).success).toBe(false);
    expect(SpreadInputSchema.safeParse({ name: 'Eleven', positions: Array.from({ length: 11 }, () => position) }).success).toBe(false);
    expect(SpreadInputSchema.safeParse({ name: '   ', positions: [position] }).success).toBe(false);
    expect(SpreadInputSchema.safeParse({ name: 'Celtic', positions: Array.from({ length: 10 }, () => position), layout: 'celtic-cross' }).success).toBe(false);
    const cross = SpreadInputSchema.safeParse({ name: 'Cross', positions: [position, position], layout: 'cross' });
    expect(cross.success).toBe(false);
    expect(cross.error?.issues[0]?.message).toBe('The cross layout needs exactly 5 positions');
    expect(SpreadInputSchema.safeParse({ name: 'Cross', positions: Array.from({ length: 5 }, () => position), layout: 'cross' }).success).toBe(true);
  });
});
