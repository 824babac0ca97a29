// The built-in reader: composes a complete, deterministic interpretation from the question, the spread's
// positions and the cards, without any external service. It is the default interpreter when no LLM is
// configured, so it follows the same rules as the LLM system prompt (src/server/domain/readings/prompt.ts): bold
// headings on their own line, grounded in the cards, reflection rather than fate, no medical, legal or
// financial directives, and crisis resources first when someone speaks of self-harm. It streams the
// text a few words at a time, like a model would.

import { setTimeout as delay } from 'node:timers/promises';
import type { Reader, ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { questionShape } from './question.ts';
import { quoteExcerpt } from './text.ts';

const DEFAULT_CHUNK_DELAY_MS = 12;
const WORDS_PER_CHUNK = 3;

/** Splits text into chunks of a few words, keeping every space and newline: joined, they equal `text`. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const tokens = text.match(/\s+|\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export function createOfflineReader(options: { chunkDelayMs?: number } = {}): Reader {
  const chunkDelayMs = options.chunkDelayMs ?? DEFAULT_CHUNK_DELAY_MS;
  return {
    id: 'offline',
    metered: false,
    provider: 'offline',
    model: 'offline',
    async *stream(request: ReaderRequest, signal: AbortSignal): AsyncGenerator<string> {
      signal.throwIfAborted();
      const chunks = chunkText(composeOfflineText(request));
      for (let i = 0; i < chunks.length; i++) {
        if (i > 0 && chunkDelayMs > 0) {
          try {
            await delay(chunkDelayMs, undefined, { signal });
          } catch (error) {
            signal.throwIfAborted();
            throw error;
          }
        }
        signal.throwIfAborted();
        yield chunks[i] ?? '';
      }
    },
    // What interpretation.ts writes of the question: its excerpt, and a choice's options in the lean.
    quotesOf(question: string): string[] {
      return [quoteExcerpt(question), ...(questionShape(question).choice ?? [])].filter(Boolean);
    },
  };
}
