import { Link, useParams } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { THREE_CARD_SPREAD } from '../../shared/spreads/spread.ts';
import { HttpError } from '../api-client.ts';
import { MessageContent } from '../features/chat/message-content.tsx';
import { spreadCardName } from '../features/reading/card-spread.tsx';
import { LaidOutSpread } from '../features/reading/laid-out-spread.tsx';
import { OwnDeckNote } from '../features/own-deck/own-deck-note.tsx';
import '../features/reading/reading.css';
import { useSharedReading } from '../features/share/shared-reading-api.ts';
import '../features/share/share.css';
import { withQueryClient } from '../query-client.tsx';

function DrawYourOwn() {
  return (
    <Link href={paths.ask} className="button button-primary">
      Draw your own cards
    </Link>
  );
}

/** A reading its owner shared (issue 17 §5): the cards and the interpretation, never the follow-ups. */
function SharedPage() {
  const { token = '' } = useParams<{ token: string }>();
  const query = useSharedReading(token);

  if (query.error instanceof HttpError && query.error.status === 404) {
    return (
      <div className="not-found">
        <h1>This reading is not shared</h1>
        <p className="muted">The link may be mistyped, or its owner has stopped sharing it. You can still ask the cards a question of your own.</p>
        <DrawYourOwn />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="not-found" role="alert">
        <h1>We could not open this reading</h1>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="button button-primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const shared = query.data;
  if (!shared) return <div className="spinner-page" aria-busy="true" />;

  return (
    <article className="shared-page narrow" aria-label={`A shared reading: ${shared.cards.map(spreadCardName).join(', ')}`}>
      <p className="muted">A tarot reading shared with you</p>
      <h1 className={shared.question ? 'reading-question shared-question' : 'reading-question'}>
        {shared.question
          ? `“${shared.question}”`
          : shared.spread.id === THREE_CARD_SPREAD.id
            ? 'Three cards: past, present and future'
            : `${shared.spread.name}: ${shared.cards.length} cards`}
      </h1>
      <p className="muted reading-date">{new Date(shared.createdAt).toLocaleDateString([], { dateStyle: 'long' })}</p>
      <LaidOutSpread cards={shared.cards} revealed={shared.cards.length} spread={shared.spread} />
      {shared.ownDeck && <OwnDeckNote shared />}
      <section className="shared-interpretation panel" aria-label="The interpretation">
        {shared.interpretation ? <MessageContent text={shared.interpretation} /> : <p className="muted">The interpretation has not been written yet.</p>}
      </section>
      <div className="shared-cta">
        <p>What would the cards say to you?</p>
        <DrawYourOwn />
      </div>
    </article>
  );
}

export default withQueryClient(SharedPage);
