import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { QUESTION_MAX_LENGTH, REVEAL_DELAYS_ANONYMOUS_S } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import type { OwnCard } from '../../shared/schemas/own-deck.ts';
import { HttpError } from '../api-client.ts';
import { firstName, useSession } from '../app/session.tsx';
import { useTypedBeforeStart } from '../components/forms/before-start.ts';
import { useCreateReading } from '../features/ask/api/create-reading.ts';
import { Greeting } from '../features/ask/greeting.tsx';
import { PreviewGate } from '../features/ask/preview-gate.tsx';
import { QuestionForm } from '../features/ask/question-form.tsx';
import { useVisitorReading } from '../features/ask/use-visitor-reading.ts';
import { useDrawCommitment } from '../features/fair-draw/use-draw-commitment.ts';
import { useFindEarlierReading } from '../features/reask/api/find-earlier-reading.ts';
import type { EarlierReading } from '../../shared/schemas/reask.ts';
import { CardSpread, useReveal } from '../features/reading/card-spread.tsx';
import { markFreshDraw, type DrawWay } from '../app/fresh-draws.ts';
import '../features/ask/ask.css';
import { m } from '../i18n/paraglide/messages.js';

// The fair draw's parts load on their own, after the form: the first paint does not wait for them.
const FairDrawDisclosure = lazy(() => import('../features/fair-draw/fair-draw-disclosure.tsx'));
const FairDrawPanel = lazy(() => import('../features/fair-draw/fair-draw-panel.tsx'));
// The chat (with the crisis resources it may show first) is needed only once cards are drawn: its
// code is fetched as soon as the page runs, so it is there long before the first card turns. Held
// as a loaded component rather than React.lazy: a lazy one suspends on its first render however
// early its code came, and the draw's view then stood 300 ms without its chat (a layout shift).
type ChatPanelComponent = typeof import('../features/chat/chat-panel.tsx').ChatPanel;
function useChatPanel(): ChatPanelComponent | null {
  const [panel, setPanel] = useState<ChatPanelComponent | null>(null);
  useEffect(() => {
    let current = true;
    void import('../features/chat/chat-panel.tsx').then((module) => {
      if (current) setPanel(() => module.ChatPanel);
    });
    return () => {
      current = false;
    };
  }, []);
  return panel;
}
// A signed-in person's choice of spread, with the spreads' data: not in a visitor's page.
const SpreadChooser = lazy(() => import('../features/spreads/spread-chooser.tsx'));
// Shuffle and pick (issue 26 §2): fetched as soon as a signed-in person chooses it, so the ritual
// is there when they then press "Draw My Cards" rather than an empty panel while it arrives.
const loadShuffleAndPick = () => import('../features/spreads/shuffle-and-pick.tsx');
const ShuffleAndPick = lazy(loadShuffleAndPick);
// Asking again (issue 27 §4): loaded only when the same question was asked within the day.
const EarlierReadingPanel = lazy(() => import('../features/reask/earlier-reading-panel.tsx'));
// Readings from one's own deck (issue 27 §1): the entry step, in the chosen spread, loaded only when a signed-in person chooses it.
const ChosenSpread = lazy(() => import('../features/spreads/chosen-spread.tsx'));
const OwnDeckEntry = lazy(() => import('../features/own-deck/own-deck-entry.tsx'));
// Opened only when a visitor's free reading is used up or refused.
const SignupDialog = lazy(() => import('../features/ask/signup-dialog.tsx'));

