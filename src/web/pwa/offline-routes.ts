import { apiPaths, paths } from '../../shared/paths.ts';

// What the service worker keeps and answers offline (issue 28 §3). Only one person's data is ever
// kept (USER_DATA_CACHE, worker-protocol.ts): the page empties it when someone signs out, or
// someone else signs in (offline-data.ts).

/** The cards' art, the same for everyone. */
export const CARD_ART_CACHE = 'card-art';
/** How many of a person's answers are kept (the readings opened most recently, their history, themselves). */
export const USER_DATA_MAX_ENTRIES = 40;
export const USER_DATA_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The whole deck, its back and a few more. */
export const CARD_ART_MAX_ENTRIES = 90;

const READING_API = /^\/api\/readings\/[^/]+$/;
const READING_PAGE = /^\/reading\/([^/]+)$/;
const CARD_ART = /^\/cards\/[^/]+\.svg$/;

/** A GET whose answer is the signed-in person's own, kept for reading offline. */
export function isKeptUserData(url: URL): boolean {
  if (url.search) return false;
  return url.pathname === apiPaths.me || url.pathname === apiPaths.readings || READING_API.test(url.pathname);
}

export function isCardArt(url: URL): boolean {
  return CARD_ART.test(url.pathname);
}

/**
 * What the app needs kept to show a page offline: the ask page needs nothing (it says asking
 * needs a connection), a reading needs its data and its owner. Undefined: the app cannot show it
 * offline, so the offline page is answered.
 */
export function keptDataFor(pathname: string): string[] | undefined {
  if (pathname === paths.ask || pathname === paths.root) return [];
  if (pathname === paths.account) return [apiPaths.me];
  const reading = READING_PAGE.exec(pathname)?.[1];
  if (reading) return [apiPaths.me, apiPaths.reading(decodeURIComponent(reading))];
  return undefined;
}
