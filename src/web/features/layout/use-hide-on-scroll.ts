import { useEffect, useState } from 'react';
import { NAV_HIDE_SCROLL_Y } from '../../../shared/constants.ts';

/** True while the page scrolls down past the threshold; false again as soon as it scrolls up. */
export function useHideOnScroll(threshold = NAV_HIDE_SCROLL_Y): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const next = y > last && y > threshold;
      setHidden(next);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
