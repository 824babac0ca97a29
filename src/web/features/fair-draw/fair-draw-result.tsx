import type { FairDrawCheck } from '../../../shared/fair-draw/fair-draw.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useDrawnCardName } from '../../i18n/card-names/shown-card-name.ts';

/** Pass or fail, with what failed: the commitment, the cards, or both. */
export function FairDrawResult({ check }: { check: FairDrawCheck }) {
  const passed = check.commitmentMatches && check.cardsMatch;
  const cardName = useDrawnCardName();
  return (
    <div className={passed ? 'fair-draw-result fair-draw-pass' : 'fair-draw-result fair-draw-fail'} role="status" data-testid="fair-draw-result">
      <p>
        <strong>{passed ? m.fair_draw_result_verified() : m.fair_draw_result_failed()}</strong>
      </p>
      <ul>
        <li>{check.commitmentMatches ? m.fair_draw_result_seed_matches() : m.fair_draw_result_seed_differs()}</li>
        <li>{check.cardsMatch ? m.fair_draw_result_cards_match() : m.fair_draw_result_cards_differ()}</li>
      </ul>
      {!check.cardsMatch && check.expected.length > 0 && (
        <p className="muted">
          {m.fair_draw_result_seeds_give({
            cards: check.expected.map(cardName).join(', '),
          })}
        </p>
      )}
    </div>
  );
}
