import { useEffect, useState } from 'react';
import { POSITIONS } from '../../../shared/constants.ts';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { paths } from '../../../shared/paths.ts';
import type { Card } from '../../../shared/schemas/reading.ts';

/** How many cards are face up, counting the delays (in seconds) from when the cards arrive. */
export function useReveal(cards: readonly Card[] | null, delays: readonly number[]): number {
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    setRevealed(0);
    if (!cards) return;
    const timers = delays.map((delay, index) => window.setTimeout(() => setRevealed(index + 1), delay * 1000));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [cards, delays]);
  return revealed;
}

export function CardSpread({ cards, revealed }: { cards: readonly Card[]; revealed: number }) {
  return (
    <ol className="spread" aria-label="Your cards">
      {POSITIONS.map((position, index) => {
        const card = cards[index];
        const isRevealed = index < revealed && card !== undefined;
        return (
          <li key={position} className="spread-slot" data-testid={`card-${position.toLowerCase()}`} data-revealed={isRevealed}>
            <span className="spread-position">{position}</span>
            <div className="tarot-card" data-revealed={isRevealed}>
              <div className="tarot-card-inner">
                <div className="tarot-card-face">
                  <img src={paths.cardImage('back')} alt="" width={300} height={500} />
                </div>
                <div className="tarot-card-face tarot-card-front">
                  {card && <img src={paths.cardImage(cardSlug(card.name))} alt={isRevealed ? card.name : ''} width={300} height={500} />}
                </div>
              </div>
            </div>
            <span className="card-name" aria-live="polite">
              {isRevealed ? card.name : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
