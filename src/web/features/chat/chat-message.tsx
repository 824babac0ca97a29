import { lazy, Suspense, useRef, useState } from 'react';
import type { SafetyConcern } from '../../../shared/safety.ts';
import type { Message } from '../../../shared/schemas/reading.ts';
import { textLanguage } from '../../../shared/i18n/text-language.ts';
import { usePersonLanguage } from '../../app/person-language.ts';
import { SafetyResources } from '../../components/safety/safety-resources.tsx';
import { MessageContent } from '../../components/message-content/message-content.tsx';
import type { ListenSubject } from './read-aloud/read-aloud-text.ts';
import type { SpokenTarget } from './read-aloud/utterances.ts';
import './chat.css';
import { m } from '../../i18n/paraglide/messages.js';

// Fetched only where the browser can speak, once a message offers it: nothing of it on the first load.
const ListenControl = lazy(() => import('./read-aloud/listen-control.tsx'));
const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;

function formatTimeOfDay(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * A message as the chat shows it: a stored one, or one the page makes (a reply arriving, an
 * error). A `notice` (an apology, an error) is the page speaking, not the reading: it is not read aloud.
 */
export type ChatItem = Omit<Message, 'safety'> & { safety?: readonly SafetyConcern[] | undefined; notice?: boolean };

export function ChatMessage({ message, label, listen }: { message: ChatItem; label?: string | undefined; listen?: ListenSubject | undefined }) {
  const time = formatTimeOfDay(message.timestamp);
  const ref = useRef<HTMLLIElement>(null);
  const [spoken, setSpoken] = useState<SpokenTarget | null>(null);
  const person = usePersonLanguage();
  // A model writes in the person's language as it was then, the built-in reader in English: the text says which.
  const language = message.role === 'assistant' ? textLanguage(message.content, person) : person;
  return (
    <li className={`message message-${message.role}`} ref={ref} data-spoken={spoken === 'safety' ? 'safety' : undefined}>
      {listen && canSpeak && message.role === 'assistant' && !message.notice && (
        <Suspense fallback={null}>
          <ListenControl
            subject={listen}
            text={message.content}
            language={language}
            safety={message.safety ?? []}
            panelLanguage={person}
            message={ref}
            onSpoken={setSpoken}
          />
        </Suspense>
      )}
      {label ? (
        <span className="message-label">{label}</span>
      ) : (
        <span className="visually-hidden">{message.role === 'user' ? m.chat_you() : m.chat_reader()}</span>
      )}
      {/* Our code's resources come before the reader's words, whatever the reader wrote (issue 23 §1). */}
      {message.role === 'assistant' && message.safety && message.safety.length > 0 && <SafetyResources concerns={message.safety} language={person} />}
      {message.role === 'assistant' ? (
        <MessageContent text={message.content} language={language} spokenBlock={typeof spoken === 'number' ? spoken : undefined} />
      ) : (
        <p>{message.content}</p>
      )}
      {time && (
        <time className="message-time" dateTime={message.timestamp}>
          {time}
        </time>
      )}
    </li>
  );
}

export function TypingBubble({ text }: { text: string }) {
  return (
    <li className="message message-assistant" aria-live="polite">
      <span className="typing" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>{' '}
      <span className="muted">{text}</span>
    </li>
  );
}
