import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FOLLOW_UP_CREDIT_COST, FOLLOW_UP_MAX_LENGTH } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import { CreditsBadge } from '../../components/credits-badge.tsx';
import { NeedsConnection } from '../../components/offline/needs-connection.tsx';
import { useOnline } from '../../components/offline/use-online.ts';
import { ScrollMore, useMoreBelow } from '../../components/ui/scroll-more.tsx';
import { ChatMessage, TypingBubble, type ChatItem } from './chat-message.tsx';
import { followUpCostText, keepFollowUpDraft, readFollowUpDraft } from './follow-up-draft.ts';
import './chat.css';
import { m } from '../../i18n/paraglide/messages.js';

export interface ChatPanelProps {
  messages: readonly ChatItem[];
  /** Text of an assistant reply still arriving. */
  streaming: string | null;
  /** What the risk assessment recognised in the question being answered: its resources come before the reply's words. */
  streamingSafety?: readonly SafetyConcern[] | undefined;
  /** A follow-up is waiting for its reply. */
  replying: boolean;
  /** What the waiting bubble says; the follow-up text by default. */
  replyingText?: string;
  user: UserData | null;
  onAsk?: ((question: string) => void) | undefined;
  onOutOfCredits?: (() => void) | undefined;
  notice?: ReactNode;
  initialQuestion?: string;
  /** The reading whose unsent follow-up is kept for the tab (across a trip to checkout). */
  draftFor?: string | undefined;
  /** Take the focus when shown: after "Turn all", whose button this panel replaces. */
  focusOnShow?: boolean;
}

/** Room left above what is brought into view, for the fixed bars at the top of the page. */
const TOP_BARS_PX = 140;

/** How far to scroll the page to show `rect`: all of it if it fits, else from its top. */
function pageScrollFor(rect: DOMRect): number {
  if (rect.top < TOP_BARS_PX) return rect.top - TOP_BARS_PX;
  return Math.max(0, Math.min(rect.top - TOP_BARS_PX, rect.bottom - window.innerHeight));
}

/**
 * Keeps the newest item of the conversation in view. A new item (a question sent, the reply's
 * bubble) is brought on screen; as the reply grows it is followed downwards, never past its first
 * line, so a long answer is read from its start. Wide screens scroll the chat box (and show the
 * whole box when something new arrives), phones the page. The first message (the interpretation)
 * is left where it opens.
 */
