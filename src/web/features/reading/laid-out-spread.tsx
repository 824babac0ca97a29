import type { DrawnCard } from '../../../shared/schemas/reading.ts';
import { layoutOf, THREE_CARD_SPREAD, type Spread } from '../../../shared/spreads/spread.ts';
import { CardSpread, spreadCardName, SpreadSlot, useSpreadInView } from './card-spread.tsx';
import { placementOf } from './spread-placement.ts';

/**
 * A saved or shared reading's cards in its spread. The spec's three cards lie in a row exactly as
 * they always have (CardSpread). Any other spread lies by its layout on a wide screen
 * (spread-placement.ts) and as a numbered sequence on a phone (card-spread.css), each card's
 * accessible name saying its position. Kept apart from CardSpread: the ask page, which shows only
 * the three cards, does not load the layouts.
 */
export function LaidOutSpread({ cards, revealed, spread }: { cards: readonly DrawnCard[]; revealed: number; spread: Spread }) {
  const ref = useSpreadInView(cards);
  if (spread.id === THREE_CARD_SPREAD.id) return <CardSpread cards={cards} revealed={revealed} />;
  const layout = layoutOf(spread);
  const placement = placementOf(layout, spread.positions.length);
  return (
    <ol
      className={`spread spread-laid spread-${layout}`}
      aria-label="Your cards"
      ref={ref}
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
            revealed={index < revealed}
            label={
              <>
                <span className="spread-number">{index + 1}</span> {position.name}
              </>
            }
            announced={(card) => `${position.name}: ${spreadCardName(card)}`}
            newTabNote={undefined}
          />
        );
      })}
    </ol>
  );
}
