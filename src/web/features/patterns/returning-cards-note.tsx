import { Link } from 'wouter';
import { RETURNING_CARD_WINDOW_DAYS } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { ReturningCard } from '../../../shared/schemas/patterns.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { withNodes } from '../../i18n/with-nodes.tsx';
import './patterns.css';
import { useCardName } from '../../i18n/card-names/shown-card-name.ts';

/**
 * One quiet line under a reading's cards for each card that keeps returning (issue 27 §3), with
 * the way to the readings it came up in. Nothing at all when none does.
 */
export function ReturningCardsNote({ cards }: { cards: readonly ReturningCard[] | undefined }) {
  const nameOf = useCardName();
  if (!cards || cards.length === 0) return null;
  return (
    <ul className="returning-note" aria-label={m.returning_label()}>
      {cards.map((card) => (
        <li key={card.slug}>
          {withNodes(
            (inputs: { link: string }) =>
              plural(card.times, {
                one: () => m.returning_line_one({ card: nameOf(card.name), days: RETURNING_CARD_WINDOW_DAYS, ...inputs }),
                other: ({ count }) => m.returning_line_other({ card: nameOf(card.name), count, days: RETURNING_CARD_WINDOW_DAYS, ...inputs }),
              }),
            { link: <Link href={paths.journalWith({ card: card.slug, days: RETURNING_CARD_WINDOW_DAYS })}>{m.returning_see_readings()}</Link> },
          )}
        </li>
      ))}
    </ul>
  );
}
