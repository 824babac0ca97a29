import { useCallback, useEffect, useState } from 'react';
import type { DrawnCard } from '../../../shared/schemas/reading.ts';
import { useReveal } from './card-spread.tsx';
import { forgetFreshDraw, freshDrawOf, type DrawWay } from '../../app/fresh-draws.ts';
import { readingRevealDelays } from './reveal-delays.ts';

export interface CardTurns {
  /** How the cards come face up: the spec's reveal, the reader's taps, or already turned (a saved reading). */
  way: DrawWay | 'saved';
  /** Whether each card is face up. */
  turned: readonly boolean[];
  allTurned: boolean;
  turn(index: number): void;
  turnAll(): void;
  /** "Turn all" was pressed: its button is gone, so the interpretation that replaces it takes the focus. */
  turnedAllByButton: boolean;
}

/**
 * The reading page's cards (issue 26 §2): a reading drawn just now turns over by the spec's reveal, or
 * card by card as its reader taps them after shuffle and pick; a saved one shows its cards turned at once.
 */
export function useCardTurns(readingId: string, cards: readonly DrawnCard[] | null): CardTurns {
  const [way] = useState<CardTurns['way']>(() => freshDrawOf(readingId) ?? 'saved');
  useEffect(() => () => forgetFreshDraw(readingId), [readingId]);
  const count = cards?.length ?? 0;
  const revealed = useReveal(way === 'reveal' ? cards : null, readingRevealDelays(count));
  const [tapped, setTapped] = useState<readonly boolean[]>([]);
  const turn = useCallback(
    (index: number) =>
      setTapped((current) =>
        Object.assign(
          Array.from({ length: count }, (_, i) => current[i] === true),
          { [index]: true },
        ),
      ),
    [count],
  );
  const [turnedAllByButton, setTurnedAllByButton] = useState(false);
  const turnAll = useCallback(() => {
    setTapped(Array.from({ length: count }, () => true));
    setTurnedAllByButton(true);
  }, [count]);
  const turned = Array.from({ length: count }, (_, index) => (way === 'saved' ? true : way === 'reveal' ? index < revealed : tapped[index] === true));
  return { way, turned, allTurned: cards !== null && turned.every(Boolean), turn, turnAll, turnedAllByButton };
}
