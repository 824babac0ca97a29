import { Hono } from 'hono';
import { DECK, cardSlug } from '../../shared/deck/cards.ts';
import { findCardBySlug } from '../../shared/deck/library.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages.ts';
import { cardSvg, placeholderSvg } from '../domain/readings/card-svg.ts';
import type { RequestContext } from '../http/request-context.ts';

/** The back of every card, also the placeholder for unknown names. */
const CARD_BACK_SLUG = 'back';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Card images are derived from the name (spec §3); unknown names get the placeholder. `?lang=`
 * writes the card's name and suit in that language (issue 28 §1); a language we do not speak
 * gets English's picture, as a page in it would.
 */
export function cardArtRoutes() {
  const englishBySlug = new Map(DECK.map((card) => [cardSlug(card.name), cardSvg(card.name)]));
  englishBySlug.set(CARD_BACK_SLUG, placeholderSvg());
  // Only the .svg: /cards/{slug} without it is the card's page in the library (web.ts).
  return new Hono<RequestContext>().get('/cards/:file{[^/]+\\.svg}', (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const asked = c.req.query('lang');
    const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
    const card = language === DEFAULT_LANGUAGE ? undefined : findCardBySlug(slug);
    const svg = card ? cardSvg(card.name, language) : englishBySlug.get(slug);
    return c.body(svg ?? placeholderSvg(), svg ? 200 : 404, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': svg ? IMMUTABLE : 'no-store',
    });
  });
}
