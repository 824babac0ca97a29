import { useEffect, useRef } from 'react';
import { CARD_FLIP_MS } from './card-spread.tsx';

/** A beat to see the whole spread face up before the page moves on to the interpretation. */
const LOOK_AT_SPREAD_MS = 600;

/**
 * Spec §4: the spread brings itself into view as its cards arrive; once the last one has turned,
 * the page moves on to the interpretation (earlier, it pushed the cards away mid-turn).
 */
export function useInterpretationAfterSpread(revealed: number, cardCount: number): void {
  const scrolledToInterpretation = useRef(false);
  useEffect(() => {
    if (revealed < cardCount || scrolledToInterpretation.current) return;
    scrolledToInterpretation.current = true;
    const timer = window.setTimeout(() => document.getElementById('interpretation')?.scrollIntoView({ block: 'start' }), CARD_FLIP_MS + LOOK_AT_SPREAD_MS);
    return () => window.clearTimeout(timer);
  }, [revealed, cardCount]);
}
