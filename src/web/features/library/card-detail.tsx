import { Link } from 'wouter';
import { cardScene } from '../../../shared/deck/cards.ts';
import { neighboursOf } from '../../../shared/deck/library.ts';
import type { Card } from '../../../shared/deck/types.ts';
import { paths } from '../../../shared/paths.ts';
import './library.css';

/** One card's page: its art and all its text, and the way to the cards beside it and back to the library. */
export function CardDetail({ card }: { card: Card }) {
  const { previous, next } = neighboursOf(card);
  return (
    <article className="card-detail">
      <p className="card-detail-back">
        <Link href={paths.cards}>← Card Library</Link>
      </p>
      <div className="card-detail-body">
        <img className="card-detail-art" src={paths.cardImage(card.slug)} alt={card.name} width={300} height={500} />
        <div className="card-detail-text">
          <p className="card-detail-suit">{card.suit}</p>
          <h1>{card.name}</h1>
          <ul className="card-keywords" aria-label="Keywords">
            {card.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
          <h2>Upright</h2>
          <p>{card.meaning_up}</p>
          <h2>Reversed</h2>
          <p>{card.meaning_rev}</p>
          <h2>About the card</h2>
          <p>{card.desc}</p>
          <h2>The traditional picture</h2>
          <p>{cardScene(card)}</p>
        </div>
      </div>
      <nav className="card-detail-neighbours" aria-label="More cards">
        {previous ? (
          <Link href={paths.card(previous.slug)} rel="prev">
            <span className="muted">Previous</span> {previous.name}
          </Link>
        ) : (
          <span />
        )}
        <Link href={paths.cards}>All cards</Link>
        {next ? (
          <Link href={paths.card(next.slug)} rel="next">
            <span className="muted">Next</span> {next.name}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
