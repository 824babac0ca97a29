import { Link } from 'wouter';
import { RETURNING_CARD_WINDOW_DAYS } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { ReturningCard } from '../../../shared/schemas/patterns.ts';
import { times } from './summaries.ts';
import './patterns.css';

/**
 * One quiet line under a reading's cards for each card that keeps returning (issue 27 §3), with
 * the way to the readings it came up in. Nothing at all when none does.
 */
export function ReturningCardsNote({ cards }: { cards: readonly ReturningCard[] | undefined }) {
  if (!cards || cards.length === 0) return null;
  return (
    <ul className="returning-note" aria-label="Cards that keep returning">
      {cards.map((card) => (
        <li key={card.slug}>
          {card.name} has come up {times(card.times)} in {RETURNING_CARD_WINDOW_DAYS} days, this reading included —{' '}
          <Link href={paths.journalWith({ card: card.slug, days: RETURNING_CARD_WINDOW_DAYS })}>see those readings</Link>
        </li>
      ))}
    </ul>
  );
}
