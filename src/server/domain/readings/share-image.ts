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
const ROW_GAP = 40;
/** The image's edge the cards keep clear of, left and right, then top and bottom. */
const MARGIN_X = 40;
const MARGIN_Y = 30;
/** A row holds at most this many cards; a larger spread (up to ten) lies in two rows. */
const ROW_MAX = 5;
/** Rendering costs tens of milliseconds; a few hundred images are a few tens of MB at most. */
const CACHE_LIMIT = 200;

/**
 * resvg reads neither woff nor woff2, and the machine's fonts differ from host to host: the cards'
 * titles are set in the app's own Cormorant Garamond, the page's 600 latin file as TrueType
 * (src/server/assets/README.md).
 */
const FONT_FILE = fileURLToPath(new URL('../../assets/cormorant-garamond-latin-600.ttf', import.meta.url));
const FONT_FAMILY = 'Cormorant Garamond';

/** Coordinates to a thousandth of a pixel: enough for the picture, and the SVG stays short. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The cards per row: one row up to ROW_MAX, two rows above it (the longer one on top). */
function rowsOf(count: number): number[] {
  return count <= ROW_MAX ? [count] : [Math.ceil(count / 2), Math.floor(count / 2)];
}

/**
 * The spread's cards on the app's night sky, reversed ones turned upside down: the spec's three side
 * by side at full size, larger spreads scaled down together to fit, so every card keeps the same size
 * and its title stays legible.
 */
export function shareImageSvg(cards: readonly Pick<DrawnCard, 'name' | 'reversed'>[]): string {
  const rows = rowsOf(cards.length);
  const widest = Math.max(...rows);
  const rowWidth = (n: number) => n * CARD_WIDTH + (n - 1) * CARD_GAP;
  const height = rows.length * CARD_HEIGHT + (rows.length - 1) * ROW_GAP;
  const scale = Math.min(1, (SHARE_IMAGE_WIDTH - 2 * MARGIN_X) / rowWidth(widest), (SHARE_IMAGE_HEIGHT - 2 * MARGIN_Y) / height);
  const top = (SHARE_IMAGE_HEIGHT - height * scale) / 2;
  let next = 0;
  const placed = rows.flatMap((n, row) => {
    const left = (SHARE_IMAGE_WIDTH - rowWidth(n) * scale) / 2;
    const y = top + row * (CARD_HEIGHT + ROW_GAP) * scale;
    return cards.slice(next, (next += n)).map((card, index) => {
      const x = left + index * (CARD_WIDTH + CARD_GAP) * scale;
      const size = scale === 1 ? '' : ` scale(${round(scale)})`;
      const turn = card.reversed ? ` rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` : '';
      return `<g transform="translate(${round(x)} ${round(y)})${size}${turn}">${cardSvg(card.name)}</g>`;
    });
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
