import { Link } from 'wouter';
import { DECK } from '../../../shared/deck/cards.ts';
import { SUITS, type Suit } from '../../../shared/deck/types.ts';
import { paths } from '../../../shared/paths.ts';
import { LIBRARY_ID, SuitFilter, suitSectionId } from './suit-filter.tsx';
import './library.css';

const SUIT_INTRO: Readonly<Record<Suit, string>> = {
  'Major Arcana': 'Twenty-two cards for the great turns of a life, from The Fool to The World.',
  Wands: 'Fire: drive, creativity and the will to act.',
  Cups: 'Water: feelings, love and the bonds between people.',
  Swords: 'Air: thought, truth and the conflicts of the mind.',
  Pentacles: 'Earth: work, money, the body and the home.',
};

/** All 78 cards by suit, each a link to its own page. */
export function CardLibrary() {
  return (
    <div className="library" id={LIBRARY_ID}>
      <header className="library-header">
        <h1>The Card Library</h1>
        <p className="muted">All 78 cards of the tarot, with their upright and reversed meanings. Choose a suit, or open any card.</p>
        <SuitFilter />
      </header>
      {SUITS.map((suit) => {
        const id = suitSectionId(suit);
        const cards = DECK.filter((card) => card.suit === suit);
        return (
          <section key={suit} id={id} className="library-suit" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>
              {suit} <span className="library-count">{cards.length} cards</span>
            </h2>
            <p className="muted">{SUIT_INTRO[suit]}</p>
            <ul className="library-grid">
              {cards.map((card) => (
                <li key={card.slug}>
                  <Link href={paths.card(card.slug)} className="library-card">
                    <img src={paths.cardImage(card.slug)} alt="" width={300} height={500} loading="lazy" decoding="async" />
                    <span>{card.name}</span>
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
