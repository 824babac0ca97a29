import { Link, useParams } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { THREE_CARD_SPREAD } from '../../shared/spreads/spread.ts';
import { HttpError } from '../api-client.ts';
import { MessageContent } from '../components/message-content/message-content.tsx';
import { LaidOutSpread } from '../features/reading/laid-out-spread.tsx';
import { OwnDeckNote } from '../features/own-deck/own-deck-note.tsx';
import '../features/reading/reading.css';
import { useSharedReading } from '../features/share/shared-reading-api.ts';
import '../features/share/share.css';
import { cardCount } from '../features/spreads/card-count.ts';
import { PAGE_LANGUAGE } from '../i18n/page-language.ts';
import { m } from '../i18n/paraglide/messages.js';
import { listPlain } from '../i18n/lists.ts';
import { useDrawnCardName } from '../i18n/card-names/shown-card-name.ts';
import { spreadInLanguage } from '../i18n/spread-in-language.ts';

/** The cards in the label, as the page's language lists them ("A, B, C" in English). */

function DrawYourOwn() {
  return (
    <Link href={paths.ask} className="button button-primary">
      {m.shared_page_draw_your_own()}
    </Link>
  );
}

/** A reading its owner shared (issue 17 §5): the cards and the interpretation, never the follow-ups. */
export default function SharedPage() {
  const { token = '' } = useParams<{ token: string }>();
  const query = useSharedReading(token);
  const cardName = useDrawnCardName();

  if (query.error instanceof HttpError && query.error.status === 404) {
    return (
      <div className="not-found">
        <h1>{m.shared_page_not_shared_title()}</h1>
        <p className="muted">{m.shared_page_not_shared_text()}</p>
        <DrawYourOwn />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="not-found" role="alert">
        <h1>{m.reading_open_failed()}</h1>
        <p className="muted">{m.reading_check_connection()}</p>
        <button type="button" className="button button-primary" onClick={() => void query.refetch()}>
          {m.reading_try_again()}
        </button>
      </div>
    );
  }
  const shared = query.data;
  if (!shared) return <div className="spinner-page" aria-busy="true" />;

  return (
    <article className="shared-page narrow" aria-label={m.shared_page_label({ cards: listPlain(shared.cards.map(cardName)) })}>
      <p className="muted">{m.shared_page_lead()}</p>
      <h1 className={shared.question ? 'reading-question shared-question' : 'reading-question'}>
        {shared.question
          ? m.shared_page_question({ question: shared.question })
          : shared.spread.id === THREE_CARD_SPREAD.id
            ? m.shared_page_three_cards()
            : m.shared_page_spread_title({ spread: spreadInLanguage(shared.spread).name, cards: cardCount(shared.cards.length) })}
      </h1>
      <p className="muted reading-date">{new Date(shared.createdAt).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'long' })}</p>
      <LaidOutSpread cards={shared.cards} revealed={shared.cards.length} spread={shared.spread} />
      {shared.ownDeck && <OwnDeckNote shared />}
      <section className="shared-interpretation panel" aria-label={m.shared_page_interpretation()}>
        {shared.interpretation ? <MessageContent text={shared.interpretation} /> : <p className="muted">{m.shared_page_not_written()}</p>}
      </section>
      <div className="shared-cta">
        <p>{m.shared_page_cta()}</p>
        <DrawYourOwn />
      </div>
    </article>
  );
}
