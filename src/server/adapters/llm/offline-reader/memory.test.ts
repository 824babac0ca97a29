import { describe, expect, it } from 'vitest';
import { findCard } from '../../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../../shared/deck/types.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import type { ReaderRequest, RememberedReading } from '../../../domain/ports/reader.ts';
import { assessForReader } from '../../../domain/safety/reader-safety.ts';
import { composeOfflineText } from './compose.ts';

function card(name: string, reversed = false): DrawnCard {
  const found = findCard(name);
  if (!found) throw new Error(`No card named ${name}`);
  return { ...found, reversed };
}

const remembered = (cards: string[], daysAgo: number, topic: string | null = 'work'): RememberedReading => ({
  summary: 'a summary',
  daysAgo,
  topic,
  cards: cards.map((name) => ({ name, reversed: false })),
  outcome: null,
});

const QUESTION = 'What should I know about the coming month?';
const interpretation = (cards: DrawnCard[], memories: RememberedReading[], question = QUESTION): Extract<ReaderRequest, { kind: 'interpretation' }> => ({
  kind: 'interpretation',
  question,
  cards,
  positions: THREE_CARD_SPREAD.positions,
  safety: assessForReader(question),
  memories,
});

const MEMORY_SENTENCE = /also came up|appeared before|not the first time/;

describe('the offline reader’s memory', () => {
  it('adds one sentence when a card returns, the only change to the reading', () => {
    const cards = [card('The Sun'), card('The Tower'), card('The Moon')];
    const plain = composeOfflineText(interpretation(cards, []));
    const remembering = composeOfflineText(interpretation(cards, [remembered(['The Fool'], 3), remembered(['The Tower', 'The Star'], 9)]));
    const added = remembering.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => !plain.includes(sentence));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/The Tower/);
    expect(added[0]).toMatch(/last week/i);
    expect(added[0]).toMatch(/work/);
  });

  it('says nothing when no card connects', () => {
    const cards = [card('The Sun'), card('The World'), card('The Moon')];
    expect(composeOfflineText(interpretation(cards, [remembered(['The Tower'], 2)]))).toBe(composeOfflineText(interpretation(cards, [])));
  });

  it('names the newest connection, two cards at most, in grammatical English, and varies its wording across readings', () => {
    const sentences = new Set<string>();
    for (const question of [
      'Will I find a new home?',
      'What does the week ask of me?',
      'How can I rest more?',
      'Where is my energy going?',
      'What am I missing?',
    ]) {
      const cards = [card('The Sun'), card('The Tower'), card('The Moon')];
      const text = composeOfflineText(
        interpretation(cards, [remembered(['The Moon', 'The Sun', 'The Tower'], 0, null), remembered(['The Tower'], 40)], question),
      );
      const sentence = text.split(/(?<=[.!?])\s+/).find((line) => MEMORY_SENTENCE.test(line));
      expect(sentence, text).toBeDefined();
      expect(sentence).toMatch(/earlier today/i);
      expect(sentence).toMatch(/The Sun and The Tower have|The Sun and The Tower also came up/);
      expect(sentence).not.toMatch(/The Moon|around|about/);
      sentences.add(sentence ?? '');
    }
    expect(sentences.size).toBeGreaterThan(1);
  });

  it('is not repeated in a follow-up once the conversation has said it, and is said in one that has not', () => {
    const cards = [card('The Sun'), card('The Tower'), card('The Moon')];
    const memories = [remembered(['The Tower'], 9)];
    const first = composeOfflineText(interpretation(cards, memories));
    const followUp = (history: string) =>
      composeOfflineText({
        kind: 'follow-up',
        question: QUESTION,
        cards,
        positions: THREE_CARD_SPREAD.positions,
        safety: assessForReader('And what should I do first?'),
        history: [{ role: 'assistant', content: history }],
        followUp: 'And what should I do first?',
        memories,
      });
    expect(followUp(first)).not.toMatch(MEMORY_SENTENCE);
    expect(followUp(composeOfflineText(interpretation(cards, [])))).toMatch(MEMORY_SENTENCE);
  });
});
