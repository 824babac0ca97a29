import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { QUESTION_MAX_LENGTH, REVEAL_DELAYS_ANONYMOUS_S, TEXT } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { api } from '../api.ts';
import { CategoryPicker } from '../features/ask/category-picker.tsx';
import { SignupDialog } from '../features/ask/signup-dialog.tsx';
import { useVisitorReading } from '../features/ask/use-visitor-reading.ts';
import { firstName, useAuth } from '../features/auth/auth-context.tsx';
import { ChatPanel } from '../features/chat/chat-panel.tsx';
import { CardSpread, useReveal } from '../features/reading/card-spread.tsx';

export default function AskPage() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [question, setQuestion] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  // The signup dialog, open with the reason it gives (none: this browser's free reading is used).
  const [dialog, setDialog] = useState<{ reason?: string | undefined } | null>(null);
  const openDialog = useCallback((reason?: string) => setDialog({ reason }), []);
  const visitor = useVisitorReading(openDialog);
  const state = visitor.state;
  const cards = state.phase === 'reading' ? state.cards : null;
  const revealed = useReveal(cards, REVEAL_DELAYS_ANONYMOUS_S);
  const loading = creating || state.phase === 'drawing' || (state.phase === 'reading' && !state.done);
  const name = firstName(user);

  const begin = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > QUESTION_MAX_LENGTH || loading) return;
    if (!user) {
      await visitor.start(trimmed);
      return;
    }
    setCreating(true);
    setCreateError(null);
    try {
      const { id } = await api<{ id: string }>('/api/readings', { body: { question: trimmed } });
      navigate(paths.reading(id));
    } catch (error) {
      console.warn('Could not start the reading', error);
      setCreateError('Your cards could not be drawn just now. Please try again.');
      setCreating(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void begin(question);
  };

  const onPick = (suggestion: string) => {
    setQuestion(suggestion);
    void begin(suggestion);
  };

  const newReading = () => {
    visitor.reset();
    setQuestion('');
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="narrow">
      <section className="greeting">
        <h1>{name ? `Welcome back, ${name}` : 'Welcome, seeker'}</h1>
        <p>Focus on what matters to you, ask your question, and draw three cards for your Past, Present and Future.</p>
      </section>

      {state.phase === 'idle' || state.phase === 'drawing' ? (
        <div className="panel">
          <form className="ask-form" onSubmit={onSubmit}>
            <label htmlFor="question" className="visually-hidden">
              Your question
            </label>
            <textarea
              id="question"
              className="textarea"
              value={question}
              maxLength={QUESTION_MAX_LENGTH}
              placeholder="What would you like guidance on?"
              onChange={(event) => setQuestion(event.target.value)}
              aria-describedby="question-counter"
            />
            <span id="question-counter" className="counter">
              {question.length}/{QUESTION_MAX_LENGTH}
            </span>
            {createError && (
              <p role="alert" className="error-text">
                {createError}
              </p>
            )}
            <div className="ask-actions">
              {user === null ? (
                <span className="muted">
                  Have an account? <Link href={paths.login}>Sign In</Link>
                </span>
              ) : (
                <span />
              )}
              <button type="submit" className="button button-primary" disabled={!question.trim() || loading}>
                {loading ? 'Drawing…' : 'Draw My Cards'}
              </button>
            </div>
          </form>
          <CategoryPicker disabled={loading} onPick={onPick} />
        </div>
      ) : (
        <>
          <p className="muted" style={{ textAlign: 'center' }}>
            “{state.question}”
          </p>
          {state.cards.length > 0 && <CardSpread cards={state.cards} revealed={revealed} />}
          <ChatPanel
            messages={
              state.failed
                ? [{ id: 'failed', role: 'assistant', content: TEXT.interpretationFailed, timestamp: state.at }]
                : state.done && state.text
                  ? [{ id: 'preview', role: 'assistant', content: state.text, timestamp: state.at }]
                  : []
            }
            streaming={!state.done && state.text ? state.text : null}
            replying={!state.done && !state.text}
            replyingText="The cards are speaking…"
            user={null}
            notice={
              <>
                {state.done && !state.failed && (
                  <div className="preview-gate">
                    <p>
                      <strong>This is a preview of your reading.</strong> Create a free account to see the full interpretation, keep it in your history and ask follow-up questions.
                    </p>
                    <div className="actions-row">
                      <Link href={paths.signup} className="button button-primary">
                        Sign Up
                      </Link>
                      <Link href={paths.login} className="button button-secondary">
                        Sign In
                      </Link>
                    </div>
                  </div>
                )}
                <div className="actions-row">
                  <button type="button" className="button button-secondary" onClick={newReading} disabled={!state.done}>
                    New Reading
                  </button>
                </div>
              </>
            }
          />
        </>
      )}
      {dialog && <SignupDialog reason={dialog.reason} onClose={() => setDialog(null)} />}
    </div>
  );
}
