import { describe, expect, it } from 'vitest';
import { DECK, findCard } from '../../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../../shared/deck/types.ts';
import { buildPrompt } from '../../../domain/readings/prompt.ts';
import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { createOfflineReader } from './reader.ts';

function drawn(name: string, reversed = false): DrawnCard {
  const card = findCard(name);
  if (!card) throw new Error(`No card named ${name}`);
  return { ...card, reversed };
}

const daily = (card: DrawnCard, day = '2026-11-24'): ReaderRequest => ({ kind: 'daily', card, day });
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the offline card of the day', () => {
  it('is short, warm, names the card and its day, and is the same for the same input', () => {
    const text = composeOfflineText(daily(drawn('The Star')));
    expect(text).toContain('Star');
    expect(text).toMatch(/Tuesday|today/);
    expect(words(text)).toBeGreaterThan(40);
    expect(words(text)).toBeLessThan(150);
    expect(text.split('\n\n')).toHaveLength(3);
    expect(composeOfflineText(daily(drawn('The Star')))).toBe(text);
  });

  it('reads a reversed card as reversed, with its reversed meaning', () => {
    const card = drawn('Three of Swords', true);
    const text = composeOfflineText(daily(card));
    expect(text).toContain('reversed');
    expect(text).not.toBe(composeOfflineText(daily(drawn('Three of Swords'))));
  });

  it('varies over the deck and the days: most of the 78 cards over a week read differently', () => {
    const texts = new Set<string>();
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    for (const card of DECK) for (const day of days) texts.add(composeOfflineText(daily({ ...card, reversed: false }, day)));
    expect(texts.size).toBe(DECK.length * days.length);
    // The same card on two days opens differently at least sometimes.
    const openings = new Set(days.map((day) => composeOfflineText(daily(drawn('The Fool'), day)).split('.')[0]));
    expect(openings.size).toBeGreaterThan(2);
  });

  it('streams the same text through the reader', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 0 });
    let streamed = '';
    for await (const delta of reader.stream(daily(drawn('The Sun')), new AbortController().signal)) streamed += delta;
    expect(streamed).toBe(composeOfflineText(daily(drawn('The Sun'))));
  });
});

describe('the card of the day prompt', () => {
  it('asks for a short one-card reading with the card’s meaning, reversed when reversed', () => {
    const upright = buildPrompt(daily(drawn('The Moon')));
    expect(upright[0]?.content).toContain('card of the day');
    expect(upright[0]?.content).toMatch(/60–110 words/);
    expect(upright[1]?.content).toMatch(/^Write your whole answer in English,/);
    expect(upright[2]?.content).toContain('The Moon (Major Arcana) — upright meaning:');
    expect(upright[2]?.content).toContain('2026-11-24');
    const reversed = buildPrompt(daily(drawn('The Moon', true)));
    expect(reversed[2]?.content).toContain('The Moon (Major Arcana), reversed — reversed meaning:');
  });
});
