import type { SafetyConcern } from '../../../shared/safety.ts';
import type { Message } from '../../../shared/schemas/reading.ts';
import { SafetyResources } from '../../components/safety/safety-resources.tsx';
import { MessageContent } from './message-content.tsx';
import './chat.css';

function formatTimeOfDay(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** A message as the chat shows it: a stored one, or one the page makes (a reply arriving, an error). */
export type ChatItem = Omit<Message, 'safety'> & { safety?: readonly SafetyConcern[] | undefined };

export function ChatMessage({ message, label }: { message: ChatItem; label?: string | undefined }) {
  const time = formatTimeOfDay(message.timestamp);
  return (
    <li className={`message message-${message.role}`}>
      {label ? <span className="message-label">{label}</span> : <span className="visually-hidden">{message.role === 'user' ? 'You' : 'Reader'}</span>}
      {/* Our code's resources come before the reader's words, whatever the reader wrote (issue 23 §1). */}
      {message.role === 'assistant' && message.safety && message.safety.length > 0 && <SafetyResources concerns={message.safety} />}
      {message.role === 'assistant' ? <MessageContent text={message.content} /> : <p>{message.content}</p>}
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
