import { cardPagePaths } from '../deck/library.ts';
import { paths } from '../paths.ts';

// Apart from language-paths.ts: the cards' list needs the deck, which the app's first bundle must not carry.

/** The public pages each language has at its own address: prerendered, listed in the sitemap, linked by hreflang. */
export const LOCALISED_PAGES: readonly string[] = [paths.welcome, paths.cards, ...cardPagePaths(), paths.privacy, paths.terms, paths.fairDraw];

export const isLocalisedPage = (pathname: string): boolean => LOCALISED_PAGES.includes(pathname);
