import { describe, expect, it } from 'vitest';
import { findCard } from '../../../../shared/deck/cards.ts';
import type { DrawnCard as Card } from '../../../../shared/deck/types.ts';
import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { chunkText, createOfflineReader } from './reader.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import { assessForReader } from '../../../../server/domain/safety/reader-safety.ts';

function card(name: string, reversed = false): Card {
  const found = findCard(name);
  if (!found) throw new Error(`No card named ${name}`);
  return { ...found, reversed };
}

const CARDS = [card('The Fool'), card('The Lovers'), card('The Tower')];

function interpretation(question: string, horoscopeSign?: string): ReaderRequest {
  return { kind: 'interpretation', question, cards: CARDS, positions: THREE_CARD_SPREAD.positions, horoscopeSign, safety: assessForReader(question) };
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('chunkText', () => {
  it('keeps every character, in chunks of a few words', () => {
    const text = '  **Heading**\nOne two  three\tfour.\n\nFive six seven eight nine  ';
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(words(chunk)).toBeLessThanOrEqual(3);
  });
});

describe('createOfflineReader', () => {
  it("has the id 'offline'", () => {
    expect(createOfflineReader().id).toBe('offline');
  });

  it('streams small chunks that join to exactly the composed text', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 0 });
    const followUp: ReaderRequest = {
      kind: 'follow-up',
      positions: THREE_CARD_SPREAD.positions,
      question: 'Does he love me?',
      cards: CARDS,
      history: [{ role: 'assistant', content: composeOfflineText(interpretation('Does he love me?')) }],
      followUp: 'And my career?',
      safety: assessForReader('And my career?'),
    };
    for (const request of [interpretation('Will my relationship with Sam grow stronger?', 'Pisces'), followUp]) {
      const chunks = await collect(reader.stream(request, new AbortController().signal));
      expect(chunks.length).toBeGreaterThan(30);
      expect(chunks.join('')).toBe(composeOfflineText(request));
      for (const chunk of chunks) expect(words(chunk)).toBeLessThanOrEqual(3);
    }
  });

  it('waits between chunks when a delay is set', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 5 });
    const iterator = reader.stream(interpretation('Will I find love?'), new AbortController().signal)[Symbol.asyncIterator]();
    await iterator.next();
    const started = performance.now();
    await iterator.next();
    await iterator.next();
    expect(performance.now() - started).toBeGreaterThanOrEqual(8);
    await iterator.return?.();
  });

  it('stops promptly with an AbortError when the signal aborts mid-stream', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 1_000 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const started = performance.now();
    const run = (async () => {
      for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 1) setTimeout(() => controller.abort(), 20);
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops between chunks even without a delay', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 0 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const run = (async () => {
      for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toHaveLength(3);
  });

  it('yields nothing when the signal is already aborted', async () => {
    const reader = createOfflineReader();
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) chunks.push(chunk);
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toEqual([]);
  });
});
