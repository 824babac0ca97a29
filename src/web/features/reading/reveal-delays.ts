import { REVEAL_DELAYS_READING_S } from '../../../shared/constants.ts';

/** However many cards, a spread has turned over within this (the spec's three take 0.9 s). */
const WHOLE_SPREAD_S = 2.4;

const delaysByCount = new Map<number, readonly number[]>();

/**
 * When each card of a saved reading turns (seconds): the spec's delays for its three cards; any
 * other spread turns one by one at the same pace, faster when there are many. The same array for
 * the same count, as useReveal starts again when its delays change.
 */
export function readingRevealDelays(count: number): readonly number[] {
  if (count === REVEAL_DELAYS_READING_S.length) return REVEAL_DELAYS_READING_S;
  let delays = delaysByCount.get(count);
  if (!delays) {
    const step = Math.min(REVEAL_DELAYS_READING_S[0], WHOLE_SPREAD_S / count);
    delays = Array.from({ length: count }, (_, index) => Number(((index + 1) * step).toFixed(2)));
    delaysByCount.set(count, delays);
  }
  return delays;
}
