import type { DrawnCard } from '../../../shared/deck/types.ts';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a reader is asked for. A spread's cards are in position order: Past, Present, Future. */
export type ReaderRequest =
  | {
      kind: 'interpretation';
      question: string;
      cards: readonly DrawnCard[];
      horoscopeSign?: string | undefined;
    }
  | {
      kind: 'follow-up';
      question: string;
      cards: readonly DrawnCard[];
      horoscopeSign?: string | undefined;
      /** The interpretation and the most recent turns, already bounded by the caller. */
      history: readonly ConversationTurn[];
      followUp: string;
    }
  | {
      /** A card of the day (issue 17 §4): one card, a short reading for the day ahead. */
      kind: 'daily';
      card: DrawnCard;
      /** The person's calendar day, YYYY-MM-DD: the same card reads differently on another day. */
      day: string;
      horoscopeSign?: string | undefined;
    };

/** The tokens one call used, as the provider reported them. */
export interface ReaderUsage {
  tokensIn: number;
  tokensOut: number;
}

/**
 * A source of interpretations. Two real implementations: an OpenAI-compatible chat-completions
 * client and the built-in offline reader. Both stream text deltas and stop when `signal` aborts.
 */
export interface Reader {
  readonly id: string;
  /** Whether each answer costs us a paid model call (the model budget applies only then). */
  readonly metered: boolean;
  /** Which kind of reader, and its model, for the model-call records (domain/model-usage.ts). */
  readonly provider: 'offline' | 'openai';
  readonly model: string;
  /** `onUsage` hears the tokens used once the provider reports them; a reader without tokens never calls it. */
  stream(request: ReaderRequest, signal: AbortSignal, onUsage?: (usage: ReaderUsage) => void): AsyncIterable<string>;
}

/** Raised by a reader when the provider fails; the message is for logs, never for users. */
export class ReaderError extends Error {
  override name = 'ReaderError';
}
