import type { Message } from '../../../shared/schemas/reading.ts';
import { MessageContent } from './message-content.tsx';
import './chat.css';

function formatTimeOfDay(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export function ChatMessage({ message, label }: { message: Message; label?: string | undefined }) {
  const time = formatTimeOfDay(message.timestamp);
  return (
    <li className={`message message-${message.role}`}>
      {label ? <span className="message-label">{label}</span> : <span className="visually-hidden">{message.role === 'user' ? 'You' : 'Reader'}</span>}
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
