import type { Language } from '../../../shared/i18n/languages.ts';
import type { DrawnCard } from '../../../shared/deck/types.ts';
import type { Outcome } from '../../../shared/journal/journal.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import type { SpreadPosition } from '../../../shared/spreads/spread.ts';
import type { RiskAssessment } from '../safety/assess-risk.ts';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What the risk assessment recognised, told to the reader so that its text stays gentle and points
 * to people who can help. The resources themselves are our code's, shown before the reader's words.
 */
export interface ReaderSafety extends RiskAssessment {
  /** Concerns recognised earlier in the same reading (its question, earlier follow-ups). */
  earlier: readonly SafetyConcern[];
}

/**
 * One of the person's earlier readings, as the reader remembers it (issue 27 §5), when they let it:
 * the summary our code wrote (a model is given only that), and its parts for the offline reader.
 */
export interface RememberedReading {
  summary: string;
  /** Whole days between that reading and this request. */
  daysAgo: number;
  /** A few words of ours for the question's area ("work"); null for no particular area. */
  topic: string | null;
  cards: readonly { name: string; reversed: boolean }[];
  outcome: Outcome | null;
}

/** What a reader is asked for. `cards[i]` lies in `positions[i]`. */
export type ReaderRequest =
  | {
      kind: 'interpretation';
      question: string;
      cards: readonly DrawnCard[];
      positions: readonly SpreadPosition[];
      horoscopeSign?: string | undefined;
      /** The language to write in (issue 28 §1), whatever the question's; English when absent. */
      language?: Language | undefined;
      /** The assessment of the question. */
      safety: ReaderSafety;
      /** Newest first, already bounded (domain/memory/prompt-block.ts); absent or empty when nothing is remembered. */
      memories?: readonly RememberedReading[] | undefined;
    }
  | {
      kind: 'follow-up';
      question: string;
      cards: readonly DrawnCard[];
      positions: readonly SpreadPosition[];
      horoscopeSign?: string | undefined;
      language?: Language | undefined;
      /** The assessment of the follow-up, with what the reading's question and earlier follow-ups raised. */
      safety: ReaderSafety;
      /** The interpretation and the most recent turns, already bounded by the caller. */
      history: readonly ConversationTurn[];
      followUp: string;
      /** As for an interpretation, without the reading being followed up. */
      memories?: readonly RememberedReading[] | undefined;
    }
  | {
      /** A card of the day (issue 17 §4): one card, a short reading for the day ahead. */
      kind: 'daily';
      card: DrawnCard;
      /** The person's calendar day, YYYY-MM-DD: the same card reads differently on another day. */
      day: string;
      horoscopeSign?: string | undefined;
      language?: Language | undefined;
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
  /** Which kind of reader, and its model, for the model-call records (domain/readings/model-usage.ts). */
  readonly provider: 'offline' | 'openai';
  readonly model: string;
  /** `onUsage` hears the tokens used once the provider reports them; a reader without tokens never calls it. */
  stream(request: ReaderRequest, signal: AbortSignal, onUsage?: (usage: ReaderUsage) => void): AsyncIterable<string>;
  /**
   * The exact pieces of `question` this reader writes into an interpretation when it quotes it, so
   * a share link with the question hidden leaves them out however short they are (issue 25 §1). A
   * reader that cannot know (a model) has none: its quotes are found by domain/readings/hide-question.ts.
   */
  quotesOf?(question: string): string[];
}

/** Raised by a reader when the provider fails; the message is for logs, never for users. */
export class ReaderError extends Error {
  override name = 'ReaderError';
}
