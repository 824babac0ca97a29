import { Link } from 'wouter';
import { neighboursOf } from '../../../shared/deck/library.ts';
import type { Card } from '../../../shared/deck/types.ts';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { cardPageTexts } from './card-page-texts.ts';
import { SUIT_NAMES } from '../../i18n/suit-names.ts';
import './library.css';

/** One card's page: its art and all its text, and the way to the cards beside it and back to the library. */
export function CardDetail({ card }: { card: Card }) {
  const { previous, next } = neighboursOf(card);
  const texts = cardPageTexts(card);
  return (
    <article className="card-detail">
      <p className="card-detail-back">
        <Link href={paths.cards}>{m.card_page_back()}</Link>
      </p>
      <div className="card-detail-body">
        <img className="card-detail-art" src={paths.cardImage(card.slug)} alt={texts.name} width={300} height={500} />
        <div className="card-detail-text">
          <p className="card-detail-suit">{SUIT_NAMES[card.suit]()}</p>
          <h1>{texts.name}</h1>
          <ul className="card-keywords" aria-label={m.card_page_keywords()}>
            {texts.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
          <h2>{m.card_page_upright()}</h2>
          <p>{texts.up}</p>
          <h2>{m.card_page_reversed()}</h2>
          <p>{texts.rev}</p>
          <h2>{m.card_page_about()}</h2>
          <p>{texts.desc}</p>
          <h2>{m.card_page_picture()}</h2>
          <p>{texts.scene}</p>
        </div>
      </div>
      <nav className="card-detail-neighbours" aria-label={m.card_page_more_cards()}>
        {previous ? (
          <Link href={paths.card(previous.slug)} rel="prev">
            <span className="muted">{m.card_page_previous()}</span> {cardPageTexts(previous).name}
          </Link>
        ) : (
          <span />
        )}
        <Link href={paths.cards}>{m.library_all_cards()}</Link>
        {next ? (
          <Link href={paths.card(next.slug)} rel="next">
            <span className="muted">{m.card_page_next()}</span> {cardPageTexts(next).name}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
