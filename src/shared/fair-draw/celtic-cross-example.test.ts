// The Celtic Cross worked example of docs/fair-draw.md, rebuilt here from Node's own HMAC and the spread's
// shared positions, and compared with the page byte for byte: the page cannot drift from the algorithm.
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_CLIENT_SEED as CLIENT_SEED,
  EXAMPLE_SERVER_SEED as SERVER_SEED,
  exampleWords,
  FAIR_DRAW_DOC as DOC,
  hex,
} from '../../../tests/support/fair-draw-example.ts';
import { CELTIC_CROSS_SPREAD } from '../spreads/built-in.ts';
import { deckOrder } from './deck-order.ts';
import { acceptBelow, drawFromSeeds } from './fair-draw.ts';

/** The example's words: the first three blocks of the stream, more than ten swaps and ten reversals need. */
const words = (): number[] => exampleWords(3);

/** The section as the page writes it, computed step by step from docs/fair-draw.md's algorithm. */
function celticCrossSection(): string {
  const stream = words();
  const cards = [...deckOrder('full')];
  const positions = CELTIC_CROSS_SPREAD.positions;
  let next = 0;
  const rows: string[] = [];
  for (const [i, position] of positions.entries()) {
    const word = stream[next++] as number;
    const n = cards.length - i;
    const r = acceptBelow(word, n);
    // No word of this example is thrown away; if one were, the table would need a row for it.
    if (r === null) throw new Error(`word ${hex(word)} is rejected for n = ${n}`);
    const j = i + r;
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
    rows.push(`| ${i} | ${position.name} | ${hex(word)} | ${n} | ${r} | ${i} ↔ ${j} | ${cards[i]} |`);
  }
  const flips = positions.map(() => stream[next++] as number);
  const drawn = positions.map((_, i) => `${cards[i]}${(flips[i] as number) % 2 === 1 ? ' (reversed)' : ''}`);
  return [
    '| i | position | word | n | r | swap | card |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Reversal words, one per position in order: ${flips.map((word) => `\`${hex(word)}\` (${word % 2 === 1 ? 'odd' : 'even'})`).join(', ')}.`,
    '',
    `Cards, position by position: ${positions.map((position, i) => `${i + 1}. ${position.name}: **${drawn[i]}**`).join('; ')}.`,
  ].join('\n');
}

describe('the Celtic Cross worked example of docs/fair-draw.md', () => {
  it('is on the page exactly as the algorithm computes it', () => {
    expect(DOC).toContain(celticCrossSection());
  });

  it('is what the shared draw gives for ten cards', async () => {
    const drawn = await drawFromSeeds({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'full', reversals: true, count: 10 });
    expect(drawn.map((card) => `${card.name}${card.reversed ? ' (reversed)' : ''}`)).toEqual([
      'The Empress (reversed)',
      'Seven of Cups',
      'Five of Swords (reversed)',
      'Ace of Swords (reversed)',
      'Queen of Pentacles (reversed)',
      'Five of Pentacles (reversed)',
      'Six of Wands',
      'Knight of Swords',
      'Ace of Wands',
      'The Fool',
    ]);
    // The first three cards are the three-card example's; their flags are not, as the reversal words come after the swaps.
    const three = await drawFromSeeds({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'full', reversals: true, count: 3 });
    expect(three.map((card) => card.name)).toEqual(drawn.slice(0, 3).map((card) => card.name));
  });
});
