import { describe, expect, it } from 'vitest';
import { placementOf, type Placement } from './spread-placement.ts';

/** The table as rows of card numbers (1-based) at their half-columns, for reading at a glance. */
function picture({ columns, rows, slots }: Placement): string[] {
  const lines = Array.from({ length: rows }, () => Array.from({ length: columns }, () => '.'));
  slots.forEach((slot, index) => {
    if (slot.crossing) return;
    const line = lines[slot.row - 1];
    if (line) line[slot.column - 1] = String(index + 1).slice(-1);
  });
  return lines.map((line) => line.join('')).filter((line) => line.replace(/\./g, '') !== '');
}

/** No two cards (but the crossing one) share a half-track: every card covers its own 2×2 area. */
function overlaps({ slots }: Placement): boolean {
  const taken = new Set<string>();
  for (const slot of slots) {
    if (slot.crossing) continue;
    for (const [dc, dr] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      const key = `${slot.column + dc},${slot.row + dr}`;
      if (taken.has(key)) return true;
      taken.add(key);
    }
  }
  return false;
}

describe('placementOf', () => {
  it('lays a line of up to five in one row and more in two', () => {
    expect(picture(placementOf('line', 3))).toEqual(['1.2.3.']);
    expect(picture(placementOf('line', 1))).toEqual(['1.']);
    expect(picture(placementOf('line', 7))).toEqual(['1.2.3.4.', '.5.6.7..']);
  });

  it('lays a decision grid two across, the last card centred', () => {
    expect(picture(placementOf('grid', 5))).toEqual(['1.2.', '3.4.', '.5..']);
  });

  it('builds a pyramid from its base', () => {
    expect(picture(placementOf('pyramid', 5))).toEqual(['.1.2..', '3.4.5.']);
    expect(picture(placementOf('pyramid', 10))).toEqual(['...1....', '..2.3...', '.4.5.6..', '7.8.9.0.']);
    expect(picture(placementOf('pyramid', 1))).toEqual(['1.']);
  });

  it('lays a cross of five around its centre', () => {
    expect(picture(placementOf('cross', 5))).toEqual(['..2...', '4.1.5.', '..3...']);
  });

  it('lays the Celtic Cross as a cross of six, the second across the first, and a staff from the bottom up', () => {
    const celtic = placementOf('celtic-cross', 10);
    expect(celtic.slots[1]).toMatchObject({ column: celtic.slots[0]?.column, row: celtic.slots[0]?.row, crossing: true });
    expect(picture(celtic)).toEqual(['......0.', '..5.....', '......9.', '4.1.6...', '......8.', '..3.....', '......7.']);
    expect(celtic.slots.slice(6).every((slot) => slot.staff)).toBe(true);
  });

  it('never lays two cards on one another, for any layout and number of cards', () => {
    for (const layout of ['line', 'grid', 'pyramid'] as const) {
      for (let count = 1; count <= 10; count += 1) {
        const placement = placementOf(layout, count);
        expect(placement.slots).toHaveLength(count);
        expect(overlaps(placement), `${layout} of ${count}`).toBe(false);
      }
    }
  });

  it('lays a fixed layout given another number of cards in a line', () => {
    expect(picture(placementOf('cross', 4))).toEqual(['1.2.3.4.']);
  });
});
