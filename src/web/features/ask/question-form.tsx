import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { QUESTION_MAX_LENGTH } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { useFormBeforeStart } from '../../components/forms/before-start.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { useOnline } from '../../components/offline/use-online.ts';
import { CategoryPicker } from './category-picker.tsx';
import { m } from '../../i18n/paraglide/messages.js';

/** The question box, its counter and button, and the suggested questions by theme. */
export function QuestionForm({
  question,
  onChange,
  onAsk,
  loading,
  error,
  signedOut,
  submitReady = true,
  spreadChoice,
  otherWay,
}: {
  question: string;
  onChange(question: string): void;
  /** Asks `text`: the typed question, or a suggestion picked (which also fills the box). */
  onAsk(text: string): void;
  loading: boolean;
  error: string | null;
  signedOut: boolean;
  /** Whether a submit held before the code ran may be sent yet (the draw's first request answered). */
  submitReady?: boolean;
  /** A signed-in person's choice of spread, after the question (a visitor's form has none). */
  spreadChoice?: ReactNode;
  /** A signed-in person's second way to go on, beside the draw (issue 27 §1: the cards of their own deck), with the typed question. */
  otherWay?: { label: string; onChoose(text: string): void };
}) {
  const form = useFormBeforeStart('ask-form', submitReady);
  const hydrated = useHydrated();

  // Offline the question can be written, not asked: drawing needs the server.
  const online = useOnline();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (online) onAsk(question);
  };

  const onPick = (suggestion: string) => {
    onChange(suggestion);
    onAsk(suggestion);
  };

  return (
    <div className="panel">
      <form {...form} className="ask-form" onSubmit={onSubmit}>
        <label htmlFor="question" className="visually-hidden">
          {m.ask_question_label()}
        </label>
        <textarea
          id="question"
          className="textarea"
          value={question}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={m.ask_question_placeholder()}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby="question-counter"
        />
        <span id="question-counter" className="counter">
          {question.length}/{QUESTION_MAX_LENGTH}
        </span>
        {spreadChoice}
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <div className="ask-actions">
          {signedOut ? (
            <span className="muted">
              {m.ask_have_account()} <Link href={paths.login}>{m.nav_sign_in()}</Link>
            </span>
          ) : otherWay ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={!question.trim() || loading || !online}
              onClick={() => otherWay.onChoose(question)}
            >
              {otherWay.label}
            </button>
          ) : (
            <span />
          )}
          {/* Live in the page's shell, before the code runs: its submit is held and sent then (a blank question does nothing). Offline the question can be written, not asked. */}
          <button type="submit" className="button button-primary" disabled={hydrated && (!question.trim() || loading || !online)}>
            {loading ? m.ask_drawing() : m.ask_draw()}
          </button>
        </div>
        <NeedsConnection text={m.offline_asking()} />
      </form>
      <CategoryPicker disabled={loading || !online} onPick={onPick} />
    </div>
  );
}
