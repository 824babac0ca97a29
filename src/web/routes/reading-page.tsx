import { lazy, Suspense } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { HttpError } from '../api-client.ts';
import { useSession } from '../app/session.tsx';
import { OutOfCreditsModal } from '../features/billing/out-of-credits-modal.tsx';
import { ChatMessage } from '../features/chat/chat-message.tsx';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { HowDidItLand } from '../features/check-back/how-did-it-land.tsx';
import { LaidOutSpread } from '../features/reading/laid-out-spread.tsx';
import { MiniHeader } from '../features/reading/mini-header.tsx';
import { OwnDeckNote } from '../features/own-deck/own-deck-note.tsx';
import { ReadingMenu } from '../features/reading/reading-menu.tsx';
import { ReadingQuestion } from '../features/reading/reading-question.tsx';
import { ShareButton } from '../features/share/share-button.tsx';
import { useReturningCards } from '../features/patterns/api/get-returning-cards.ts';
import { ReturningCardsNote } from '../features/patterns/returning-cards-note.tsx';
import { JournalPanel } from '../features/journal/journal-panel.tsx';
import { useInterpretationAfterSpread } from '../features/reading/use-interpretation-after-spread.ts';
import { useCardTurns } from '../features/reading/use-card-turns.ts';
import { useReading } from '../features/reading/use-reading.ts';
import '../features/reading/reading.css';
import { m } from '../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../i18n/page-language.ts';

const FairDrawPanel = lazy(() => import('../features/fair-draw/fair-draw-panel.tsx'));

export default function ReadingPage() {
  const { readingId } = useParams<{ readingId: string }>();
  const { user } = useSession();
  const state = useReading(readingId ?? '');
  const { reading } = state;
  const turns = useCardTurns(readingId ?? '', reading?.cards ?? null);
  const returning = useReturningCards(readingId ?? '');
  useInterpretationAfterSpread(turns.allTurned, turns.way !== 'saved');

  if (!user || !readingId) return <Redirect to={paths.root} replace />;
  if (state.query.error instanceof HttpError && state.query.error.status === 404) return <Redirect to={paths.account} replace />;
  if (state.query.isError) {
    return (
      <div className="not-found" role="alert">
        <h1>{m.reading_open_failed()}</h1>
        <p className="muted">{m.reading_check_connection()}</p>
        <button type="button" className="button button-primary" onClick={() => void state.query.refetch()}>
          {m.reading_try_again()}
        </button>
      </div>
    );
  }
  if (!reading) return <div className="spinner-page" aria-busy="true" />;

  const failedMessage = state.interpretationFailed
    ? [{ id: 'failed', role: 'assistant' as const, content: m.chat_interpretation_failed(), timestamp: new Date().toISOString(), notice: true }]
    : [];

  return (
    <div className="reading-page narrow">
      <MiniHeader reading={reading} />

      <div className="reading-toolbar">
        <Link href={paths.accountHistory} className="button button-link">
          {m.reading_back_to_history()}
        </Link>
        <div className="reading-toolbar-actions">
          {/* A reading that touched a crisis is not for sharing (issue 23 §1). */}
          {/* Its place is kept while the reading is being written, so the toolbar does not move when it comes. */}
          {reading.safety.length === 0 &&
            (reading.isComplete ? (
              <ShareButton readingId={reading.id} />
            ) : (
              <span className="button button-secondary share-placeholder" aria-hidden="true">
                {m.reading_share()}
              </span>
            ))}
          <Link href={paths.ask} className="button button-secondary">
            {m.reading_new()}
          </Link>
          <ReadingMenu tabbable reading={reading} />
        </div>
      </div>

      <ReadingQuestion question={reading.question} />
      <p className="muted reading-date">{new Date(reading.createdAt).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'long' })}</p>

      <LaidOutSpread
        cards={reading.cards}
        revealed={turns.turned}
        spread={reading.spread}
        still={turns.way === 'saved'}
        onTurn={turns.way === 'pick' ? turns.turn : undefined}
      />
      {/* Once every card is face up: the line names one. */}
      {turns.allTurned && <ReturningCardsNote cards={returning.data?.cards} />}
      {reading.ownDeck && <OwnDeckNote />}
      {/* Picked cards turn when tapped; the interpretation waits until all are face up (issue 26 §2). */}
      {turns.way === 'pick' && !turns.allTurned ? (
        <div className="actions-row reading-turn-all">
          <p className="muted">{m.reading_tap_each_card()}</p>
          <button type="button" className="button button-secondary" onClick={turns.turnAll}>
            {m.reading_turn_all()}
          </button>
        </div>
      ) : (
        <ChatPanel
          messages={[...reading.messages, ...failedMessage]}
          streaming={state.streaming}
          streamingSafety={state.streamingSafety}
          replying={state.replying}
          user={user}
          onAsk={reading.isComplete ? (question) => void state.ask(question) : undefined}
          onOutOfCredits={() => state.setOutOfCredits(true)}
          initialQuestion={state.followUpError?.question ?? ''}
          draftFor={reading.id}
          focusOnShow={turns.turnedAllByButton}
          notice={
            <>
              {state.interpretationFailed && (
                <div className="actions-row">
                  <button type="button" className="button button-secondary" onClick={state.retryInterpretation}>
                    {m.reading_try_again()}
                  </button>
                </div>
              )}
              {state.followUpError && (
                <ul className="chat-list chat-error" aria-live="assertive">
                  <ChatMessage
                    message={{ id: 'follow-up-error', role: 'assistant', content: state.followUpError.message, timestamp: new Date().toISOString() }}
                  />
                </ul>
              )}
            </>
          }
        />
      )}
      <HowDidItLand key={reading.id} readingId={reading.id} journal={reading.journal} />
      {/* Below the chat, so that appearing it moves nothing already on screen. */}
      {reading.fairDraw && turns.allTurned && (
        <Suspense fallback={null}>
          <FairDrawPanel fairDraw={reading.fairDraw} cards={reading.cards} />
        </Suspense>
      )}
      {/* The owner's private journal, below the conversation (issue 27 §1); the page is the owner's alone. */}
      <JournalPanel readingId={reading.id} journal={reading.journal} />
      {state.outOfCredits && <OutOfCreditsModal userId={user.uid} returnTo={paths.reading(reading.id)} onClose={() => state.setOutOfCredits(false)} />}
    </div>
  );
}
