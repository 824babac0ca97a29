import type { DrawnCard } from '../../../shared/schemas/reading.ts';
import { layoutOf, THREE_CARD_SPREAD, type Spread } from '../../../shared/spreads/spread.ts';
import { useDrawnCardName } from '../../i18n/card-names/shown-card-name.ts';
import { CardSpread, isTurned, SpreadSlot, useSpreadInView, type Revealed, type SpreadTurning } from './card-spread.tsx';
import { placementOf } from './spread-placement.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { spreadInLanguage } from '../../i18n/spread-in-language.ts';

/**
 * A saved or shared reading's cards in its spread. The spec's three cards lie in a row exactly as
 * they always have (CardSpread). Any other spread lies by its layout on a wide screen
 * (spread-placement.ts) and as a numbered sequence on a phone (card-spread.css), each card's
 * accessible name saying its position. Kept apart from CardSpread: the ask page, which shows only
 * the three cards, does not load the layouts.
 */
export function LaidOutSpread({
  cards,
  revealed,
  spread: stored,
  still = false,
  onTurn,
}: { cards: readonly DrawnCard[]; revealed: Revealed; spread: Spread } & SpreadTurning) {
  const ref = useSpreadInView(cards, still);
  const cardName = useDrawnCardName();
  const spread = spreadInLanguage(stored);
  if (spread.id === THREE_CARD_SPREAD.id) return <CardSpread cards={cards} revealed={revealed} still={still} onTurn={onTurn} />;
  const layout = layoutOf(spread);
  const placement = placementOf(layout, spread.positions.length);
  return (
    <ol
      className={`spread spread-laid spread-${layout}`}
      aria-label={m.reading_your_cards()}
      ref={ref}
      data-still={still}
      data-picked={onTurn !== undefined}
      style={{ '--columns': placement.columns, '--rows': placement.rows }}
    >
      {spread.positions.map((position, index) => {
        const slot = placement.slots[index];
        return (
          <SpreadSlot
            key={index}
            data-testid={`card-${index + 1}`}
            data-crossing={slot?.crossing}
            data-staff={slot?.staff}
            style={slot && { '--column': slot.column, '--row': slot.row }}
            card={cards[index]}
            revealed={isTurned(revealed, index)}
            label={
              <>
                <span className="spread-number">{index + 1}</span> {position.name}
              </>
            }
            announced={(card) => m.reading_card_announced({ position: position.name, card: cardName(card) })}
            newTabNote={undefined}
            turnLabel={m.spread_turn_card({ position: position.name })}
            onTurn={onTurn && (() => onTurn(index))}
          />
        );
      })}
    </ol>
  );
}