function followLatest(list: HTMLElement, isNew: boolean): void {
  const item = list.lastElementChild;
  if (!(item instanceof HTMLElement) || list.childElementCount < 2) return;
  if (list.scrollHeight > list.clientHeight + 1) {
    const inBox = item.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    const by = Math.min(inBox.top - frame.top, inBox.bottom - frame.bottom);
    if (by > 0) list.scrollTop += by;
    if (isNew) window.scrollBy({ top: pageScrollFor(frame) });
    return;
  }
  const by = pageScrollFor(item.getBoundingClientRect());
  if (isNew) window.scrollBy({ top: by });
  // Growth is followed at once, a step per piece of text: smooth steps would queue up behind each other.
  else if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/** The reading's conversation and the follow-up form (spec §2 "Reading chat panel"). */
export function ChatPanel({
  messages,
  streaming,
  streamingSafety,
  replying,
  replyingText = m.chat_follow_up_loading(),
  user,
  onAsk,
  onOutOfCredits,
  notice,
  initialQuestion = '',
  draftFor,
  focusOnShow = false,
}: ChatPanelProps) {
  const [question, setQuestion] = useState(() => initialQuestion || (draftFor ? readFollowUpDraft(draftFor) : ''));
  useEffect(() => {
    if (draftFor) keepFollowUpDraft(draftFor, question);
  }, [draftFor, question]);
  const online = useOnline();
  // Once, as the panel is shown: later renders (a reply streaming in) never take the focus back.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusWhenShown] = useState(focusOnShow);
  useEffect(() => {
    if (focusWhenShown) headingRef.current?.focus();
  }, [focusWhenShown]);
  const listRef = useRef<HTMLUListElement>(null);
  const more = useMoreBelow(listRef);

  // A new question handed in replaces the one in the box (adjusted while rendering, not after).
  const [questionFrom, setQuestionFrom] = useState(initialQuestion);
  if (questionFrom !== initialQuestion) {
    setQuestionFrom(initialQuestion);
    setQuestion(initialQuestion);
  }

  // A conversation opens at the start of its interpretation; only what arrives afterwards is followed.
  const shownItems = useRef<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = shownItems.current;
    shownItems.current = list.childElementCount;
    if (before !== null) followLatest(list, list.childElementCount > before);
  }, [messages.length, streaming, replying]);

  // The answer being written shows until the stored one arrives, and not beside it: the reading is
  // fetched again before the stream's own state is cleared, and one render with both would count as
  // a new item and scroll the page past the answer's start.
  const awaitingAnswer = messages.length === 0 || messages.at(-1)?.role === 'user';

  const firstReplyPending = messages.length === 0 && (replying || streaming !== null);
  const safety = streamingSafety?.length ? streamingSafety : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = question.trim();
    if (replying || !trimmed || !online) return;
    if (!user) {
      window.alert(m.chat_follow_up_login_alert());
      return;
    }
    if (user.credits < FOLLOW_UP_CREDIT_COST && !user.subscription) {
      if (onOutOfCredits) onOutOfCredits();
      else window.alert(m.chat_follow_up_credits_alert());
      return;
    }
    setQuestion('');
    onAsk?.(trimmed);
  };

  return (
    <section className="panel chat-panel" aria-labelledby="reading-title" id="interpretation">
      <div className="chat-header">
        <h2 id="reading-title" tabIndex={-1} ref={headingRef}>
          {m.chat_title()}
        </h2>
        {user && <CreditsBadge user={user} />}
      </div>
      {/* Scrollable on wide screens (max 600px), so it takes keyboard focus to scroll with the arrow keys. While the
          first reply is awaited it takes that height at once: growing with the text, it pushed what
          is below it down the screen (a layout shift). */}
      <ul
        className={firstReplyPending ? 'chat-list chat-list-reserved' : 'chat-list'}
        ref={listRef}
        aria-live="polite"
        aria-label={m.chat_conversation()}
        tabIndex={0}
        data-more={more}
      >
        {messages.map((message, index) => (
          <ChatMessage
            key={message.id}
            message={message}
            label={index === 0 && message.role === 'assistant' ? m.chat_interpretation_label() : undefined}
            listen={index === 0 ? 'interpretation' : 'answer'}
          />
        ))}
        {awaitingAnswer && streaming !== null && (streaming !== '' || safety) && (
          <ChatMessage
            message={{ id: 'streaming', role: 'assistant', content: streaming, timestamp: new Date().toISOString(), safety }}
            label={messages.length === 0 ? m.chat_interpretation_label() : undefined}
          />
        )}
        {awaitingAnswer && replying && !streaming && <TypingBubble text={replyingText} />}
      </ul>
      <ScrollMore more={more} />
      {notice}
      {user ? (
        onAsk && (
          <form className="follow-up-form" onSubmit={submit}>
            <h3>{m.chat_follow_up_heading()}</h3>
            <p className="muted">{m.chat_follow_up_subtext()}</p>
            <label htmlFor="follow-up" className="visually-hidden">
              {m.chat_follow_up_heading()}
            </label>
            <textarea
              id="follow-up"
              className="textarea"
              value={question}
              maxLength={FOLLOW_UP_MAX_LENGTH}
              placeholder={m.chat_follow_up_placeholder()}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
            />
            <div className="follow-up-actions">
              <span className="follow-up-meta">
                <span className="counter">
                  {question.length}/{FOLLOW_UP_MAX_LENGTH}
                </span>
                <span className="follow-up-cost" data-testid="follow-up-cost">
                  {m.chat_per_question({ cost: followUpCostText(user) })}
                </span>
              </span>
              <button type="submit" className="button button-primary" disabled={replying || !question.trim() || !online}>
                {replying ? '...' : m.chat_continue()}
              </button>
            </div>
            <NeedsConnection text={m.offline_follow_up()} />
          </form>
        )
      ) : (
        <p className="chat-visitor">
          {m.chat_follow_up_visitor()} <Link href={paths.login}>{m.nav_sign_in()}</Link>
        </p>
      )}
    </section>
  );
}
