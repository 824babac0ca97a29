import { describe, expect, it } from 'vitest';
import { cardScene, DECK } from '../../../shared/deck/cards.ts';
import { cardPageMeta } from '../../../shared/deck/library.ts';
import { cardPageMetaText, cardPageTexts } from './card-page-texts.ts';
import { de } from './texts/de.ts';
import { es } from './texts/es.ts';
import { fr } from './texts/fr.ts';
import { ptBR } from './texts/pt-BR.ts';

// Outside a language's build the pages are English: a card's own words, and the head the server
// writes when a build has no titles of its own (shared/deck/library.ts).
describe("a card page's words", () => {
  it('are the card’s own in English, its picture included', () => {
    const fool = DECK[0];
    if (!fool) throw new Error('no deck');
    expect(cardPageTexts(fool)).toMatchObject({ name: 'The Fool', up: fool.meaning_up, rev: fool.meaning_rev, desc: fool.desc });
    expect(cardPageTexts(fool).scene).toMatch(/cliff/);
  });

  it("give every card's title and description word for word as the server's English", () => {
    for (const card of DECK) expect(cardPageMetaText(card), card.slug).toEqual(cardPageMeta(card));
  });
});

describe("the cards' descriptions and pictures in the other languages", () => {
  it.each([
    ['es', es],
    ['pt-BR', ptBR],
    ['fr', fr],
    ['de', de],
  ] as const)('%s: every card, both texts written, none left in English', (_language, texts) => {
    expect(Object.keys(texts)).toEqual(DECK.map((card) => card.slug));
    for (const card of DECK) {
      const translated = texts[card.slug];
      expect(translated?.desc.trim(), card.slug).toBeTruthy();
      expect(translated?.scene.trim(), card.slug).toBeTruthy();
      expect(translated?.desc, card.slug).not.toBe(card.desc);
      expect(translated?.scene, card.slug).not.toBe(cardScene(card));
    }
  });
});
