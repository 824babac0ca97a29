import { useEffect, useRef } from 'react';
import { CARD_FLIP_MS } from './card-spread.tsx';

/** A beat to see the whole spread face up before the page moves on to the interpretation. */
const LOOK_AT_SPREAD_MS = 600;

/** Keys that scroll the page themselves. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Whether the reader has scrolled by hand (wheel, touch, scroll keys) since the page opened. */
function useScrolledByHand() {
  const scrolled = useRef(false);
  useEffect(() => {
    const byHand = () => {
      scrolled.current = true;
    };
    const byKey = (event: KeyboardEvent) => {
      const target = event.target;
      const typing = target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName));
      if (SCROLL_KEYS.has(event.key) && !typing) byHand();
    };
    window.addEventListener('wheel', byHand, { passive: true });
    window.addEventListener('touchmove', byHand, { passive: true });
    window.addEventListener('keydown', byKey);
    return () => {
      window.removeEventListener('wheel', byHand);
      window.removeEventListener('touchmove', byHand);
      window.removeEventListener('keydown', byKey);
    };
  }, []);
  return scrolled;
}

/**
 * Spec §4: once the last card of a new reading has turned and been seen, the page moves on to the
 * interpretation (earlier, it pushed the cards away mid-turn). Issue 26 §2: never for a saved reading
 * (`fresh` false), and not when the reader has scrolled by hand meanwhile.
 */
export function useInterpretationAfterSpread(allTurned: boolean, fresh: boolean): void {
  const scrolledToInterpretation = useRef(false);
  const scrolledByHand = useScrolledByHand();
  useEffect(() => {
    if (!fresh || !allTurned || scrolledToInterpretation.current) return;
    scrolledToInterpretation.current = true;
    const timer = window.setTimeout(() => {
      if (!scrolledByHand.current) document.getElementById('interpretation')?.scrollIntoView({ block: 'start' });
    }, CARD_FLIP_MS + LOOK_AT_SPREAD_MS);
    return () => window.clearTimeout(timer);
  }, [allTurned, fresh, scrolledByHand]);
}
