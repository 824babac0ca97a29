import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { cardSvg } from './card-svg.ts';
import type { DrawnCard } from '../../../shared/deck/types.ts';

/** The size chat apps and social sites expect of an Open Graph image. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const CARD_WIDTH = 300;
const CARD_HEIGHT = 500;
const CARD_GAP = 60;
/** Rendering costs tens of milliseconds; a few hundred images are a few tens of MB at most. */
const CACHE_LIMIT = 200;

/**
 * resvg reads neither woff nor woff2, and the machine's fonts differ from host to host: the cards'
 * titles are set in the app's own Cormorant Garamond, the page's 600 latin file as TrueType
 * (src/server/assets/README.md).
 */
const FONT_FILE = fileURLToPath(new URL('../../assets/cormorant-garamond-latin-600.ttf', import.meta.url));
const FONT_FAMILY = 'Cormorant Garamond';

/** The three cards side by side on the app's night sky, reversed ones turned upside down. */
export function shareImageSvg(cards: readonly Pick<DrawnCard, 'name' | 'reversed'>[]): string {
  const total = cards.length * CARD_WIDTH + (cards.length - 1) * CARD_GAP;
  const left = (SHARE_IMAGE_WIDTH - total) / 2;
  const top = (SHARE_IMAGE_HEIGHT - CARD_HEIGHT) / 2;
  const placed = cards.map((card, index) => {
    const x = left + index * (CARD_WIDTH + CARD_GAP);
    const turn = card.reversed ? ` rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` : '';
    return `<g transform="translate(${x} ${top})${turn}">${cardSvg(card.name)}</g>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">` +
    `<defs><radialGradient id="share-sky" cx="80%" cy="0%" r="90%"><stop offset="0" stop-color="#3a2a7a"/><stop offset="1" stop-color="#0d0b1f"/></radialGradient></defs>` +
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#share-sky)"/>` +
    placed.join('') +
    `</svg>`
  );
}

const cache = new Map<string, Promise<Buffer>>();
const cacheKeyOf = (cards: readonly Pick<DrawnCard, 'name' | 'reversed'>[]) => cards.map((card) => `${card.name}${card.reversed ? ':r' : ''}`).join('|');

/** Drops a deleted reading's image from this instance's cache; another reading of the same cards simply renders it again. */
export function forgetShareImage(cards: readonly Pick<DrawnCard, 'name' | 'reversed'>[]): void {
  cache.delete(cacheKeyOf(cards));
}

/** The PNG of a spread, rendered once per cards-and-reversals and kept (oldest dropped past the bound). */
export function renderShareImage(cards: readonly Pick<DrawnCard, 'name' | 'reversed'>[]): Promise<Buffer> {
  const key = cacheKeyOf(cards);
  const cached = cache.get(key);
  if (cached) return cached;
  const rendering = renderAsync(shareImageSvg(cards), {
    font: { loadSystemFonts: false, fontFiles: [FONT_FILE], defaultFontFamily: FONT_FAMILY, serifFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    fitTo: { mode: 'original' },
  }).then((image) => image.asPng());
  // A failed render is not kept: the next request tries again.
  rendering.catch(() => cache.delete(key));
  cache.set(key, rendering);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  return rendering;
}
