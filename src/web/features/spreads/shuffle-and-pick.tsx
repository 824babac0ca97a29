import { useEffect, useState } from 'react';
import { deckOrder } from '../../../shared/fair-draw/deck-order.ts';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useSpreadsQuery } from './api/list-spreads.ts';
import { spreadOf } from './spread-of.ts';
import './ritual.css';

/** How long the deck shuffles before it fans out: the `.ritual-shuffle` animation in ritual.css. */
const SHUFFLE_MS = 1_400;
const SHUFFLE_REDUCED_MS = 400;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Shuffle and pick (issue 26 §2): the deck, committed to already, shuffles and fans out face down; the
 * reader picks one card per position of the spread, in the spread's order. The fan's room is kept from
 * the start (the cards wait hidden under the shuffling deck), so nothing moves when it opens.
 */
export default function ShuffleAndPick({
  spreadId,
  fullDeck,
  busy,
  onPicked,
  onCancel,
}: {
  spreadId: string | null;
  fullDeck: boolean;
  busy: boolean;
  onPicked(picks: number[]): void;
  onCancel(): void;
}) {
  const own = useSpreadsQuery().data?.own ?? [];
  const spread = spreadOf(own, spreadId);
  const poolSize = deckOrder(fullDeck ? 'full' : 'major').length;
  const positions = spread.positions;
  const [fanned, setFanned] = useState(false);
  const [picks, setPicks] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setFanned(true), reducedMotion() ? SHUFFLE_REDUCED_MS : SHUFFLE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const done = picks.length === positions.length;
  const pick = (index: number) => {
    if (done || busy || picks.includes(index)) return;
    const next = [...picks, index];
    const position = positions[picks.length];
    setPicks(next);
    setAnnouncement(m.spreads_ritual_chosen_for({ position: position?.name ?? '', number: next.length, total: positions.length }));
    if (next.length === positions.length) onPicked(next);
  };
  const nextPosition = positions[picks.length];

  return (
    <section className="panel ritual" aria-labelledby="ritual-title" aria-busy={!fanned}>
      <h2 id="ritual-title" className="ritual-title">
        {m.spreads_shuffle_and_pick()}
      </h2>
      <p className="ritual-step" aria-hidden={!fanned}>
        {!fanned
          ? m.spreads_ritual_shuffling()
          : nextPosition
            ? m.spreads_ritual_choose_for({ position: nextPosition.name, number: picks.length + 1, total: positions.length })
            : m.spreads_ritual_all_chosen()}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="ritual-table">
        <div className="ritual-shuffle" data-done={fanned} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((layer) => (
            <img key={layer} src={paths.cardImage('back')} alt="" width={300} height={500} style={{ '--layer': layer }} />
          ))}
        </div>
        <ol className="ritual-fan" data-fanned={fanned} data-size={poolSize} aria-label={m.spreads_ritual_fan()}>
          {Array.from({ length: poolSize }, (_, index) => {
            const chosenFor = picks.indexOf(index);
            const chosen = chosenFor >= 0;
            return (
              <li key={index} style={{ '--i': index, '--n': poolSize }}>
                <button
                  type="button"
                  className="ritual-card"
                  data-chosen={chosen}
                  data-testid={`fan-card-${index}`}
                  disabled={!fanned || busy || (done && !chosen)}
                  aria-disabled={chosen || undefined}
                  aria-label={
                    chosen
                      ? m.spreads_ritual_card_chosen({ number: index + 1, total: poolSize, position: positions[chosenFor]?.name ?? '' })
                      : m.spreads_ritual_card_face_down({ number: index + 1, total: poolSize })
                  }
                  onClick={() => pick(index)}
                >
                  <img src={paths.cardImage('back')} alt="" width={300} height={500} loading="lazy" />
                  {chosen && (
                    <span className="ritual-card-number" aria-hidden="true">
                      {chosenFor + 1}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="actions-row">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {m.own_deck_back()}
        </button>
      </div>
    </section>
  );
}
