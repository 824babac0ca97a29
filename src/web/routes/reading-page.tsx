import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { REVEAL_DELAYS_READING_S, STICKY_HEADER_SCROLL_Y, TEXT } from '../../shared/constants.ts';
import { cardSlug } from '../../shared/deck/slug.ts';
import { paths } from '../../shared/paths.ts';
import { HttpError } from '../api.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { OutOfCreditsModal } from '../features/billing/out-of-credits-modal.tsx';
import { ChatMessage } from '../features/chat/chat-message.tsx';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { CARD_FLIP_MS, CardSpread, useReveal } from '../features/reading/card-spread.tsx';
import { ReadingMenu } from '../features/reading/reading-menu.tsx';
import { useReading } from '../features/reading/use-reading.ts';
import '../features/reading/reading.css';
import { withQueryClient } from '../query-client.tsx';

/** A beat to see the whole spread face up before the page moves on to the interpretation. */
const LOOK_AT_SPREAD_MS = 600;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

function ReadingPage() {
  const { readingId } = useParams<{ readingId: string }>();
  const { user } = useAuth();
  const state = useReading(readingId ?? '');
  const { reading } = state;
  const revealed = useReveal(reading?.cards ?? null, REVEAL_DELAYS_READING_S);
  const scrolled = useScrolledPast(STICKY_HEADER_SCROLL_Y);
  const scrolledToInterpretation = useRef(false);

  // Spec §4: the spread brings itself into view as its cards arrive; once the last one has turned,
  // the page moves on to the interpretation (earlier, it pushed the cards away mid-turn).
  useEffect(() => {
    if (revealed < REVEAL_DELAYS_READING_S.length || scrolledToInterpretation.current) return;
    scrolledToInterpretation.current = true;
    const timer = window.setTimeout(() => document.getElementById('interpretation')?.scrollIntoView({ block: 'start' }), CARD_FLIP_MS + LOOK_AT_SPREAD_MS);
    return () => window.clearTimeout(timer);
  }, [revealed]);

  if (!user || !readingId) return <Redirect to={paths.root} replace />;
  if (state.query.error instanceof HttpError && state.query.error.status === 404) return <Redirect to={paths.account} replace />;
  if (state.query.isError) {
    return (
      <div className="not-found" role="alert">
        <h1>We could not open this reading</h1>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="button button-primary" onClick={() => void state.query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!reading) return <div className="spinner-page" aria-busy="true" />;

  const failedMessage = state.interpretationFailed
    ? [{ id: 'failed', role: 'assistant' as const, content: TEXT.interpretationFailed, timestamp: new Date().toISOString() }]
    : [];

  return (
    <div className="reading-page narrow">
      <div className="mini-header" data-visible={scrolled} aria-hidden={!scrolled}>
        <div className="mini-cards">
          {reading.cards.map((card) => (
            <img key={card.name} src={paths.cardImage(cardSlug(card.name))} alt="" width={30} height={50} />
          ))}
        </div>
        <p className="mini-question">{reading.question}</p>
        <ReadingMenu tabbable={scrolled} />
      </div>

      <div className="reading-toolbar">
        <Link href={paths.account} className="button button-link">
          ← Back to History
        </Link>
        <div className="reading-toolbar-actions">
          <Link href={paths.ask} className="button button-secondary">
            New Reading
          </Link>
          <ReadingMenu tabbable />
        </div>
      </div>

      <h1 className="reading-question">{reading.question}</h1>
      <p className="muted reading-date">{new Date(reading.createdAt).toLocaleDateString([], { dateStyle: 'long' })}</p>

      <CardSpread cards={reading.cards} revealed={revealed} />

      <ChatPanel
        messages={[...reading.messages, ...failedMessage]}
        streaming={state.streaming}
        replying={state.replying}
        user={user}
        onAsk={reading.isComplete ? (question) => void state.ask(question) : undefined}
        onOutOfCredits={() => state.setOutOfCredits(true)}
        initialQuestion={state.followUpError?.question ?? ''}
        notice={
          <>
            {state.interpretationFailed && (
              <div className="actions-row">
                <button type="button" className="button button-secondary" onClick={state.retryInterpretation}>
                  Try again
                </button>
              </div>
            )}
            {state.followUpError && (
              <ul className="chat-list chat-error" aria-live="assertive">
                <ChatMessage message={{ id: 'follow-up-error', role: 'assistant', content: state.followUpError.message, timestamp: new Date().toISOString() }} />
              </ul>
            )}
          </>
        }
      />
      {state.outOfCredits && <OutOfCreditsModal userId={user.uid} returnTo={paths.reading(reading.id)} onClose={() => state.setOutOfCredits(false)} />}
    </div>
  );
}

export default withQueryClient(ReadingPage);
