import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FOLLOW_UP_MAX_LENGTH, TEXT } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import type { Message } from '../../../shared/schemas/reading.ts';
import { ChatMessage, TypingBubble } from './chat-message.tsx';

export interface ChatPanelProps {
  messages: readonly Message[];
  /** Text of an assistant reply still arriving. */
  streaming: string | null;
  /** A follow-up is waiting for its reply. */
  replying: boolean;
  /** What the waiting bubble says; the follow-up text by default. */
  replyingText?: string;
  user: UserData | null;
  onAsk?: ((question: string) => void) | undefined;
  onOutOfCredits?: (() => void) | undefined;
  notice?: ReactNode;
  initialQuestion?: string;
}

export function CreditsBadge({ user }: { user: UserData }) {
  return (
    <span className="badge" data-testid="credits-badge">
      Credits: {user.credits}
      {user.subscription ? ' (Unlimited)' : ''}
    </span>
  );
}

/** Room left above a message brought into view, for the fixed bars at the top of the page. */
const TOP_BARS_PX = 140;

/**
 * Brings the newest item of the conversation into view as it arrives or grows, scrolling down only
 * and never past its start: a long answer is read from its first line. The first message (the
 * interpretation) is left where it opens. Wide screens scroll the chat box, phones the page.
 */
function followLatest(list: HTMLElement): void {
  const item = list.lastElementChild;
  if (!(item instanceof HTMLElement) || list.childElementCount < 2) return;
  const box = list.scrollHeight > list.clientHeight + 1;
  const rect = item.getBoundingClientRect();
  const view = box ? list.getBoundingClientRect() : { top: TOP_BARS_PX, bottom: window.innerHeight };
  const by = Math.min(rect.top - view.top, rect.bottom - view.bottom);
  if (by <= 0) return;
  if (box) list.scrollTop += by;
  else window.scrollBy({ top: by });
}

/** The reading's conversation and the follow-up form (spec §2 "Reading chat panel"). */
export function ChatPanel({ messages, streaming, replying, replyingText = TEXT.followUpLoading, user, onAsk, onOutOfCredits, notice, initialQuestion = '' }: ChatPanelProps) {
  const [question, setQuestion] = useState(initialQuestion);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => setQuestion(initialQuestion), [initialQuestion]);

  // A conversation opens at the start of its interpretation; only what arrives afterwards is followed.
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const list = listRef.current;
    if (list) followLatest(list);
  }, [messages.length, streaming, replying]);

  const firstReplyPending = messages.length === 0 && (replying || streaming !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = question.trim();
    if (replying || !trimmed) return;
    if (!user) {
      window.alert(TEXT.followUpLoginAlert);
      return;
    }
    if (user.credits <= 0 && !user.subscription) {
      if (onOutOfCredits) onOutOfCredits();
      else window.alert(TEXT.followUpCreditsAlert);
      return;
    }
    setQuestion('');
    onAsk?.(trimmed);
  };

  return (
    <section className="panel chat-panel" aria-labelledby="reading-title" id="interpretation">
      <div className="chat-header">
        <h2 id="reading-title">{TEXT.readingPanelTitle}</h2>
        {user && <CreditsBadge user={user} />}
      </div>
      {/* Scrollable on wide screens (max 600px), so it takes keyboard focus to scroll with the arrow keys. While the
          first reply is awaited it takes that height at once: growing with the text, it pushed what
          is below it down the screen (a layout shift). */}
      <ul className={firstReplyPending ? 'chat-list chat-list-reserved' : 'chat-list'} ref={listRef} aria-live="polite" aria-label="Conversation" tabIndex={0}>
        {messages.map((message, index) => (
          <ChatMessage key={message.id} message={message} label={index === 0 && message.role === 'assistant' ? TEXT.interpretationLabel : undefined} />
        ))}
        {streaming !== null && streaming !== '' && (
          <ChatMessage
            message={{ id: 'streaming', role: 'assistant', content: streaming, timestamp: new Date().toISOString() }}
            label={messages.length === 0 ? TEXT.interpretationLabel : undefined}
          />
        )}
        {replying && !streaming && <TypingBubble text={replyingText} />}
      </ul>
      {notice}
      {user ? (
        onAsk && (
          <form className="follow-up-form" onSubmit={submit}>
            <h3>{TEXT.followUpHeading}</h3>
            <p className="muted">{TEXT.followUpSubtext}</p>
            <label htmlFor="follow-up" className="visually-hidden">
              {TEXT.followUpHeading}
            </label>
            <textarea
              id="follow-up"
              className="textarea"
              value={question}
              maxLength={FOLLOW_UP_MAX_LENGTH}
              placeholder={TEXT.followUpPlaceholder}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
            />
            <div className="follow-up-actions">
              <span className="counter">
                {question.length}/{FOLLOW_UP_MAX_LENGTH}
              </span>
              <button type="submit" className="button button-primary" disabled={replying || !question.trim()}>
                {replying ? '...' : 'Continue'}
              </button>
            </div>
          </form>
        )
      ) : (
        <p className="chat-visitor">
          {TEXT.followUpVisitor} <Link href={paths.login}>Sign In</Link>
        </p>
      )}
    </section>
  );
}
