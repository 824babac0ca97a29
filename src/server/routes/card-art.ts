import { Hono } from 'hono';
import { DECK, cardSlug } from '../../shared/deck/cards.ts';
import { cardSvg, placeholderSvg } from '../domain/readings/card-svg.ts';
import type { RequestContext } from '../http/request-context.ts';

/** The back of every card, also the placeholder for unknown names. */
const CARD_BACK_SLUG = 'back';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Card images are derived from the name (spec §3); unknown names get the placeholder. */
export function cardArtRoutes() {
  const svgBySlug = new Map(DECK.map((card) => [cardSlug(card.name), cardSvg(card.name)]));
  svgBySlug.set(CARD_BACK_SLUG, placeholderSvg());
  // Only the .svg: /cards/{slug} without it is the card's page in the library (web.ts).
  return new Hono<RequestContext>().get('/cards/:file{[^/]+\\.svg}', (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const svg = svgBySlug.get(slug);
    return c.body(svg ?? placeholderSvg(), svg ? 200 : 404, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': svg ? IMMUTABLE : 'no-store',
    });
  });
}
