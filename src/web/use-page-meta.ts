import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pageMeta } from '../shared/paths.ts';

/**
 * Keeps the title and description right as the app moves between pages without reloading; an
 * admin-only page is the not-found page to anyone else.
 */
export function usePageMeta(isAdmin: boolean) {
  const [location] = useLocation();
  useEffect(() => {
    const meta = pageMeta(location, { isAdmin });
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location, isAdmin]);
}
