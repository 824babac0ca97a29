import { Link } from 'wouter';
import { DECK } from '../../../shared/deck/cards.ts';
import { SUITS, type Suit } from '../../../shared/deck/types.ts';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { LIBRARY_ID, SuitFilter, suitSectionId } from './suit-filter.tsx';
import { cardPageTexts } from './card-page-texts.ts';
import { SUIT_NAMES } from '../../i18n/suit-names.ts';
import './library.css';

const SUIT_INTRO: Readonly<Record<Suit, () => string>> = {
  'Major Arcana': m.library_intro_major,
  Wands: m.library_intro_wands,
  Cups: m.library_intro_cups,
  Swords: m.library_intro_swords,
  Pentacles: m.library_intro_pentacles,
};

/** All 78 cards by suit, each a link to its own page. */
export function CardLibrary() {
  return (
    <div className="library" id={LIBRARY_ID}>
      <header className="library-header">
        <h1>{m.library_title()}</h1>
        <p className="muted">{m.library_intro()}</p>
        <SuitFilter />
      </header>
      {SUITS.map((suit) => {
        const id = suitSectionId(suit);
        const cards = DECK.filter((card) => card.suit === suit);
        return (
          <section key={suit} id={id} className="library-suit" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>
              {SUIT_NAMES[suit]()}{' '}
              <span className="library-count">{plural(cards.length, { one: m.spreads_card_count_one, other: m.spreads_card_count_other })}</span>
            </h2>
            <p className="muted">{SUIT_INTRO[suit]()}</p>
            <ul className="library-grid">
              {cards.map((card) => (
                <li key={card.slug}>
                  <Link href={paths.card(card.slug)} className="library-card">
                    <img src={paths.cardImage(card.slug)} alt="" width={300} height={500} loading="lazy" decoding="async" />
                    <span>{cardPageTexts(card).name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
