import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pageMeta } from '../shared/paths.ts';

/** Keeps the title and description right as the app moves between pages without reloading. */
export function usePageMeta() {
  const [location] = useLocation();
  useEffect(() => {
    const meta = pageMeta(location);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [location]);
}