export default function AskPage() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [question, setQuestion] = useState('');
  const ChatPanel = useChatPanel();
  useTypedBeforeStart((typed) => setQuestion(typed('question')));
  /** The spread chosen by a signed-in person; null is the spec's three cards. */
  const [spreadId, setSpreadId] = useState<string | null>(null);
  const [drawWay, setDrawWay] = useState<DrawWay>('reveal');
  useEffect(() => {
    if (drawWay === 'pick') void loadShuffleAndPick();
  }, [drawWay]);
  /** The question whose cards are being picked from the shuffled fan. */
  const [picking, setPicking] = useState<string | null>(null);
  /** The question whose cards, drawn from the person's own deck, are being entered. */
  const [entering, setEntering] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  /** The earlier reading of the same question, shown before drawing for it again. */
  const [earlier, setEarlier] = useState<{ question: string; reading: EarlierReading } | null>(null);
  // The signup dialog, open with the reason it gives (none: this browser's free reading is used).
  const [dialog, setDialog] = useState<{ reason?: string | undefined } | null>(null);
  const openDialog = useCallback((reason?: string) => setDialog({ reason }), []);
  const visitor = useVisitorReading(openDialog);
  const fairDraw = useDrawCommitment();
  const findEarlierReading = useFindEarlierReading();
  const { mutateAsync: createReading } = useCreateReading();
  const state = visitor.state;
  const cards = state.phase === 'reading' ? state.cards : null;
  const revealed = useReveal(cards, REVEAL_DELAYS_ANONYMOUS_S);
  const loading = creating || state.phase === 'drawing' || (state.phase === 'reading' && !state.done);
  const name = firstName(user);

  const begin = async (text: string, drawAnyway = false) => {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > QUESTION_MAX_LENGTH || loading) return;
    if (!user) {
      await visitor.start(trimmed, fairDraw.choice());
      return;
    }
    if (!drawAnyway) {
      // Before anything is drawn or spent: the same question within the day shows its reading first.
      setCreating(true);
      const found = await findEarlierReading(trimmed);
      setCreating(false);
      if (found) {
        setEarlier({ question: trimmed, reading: found });
        return;
      }
    }
    const choice = fairDraw.choice();
    if (drawWay === 'pick') {
      // The picks are made from the committed shuffle: without a commitment there is nothing fair to pick from.
      if (choice) setPicking(trimmed);
      else setCreateError(m.ask_error_shuffle());
      return;
    }
    await create(trimmed, choice);
  };

  const enter = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > QUESTION_MAX_LENGTH || loading) return;
    setCreateError(null);
    setEntering(trimmed);
  };

  const create = async (text: string, choice: ReturnType<typeof fairDraw.choice>, picks?: number[], ownCards?: OwnCard[]) => {
    setCreating(true);
    setCreateError(null);
    try {
      const id = await createReading({ question: text, choice: choice && (picks ? { ...choice, picks } : choice), spreadId, ownCards });
      markFreshDraw(id, picks ? 'pick' : 'reveal');
      navigate(paths.reading(id));
    } catch (error) {
      console.warn('Could not start the reading', error);
      // The entered cards stay on screen; the server's own words say which one it could not take.
      const refused = ownCards && error instanceof HttpError && error.status === 400 ? error.serverMessage : undefined;
      setCreateError(refused ?? (ownCards ? m.ask_error_own_cards() : m.ask_error_draw()));
      setCreating(false);
      setPicking(null);
      if (picks) fairDraw.renew();
    }
  };

  const newReading = () => {
    visitor.reset();
    fairDraw.renew();
    setQuestion('');
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="narrow">
      <Greeting name={name}>
        {user && (
          <p className="greeting-daily">
            <Link href={paths.accountDailyCard}>{m.ask_card_of_the_day()}</Link>
          </p>
        )}
      </Greeting>

      {entering !== null && user ? (
        <Suspense fallback={<section className="panel" aria-busy="true" />}>
          <ChosenSpread spreadId={spreadId}>
            {(spread) => (
              <OwnDeckEntry
                key={spread.id}
                question={entering}
                spread={spread}
                busy={creating}
                error={createError}
                onRead={(cards) => void create(entering, undefined, undefined, cards)}
                onCancel={() => {
                  setCreateError(null);
                  setEntering(null);
                }}
              />
            )}
          </ChosenSpread>
        </Suspense>
      ) : picking !== null && user ? (
        <>
          <Suspense fallback={<section className="panel ritual" aria-busy="true" />}>
            <ShuffleAndPick
              spreadId={spreadId}
              fullDeck={user.fullDeck}
              busy={creating}
              onPicked={(picks) => void create(picking, fairDraw.choice(), picks)}
              onCancel={() => setPicking(null)}
            />
          </Suspense>
          <Suspense fallback={null}>
            <FairDrawDisclosure draw={fairDraw} disabled />
          </Suspense>
        </>
      ) : earlier && user ? (
        <Suspense fallback={<section className="panel" aria-busy="true" />}>
          <EarlierReadingPanel
            reading={earlier.reading}
            onDrawAnyway={() => {
              setEarlier(null);
              void begin(earlier.question, true);
            }}
          />
        </Suspense>
      ) : state.phase === 'idle' || state.phase === 'drawing' ? (
        <>
          <QuestionForm
            question={question}
            onChange={setQuestion}
            onAsk={(text) => void begin(text)}
            loading={loading}
            error={createError}
            signedOut={user === null}
            submitReady={fairDraw.settled}
            otherWay={user ? { label: m.own_deck_choice(), onChoose: enter } : undefined}
            spreadChoice={
              user && (
                <Suspense fallback={<div className="spread-choice" />}>
                  <SpreadChooser
                    question={question}
                    spreadId={spreadId}
                    onChange={setSpreadId}
                    disabled={loading}
                    drawWay={drawWay}
                    onDrawWayChange={setDrawWay}
                  />
                </Suspense>
              )
            }
          />
          <Suspense fallback={null}>
            <FairDrawDisclosure draw={fairDraw} disabled={loading} />
          </Suspense>
        </>
      ) : (
        <>
          <p className="muted" style={{ textAlign: 'center' }}>
            “{state.question}”
          </p>
          {/* The preview is not kept anywhere it could be shown again from: its cards' pages open beside it. */}
          {state.cards.length > 0 && <CardSpread cards={state.cards} revealed={revealed} linksInNewTab />}
          {ChatPanel && (
            // eslint-disable-next-line react-hooks/static-components -- a module's export, the same function once loaded: nothing is created in render.
            <ChatPanel
              messages={
                state.failed
                  ? [{ id: 'failed', role: 'assistant', content: m.chat_interpretation_failed(), timestamp: state.at, notice: true }]
                  : state.done && state.text
                    ? [{ id: 'preview', role: 'assistant', content: state.text, timestamp: state.at, safety: state.safety }]
                    : []
              }
              streaming={!state.done && (state.text || state.safety.length) ? state.text : null}
              streamingSafety={state.safety}
              replying={!state.done && !state.text}
              replyingText={m.ask_cards_speaking()}
              user={null}
              notice={
                <>
                  {state.done && !state.failed && <PreviewGate />}
                  <div className="actions-row">
                    <button type="button" className="button button-secondary" onClick={newReading} disabled={!state.done}>
                      {m.ask_new_reading()}
                    </button>
                  </div>
                </>
              }
            />
          )}
          {/* Below the chat, so that appearing it moves nothing already on screen. */}
          {state.fairDraw && revealed === state.cards.length && (
            <Suspense fallback={null}>
              <FairDrawPanel fairDraw={state.fairDraw} cards={state.cards} />
            </Suspense>
          )}
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <SignupDialog reason={dialog.reason} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
