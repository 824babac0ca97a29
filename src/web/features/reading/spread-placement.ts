// Where each card of a spread lies on a wide screen. The table is a grid of half-card tracks: every
// card covers two columns and two rows, so a shorter row can be centred by a half step, and the
// Celtic Cross's staff can sit half a card lower than the cross beside it. A phone ignores all this
// and shows the cards as a numbered sequence (card-spread.css).
import type { SpreadLayout } from '../../../shared/spreads/spread.ts';

export interface SlotPlacement {
  /** 1-based start of the card's two half-columns. */
  column: number;
  /** 1-based start of the card's two half-rows. */
  row: number;
  /** The Celtic Cross's second card, laid across the first. */
  crossing?: boolean;
  /** The Celtic Cross's staff, set a little apart from the cross. */
  staff?: boolean;
}

export interface Placement {
  /** Half-card columns and rows of the whole table. */
  columns: number;
  rows: number;
  slots: SlotPlacement[];
}

/** Rows of cards, each centred on the widest: the sizes are the number of cards per row, top first. */
function centredRows(sizes: readonly number[]): Placement {
  const widest = Math.max(...sizes);
  const slots: SlotPlacement[] = [];
  sizes.forEach((size, rowIndex) => {
    const offset = widest - size;
    for (let index = 0; index < size; index += 1) slots.push({ column: offset + 1 + index * 2, row: rowIndex * 2 + 1 });
  });
  return { columns: widest * 2, rows: sizes.length * 2, slots };
}

/** `count` cards cut into rows of at most `perRow`, the last row holding what is left. */
function rowsOf(count: number, perRow: number): number[] {
  const sizes: number[] = [];
  for (let left = count; left > 0; left -= perRow) sizes.push(Math.min(perRow, left));
  return sizes;
}

/** A line: up to five in a row; more fall into two rows as even as can be. */
function line(count: number): Placement {
  return centredRows(rowsOf(count, count <= 5 ? count : Math.ceil(count / 2)));
}

/** A grid: two across up to six cards (a decision's two paths side by side), then three, then four. */
function grid(count: number): Placement {
  const perRow = count === 1 ? 1 : count <= 6 ? 2 : count <= 9 ? 3 : 4;
  return centredRows(rowsOf(count, perRow));
}

/** A pyramid: each row one card wider than the one above, filled from the base; the top row takes what is left. */
function pyramid(count: number): Placement {
  // The base is the narrowest row whose pyramid holds every card: 1 + 2 + … + base ≥ count.
  const base = Math.ceil((Math.sqrt(8 * count + 1) - 1) / 2);
  const sizes: number[] = [];
  for (let width = base, left = count; left > 0; width -= 1) {
    const size = Math.min(width, left);
    sizes.unshift(size);
    left -= size;
  }
  return centredRows(sizes);
}

/** A cross of five: the centre, then above, below, left and right of it. */
const CROSS: Placement = {
  columns: 6,
  rows: 6,
  slots: [
    { column: 3, row: 3 },
    { column: 3, row: 1 },
    { column: 3, row: 5 },
    { column: 1, row: 3 },
    { column: 5, row: 3 },
  ],
};

/**
 * The Celtic Cross: the present, the challenge across it, the foundation below, the recent past to
 * the left, the crown above, the near future to the right; then the staff from the bottom up.
 */
const CELTIC_CROSS: Placement = {
  columns: 8,
  rows: 8,
  slots: [
    { column: 3, row: 4 },
    { column: 3, row: 4, crossing: true },
    { column: 3, row: 6 },
    { column: 1, row: 4 },
    { column: 3, row: 2 },
    { column: 5, row: 4 },
    { column: 7, row: 7, staff: true },
    { column: 7, row: 5, staff: true },
    { column: 7, row: 3, staff: true },
    { column: 7, row: 1, staff: true },
  ],
};

/** Where `count` cards lie in `layout`; a fixed layout given another number of cards lies in a line. */
export function placementOf(layout: SpreadLayout, count: number): Placement {
  switch (layout) {
    case 'cross':
      return count === CROSS.slots.length ? CROSS : line(count);
    case 'celtic-cross':
      return count === CELTIC_CROSS.slots.length ? CELTIC_CROSS : line(count);
    case 'grid':
      return grid(count);
    case 'pyramid':
      return pyramid(count);
    case 'line':
      return line(count);
  }
}
