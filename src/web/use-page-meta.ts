import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pageMetaKey, paths } from '../shared/paths.ts';
import { pageMetaText } from './i18n/page-meta-texts.ts';

/**
 * Keeps the title and description right as the app moves between pages without reloading; an
 * admin-only page is the not-found page to anyone else.
 */
export function usePageMeta(isAdmin: boolean) {
  const [location] = useLocation();
  useEffect(() => {
    // A card's page sets its own (routes/card-page.tsx): the card texts stay out of this bundle.
    if (location.startsWith(`${paths.cards}/`)) return;
    const meta = pageMetaText(pageMetaKey(location, { isAdmin }).key);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location, isAdmin]);
}
