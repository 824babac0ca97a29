import { describe, it, expect } from 'vitest';
import { DECK, MAJOR_ARCANA, MINOR_ARCANA, cardScene, cardSlug, drawPool, findCard } from './cards.ts';
import { drawCards, drawSpread, seededRandomInt } from './draw.ts';
import type { Card } from './types.ts';

const MAJOR_NAMES = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Strength',
  'The Hermit',
  'Wheel of Fortune',
  'Justice',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
];
const RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];
const MINOR_SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'] as const;
const TEXT_FIELDS = ['meaning_up', 'meaning_rev', 'desc'] as const;

const words = (text: string): number => text.trim().split(/\s+/).length;
const sceneOf = (name: string): string => cardScene({ name }) ?? '';

describe('deck data', () => {
  it('has 78 cards with unique names', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((c) => c.name)).size).toBe(78);
    expect(DECK).toEqual([...MAJOR_ARCANA, ...MINOR_ARCANA]);
  });

  it('has the 22 Major Arcana in traditional order', () => {
    expect(MAJOR_ARCANA.map((c) => c.name)).toEqual(MAJOR_NAMES);
    expect(MAJOR_ARCANA.every((c) => c.suit === 'Major Arcana')).toBe(true);
  });

  it.each(MINOR_SUITS)('has the 14 cards of %s', (suit) => {
    const cards = MINOR_ARCANA.filter((c) => c.suit === suit);
    expect(cards.map((c) => c.name)).toEqual(RANKS.map((rank) => `${rank} of ${suit}`));
  });

  it('only uses the five suits', () => {
    expect(MINOR_ARCANA).toHaveLength(56);
    expect(new Set(DECK.map((c) => c.suit))).toEqual(new Set(['Major Arcana', ...MINOR_SUITS]));
  });

  it('gives every card non-empty, trimmed, reasonably sized text', () => {
    for (const card of DECK) {
      expect(card.name.trim(), card.name).toBe(card.name);
      for (const field of TEXT_FIELDS) {
        const value = card[field];
        expect(value.length, `${card.name}.${field}`).toBeGreaterThan(0);
        expect(value.trim(), `${card.name}.${field}`).toBe(value);
        expect(value, `${card.name}.${field}`).not.toMatch(/\s{2,}|\n/);
        expect(value, `${card.name}.${field}`).toMatch(/[.!]$/);
      }
      expect(words(card.meaning_up), `${card.name} upright`).toBeGreaterThanOrEqual(15);
      expect(words(card.meaning_up), `${card.name} upright`).toBeLessThanOrEqual(45);
      expect(words(card.meaning_rev), `${card.name} reversed`).toBeGreaterThanOrEqual(15);
      expect(words(card.meaning_rev), `${card.name} reversed`).toBeLessThanOrEqual(45);
      expect(words(card.desc), `${card.name} desc`).toBeGreaterThanOrEqual(30);
      expect(words(card.desc), `${card.name} desc`).toBeLessThanOrEqual(75);
    }
  });

  it('gives every card its slug and three to five distinct, lower-case keywords', () => {
    for (const card of DECK) {
      expect(card.slug, card.name).toBe(cardSlug(card.name));
      expect(card.keywords.length, card.name).toBeGreaterThanOrEqual(3);
      expect(card.keywords.length, card.name).toBeLessThanOrEqual(5);
      expect(new Set(card.keywords).size, card.name).toBe(card.keywords.length);
      for (const keyword of card.keywords) expect(keyword, card.name).toMatch(/^[a-z][a-z' -]*[a-z]$/);
    }
    expect(new Set(DECK.map((card) => card.keywords.join('|'))).size).toBe(78);
  });

  it('describes our own art, not the classic scenes', () => {
    // Words that only a description of the traditional pictures would need.
    const classic =
      /\b(?:cliff|sphinx|skeleton|crayfish|wolf|lotus|dove|ferryman|blindfold(?:ed)?|chapel|tomb|falcon|rabbit|vineyard|cathedral|stained-glass|snow|hoe|throne)\b/i;
    for (const card of DECK) expect(card.desc, card.name).not.toMatch(classic);
  });

  it('never reuses a text, within a card or across cards', () => {
    const all = DECK.flatMap((c) => [...TEXT_FIELDS.map((field) => c[field]), sceneOf(c.name)]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('does not template minor cards by swapping the suit name', () => {
    for (const rank of RANKS) {
      const names = MINOR_SUITS.map((suit) => `${rank} of ${suit}`);
      const descs = names.map((name, i) => findCard(name)?.desc.replaceAll(MINOR_SUITS[i] ?? '', '') ?? '');
      const scenes = names.map((name, i) => sceneOf(name).replaceAll(MINOR_SUITS[i] ?? '', ''));
      expect(new Set(descs).size, rank).toBe(4);
      expect(new Set(scenes).size, rank).toBe(4);
    }
  });
});

describe('cardScene', () => {
  it('gives every card one or two sentences of its traditional picture', () => {
    for (const card of DECK) {
      const scene = cardScene(card) ?? '';
      expect(scene.trim(), card.name).toBe(scene);
      expect(scene, card.name).not.toMatch(/\s{2,}|\n/);
      expect(scene, card.name).toMatch(/[.!]$/);
      expect(scene.match(/[.!?](?=\s|$)/g)?.length, card.name).toBeLessThanOrEqual(2);
      expect(words(scene), card.name).toBeGreaterThanOrEqual(25);
      expect(words(scene), card.name).toBeLessThanOrEqual(70);
    }
  });

  it.each([
    ['Ten of Cups', /\brainbow\b/],
    ['Three of Swords', /\bheart\b.*\bpierced\b/],
    ['Eight of Swords', /\bbound and blindfolded\b/],
    ['Four of Pentacles', /\bclutching a coin tight\b/],
    ['Six of Swords', /\bboat\b/],
    ['Ace of Cups', /\bdove\b/],
    ['Five of Pentacles', /\bsnow\b/],
    ['The Hanged Man', /\bupside down by one foot\b/],
    ['The Tower', /\blightning\b/i],
  ])('gives %s the element its picture is known by', (name, element) => {
    expect(sceneOf(name)).toMatch(element);
  });

  it('knows no picture for a card outside the deck', () => {
    expect(cardScene({ name: 'The Joker' })).toBeUndefined();
    expect(cardScene({ name: 'ten of cups' })).toBeUndefined();
  });
});

describe('findCard and cardSlug', () => {
  it('finds every card by its exact name', () => {
    for (const card of DECK) expect(findCard(card.name)).toBe(card);
  });

  it('returns undefined for unknown or inexact names', () => {
    expect(findCard('')).toBeUndefined();
    expect(findCard('The Joker')).toBeUndefined();
    expect(findCard('the fool')).toBeUndefined();
    expect(findCard(' The Fool')).toBeUndefined();
    expect(findCard('Eleven of Cups')).toBeUndefined();
  });

  it('makes kebab-case slugs', () => {
    expect(cardSlug('The High Priestess')).toBe('the-high-priestess');
    expect(cardSlug('Ace of Wands')).toBe('ace-of-wands');
    expect(cardSlug('Wheel of Fortune')).toBe('wheel-of-fortune');
    expect(cardSlug('  Strength  ')).toBe('strength');
    expect(cardSlug('Queen  of   Swords!')).toBe('queen-of-swords');
  });

  it('gives every card a unique, url-safe slug', () => {
    const slugs = DECK.map((c) => cardSlug(c.name));
    expect(new Set(slugs).size).toBe(78);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('drawSpread and drawPool', () => {
  it('draws from the 22 Major Arcana by default and from all 78 with the full deck', () => {
    expect(drawPool(false)).toBe(MAJOR_ARCANA);
    expect(drawPool(true)).toBe(DECK);
  });

  it('without reversals lays every card upright and draws exactly what drawCards draws', () => {
    for (let seed = 0; seed < 200; seed++) {
      const spread = drawSpread(MAJOR_ARCANA, false, seededRandomInt(seed));
      expect(spread.map((card) => card.reversed)).toEqual([false, false, false]);
      expect(spread.map((card) => card.name)).toEqual(drawCards(MAJOR_ARCANA, seededRandomInt(seed)).map((card) => card.name));
    }
  });

  it('with reversals turns each position upside down about half the time, never repeating a card', () => {
    const reversedAt = [0, 0, 0];
    const runs = 3000;
    const minorsSeen = new Set<string>();
    for (let seed = 0; seed < runs; seed++) {
      const spread = drawSpread(DECK, true, seededRandomInt(seed));
      expect(new Set(spread.map((card) => card.name)).size).toBe(3);
      spread.forEach((card, i) => {
        if (card.reversed) reversedAt[i] = (reversedAt[i] ?? 0) + 1;
        if (card.suit !== 'Major Arcana') minorsSeen.add(card.name);
      });
    }
    // Binomial(3000, 1/2): sd ≈ 27; 1380–1620 is more than four standard deviations either way.
    for (const count of reversedAt) {
      expect(count).toBeGreaterThan(1380);
      expect(count).toBeLessThan(1620);
    }
    expect(minorsSeen.size).toBe(56);
  });
});

describe('drawCards', () => {
  it('returns 3 distinct cards from the given pool', () => {
    const pool = MAJOR_ARCANA;
    for (let seed = 0; seed < 50; seed++) {
      const cards = drawCards(pool, seededRandomInt(seed));
      expect(cards).toHaveLength(3);
      expect(new Set(cards.map((c) => c.name)).size).toBe(3);
      for (const card of cards) expect(pool).toContain(card);
    }
  });

  it('does not modify the pool', () => {
    const pool = [...DECK];
    drawCards(pool, seededRandomInt(7), 10);
    expect(pool).toEqual(DECK);
  });

  it('is deterministic for a given seed', () => {
    const a = drawCards(DECK, seededRandomInt(42)).map((c) => c.name);
    const b = drawCards(DECK, seededRandomInt(42)).map((c) => c.name);
    const c = drawCards(DECK, seededRandomInt(43)).map((card) => card.name);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('can draw the whole pool and throws when asked for more', () => {
    const small: Card[] = DECK.slice(0, 3);
    expect(new Set(drawCards(small, seededRandomInt(1), 3))).toEqual(new Set(small));
    expect(() => drawCards(small, seededRandomInt(1), 4)).toThrow(RangeError);
    expect(() => drawCards([], seededRandomInt(1), 1)).toThrow(RangeError);
    expect(drawCards(small, seededRandomInt(1), 0)).toEqual([]);
  });

  it('reaches every Major Arcana card with a roughly even spread', () => {
    const counts = new Map<string, number>();
    const runs = 2200;
    for (let seed = 0; seed < runs; seed++) {
      for (const card of drawCards(MAJOR_ARCANA, seededRandomInt(seed))) {
        counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(22);
    const expected = (runs * 3) / 22; // 300 per card
    for (const name of MAJOR_NAMES) {
      const n = counts.get(name) ?? 0;
      expect(n, name).toBeGreaterThan(expected * 0.7);
      expect(n, name).toBeLessThan(expected * 1.3);
    }
  });

  it('puts every card of the full deck in each position over many draws', () => {
    const positions = [new Set<string>(), new Set<string>(), new Set<string>()];
    for (let seed = 0; seed < 3000; seed++) {
      drawCards(DECK, seededRandomInt(seed)).forEach((card, i) => positions[i]?.add(card.name));
    }
    for (const seen of positions) expect(seen.size).toBe(78);
  });
});
