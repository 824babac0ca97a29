import { useRef, useState, type FormEvent } from 'react';
import { DECK, findCard } from '../../../shared/deck/cards.ts';
import { SUITS } from '../../../shared/deck/types.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { listWithAnd } from '../../i18n/lists.ts';
import { paths } from '../../../shared/paths.ts';
import type { OwnCard } from '../../../shared/schemas/own-deck.ts';
import type { Spread } from '../../../shared/spreads/spread.ts';
import './own-deck.css';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';
import { useCardName } from '../../i18n/card-names/shown-card-name.ts';
import { SUIT_NAMES } from '../../i18n/suit-names.ts';

/** The whole deck by suit, whatever the full-deck preference: the cards come from the person's own deck. */
const DECK_BY_SUIT = SUITS.map((suit) => ({ suit, cards: DECK.filter((card) => card.suit === suit) }));

/**
 * Readings from one's own deck (issue 27 §1): for each position of the spread, the card that lies
 * there and whether it is reversed. A native grouped select per position: typing a card's first
 * letters finds it, and screen readers and phones know it. A card chosen for one position cannot be
 * chosen for another (its option says where it lies).
 */
export default function OwnDeckEntry({
  question,
  spread,
  busy,
  error,
  onRead,
  onCancel,
}: {
  question: string;
  spread: Spread;
  busy: boolean;
  /** Why the reading could not be made, from the page. */
  error: string | null;
  onRead(cards: OwnCard[]): void;
  onCancel(): void;
}) {
  const nameOf = useCardName();
  const positions = spread.positions;
  const [entries, setEntries] = useState<OwnCard[]>(() => positions.map(() => ({ name: '', reversed: false })));
  const [missing, setMissing] = useState<number[]>([]);
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  const placeOf = new Map(entries.flatMap((entry, index) => (entry.name ? [[entry.name, index] as const] : [])));

  const change = (index: number, update: Partial<OwnCard>) => {
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, ...update } : entry)));
    if (update.name) setMissing((current) => current.filter((at) => at !== index));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const empty = entries.flatMap((entry, index) => (entry.name ? [] : [index]));
    setMissing(empty);
    if (empty.length > 0) {
      selects.current[empty[0] ?? 0]?.focus();
      return;
    }
    onRead(entries);
  };

  const message = missing.length > 0 ? m.own_deck_choose_for({ positions: listWithAnd(missing.map((index) => positions[index]?.name ?? '')) }) : error;

  return (
    <section className="panel own-deck" aria-labelledby="own-deck-title">
      <h2 id="own-deck-title" className="own-deck-title">
        {m.own_deck_title()}
      </h2>
      <p className="own-deck-question">“{question}”</p>
      <p className="muted own-deck-intro">
        {m.own_deck_intro({ spread: spread.name })} {m.own_deck_explanation()}
      </p>
      <form onSubmit={submit} noValidate>
        <ol className="own-deck-positions">
          {positions.map((position, index) => {
            const entry = entries[index] ?? { name: '', reversed: false };
            const card = entry.name ? findCard(entry.name) : undefined;
            return (
              <li key={index}>
                <fieldset className="own-deck-position">
                  <legend>
                    <strong>
                      {index + 1}. {position.name}
                    </strong>
                    <span className="muted">: {position.meaning}</span>
                  </legend>
                  <div className="own-deck-row">
                    <img
                      className="own-deck-card"
                      src={card ? cardPicture(card.name) : paths.cardImage('back')}
                      alt=""
                      width={300}
                      height={500}
                      data-reversed={card ? entry.reversed : undefined}
                    />
                    <div className="own-deck-fields">
                      <label htmlFor={`own-card-${index}`}>
                        <span aria-hidden="true">{m.own_deck_card()}</span>
                        <span className="visually-hidden">{m.own_deck_card_for({ position: position.name })}</span>
                      </label>
                      <select
                        id={`own-card-${index}`}
                        ref={(element) => {
                          selects.current[index] = element;
                        }}
                        className="select"
                        value={entry.name}
                        disabled={busy}
                        aria-invalid={missing.includes(index) || undefined}
                        onChange={(event) => change(index, { name: event.target.value })}
                      >
                        <option value="">{m.own_deck_choose_card()}</option>
                        {DECK_BY_SUIT.map(({ suit, cards }) => (
                          <optgroup key={suit} label={SUIT_NAMES[suit]()}>
                            {cards.map((option) => {
                              const lying = placeOf.get(option.name);
                              const elsewhere = lying !== undefined && lying !== index;
                              return (
                                <option key={option.name} value={option.name} disabled={elsewhere}>
                                  {elsewhere
                                    ? m.own_deck_already_in({ card: nameOf(option.name), position: positions[lying]?.name ?? '' })
                                    : nameOf(option.name)}
                                </option>
                              );
                            })}
                          </optgroup>
                        ))}
                      </select>
                      <label className="own-deck-reversed">
                        <input
                          type="checkbox"
                          checked={entry.reversed}
                          disabled={busy}
                          onChange={(event) => change(index, { reversed: event.target.checked })}
                        />
                        <span aria-hidden="true">{m.own_deck_reversed()}</span>
                        <span className="visually-hidden">{m.own_deck_reversed_for({ position: position.name })}</span>
                      </label>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {message && (
          <p role="alert" className="error-text">
            {message}
          </p>
        )}
        <div className="actions-row own-deck-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            {m.own_deck_back()}
          </button>
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
            {busy ? m.own_deck_reading() : m.own_deck_read()}
          </button>
        </div>
      </form>
    </section>
  );
}
