// The shuffle-and-pick worked example of docs/fair-draw.md, rebuilt here from Node's own HMAC and compared
// with the page byte for byte, so the page cannot drift from the algorithm.
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_CLIENT_SEED as CLIENT_SEED,
  EXAMPLE_SERVER_SEED as SERVER_SEED,
  exampleWords,
  FAIR_DRAW_DOC as DOC,
  hex,
} from '../../../tests/support/fair-draw-example.ts';
import { THREE_CARD_SPREAD } from '../spreads/spread.ts';
import { deckOrder } from './deck-order.ts';
import { acceptBelow, commitmentOf, drawWithPicks, FAIR_DRAW_PICKS_ALGORITHM, verifyDraw } from './fair-draw.ts';

const PICKS = [7, 0, 15];

/** The first four blocks of the stream: more than 21 swaps and three reversals need. */
const words = (): number[] => exampleWords(4);

/** The section as the page writes it, computed step by step from the page's algorithm. */
function picksSection(): string {
  const stream = words();
  const cards = [...deckOrder('major')];
  let next = 0;
  const rows: string[] = [];
  for (let i = 0; i < cards.length - 1; i++) {
    const word = stream[next++] as number;
    const n = cards.length - i;
    const r = acceptBelow(word, n);
    // No word of this example is thrown away; if one were, the table would need a row for it.
    if (r === null) throw new Error(`word ${hex(word)} is rejected for n = ${n}`);
    const j = i + r;
    [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
    rows.push(`| ${i} | ${hex(word)} | ${n} | ${r} | ${i} ↔ ${j} |`);
  }
  const positions = THREE_CARD_SPREAD.positions;
  const flips = positions.map(() => stream[next++] as number);
  return [
    '| i | word | n | r | swap |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `The fan, face down, index by index: ${cards.map((card, index) => `${index} ${card}`).join(', ')}.`,
    '',
    `Reversal words, one per position in order: ${flips.map((word) => `\`${hex(word)}\` (${word % 2 === 1 ? 'odd' : 'even'})`).join(', ')}.`,
    '',
    `Picks \`[${PICKS.join(', ')}]\`, position by position: ${positions
      .map((position, i) => `${position.name}: fan card ${PICKS[i]}, **${cards[PICKS[i] as number]}${(flips[i] as number) % 2 === 1 ? ' (reversed)' : ''}**`)
      .join('; ')}.`,
  ].join('\n');
}

describe('the shuffle-and-pick worked example of docs/fair-draw.md', () => {
  it('is on the page exactly as the algorithm computes it', () => {
    expect(DOC).toContain(picksSection());
  });

  it('is what the shared picked draw gives, and verifies with its picks', async () => {
    const drawn = await drawWithPicks({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, deck: 'major', reversals: true, picks: PICKS });
    const shown = drawn.map((card) => `${card.name}${card.reversed ? ' (reversed)' : ''}`);
    for (const card of shown) expect(DOC).toContain(`**${card}**`);
    const record = {
      algorithm: FAIR_DRAW_PICKS_ALGORITHM,
      commitment: await commitmentOf(SERVER_SEED),
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      deck: 'major' as const,
      reversals: true,
      picks: PICKS,
    };
    expect(await verifyDraw(record, drawn)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
  });
});
