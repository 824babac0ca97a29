// What the reader remembers of one reading (issue 27 §5): written by our code from the reading, never
// its text. The question is not quoted: only its area, as a few words of ours.

import { OUTCOMES, type Outcome } from '../../../shared/journal/journal.ts';
import { spreadOrDefault, type Spread } from '../../../shared/spreads/spread.ts';
import type { RememberedReading } from '../ports/reader.ts';
import { areaOf, type QuestionArea } from '../readings/question-area.ts';
import { cleanUserWords } from './instruction-filter.ts';

/** How a summary names a question's area; null for a question about nothing in particular. */
const TOPICS: Readonly<Record<QuestionArea, string | null>> = {
  love: 'love and relationships',
  career: 'work',
  money: 'money',
  health: 'health',
  family: 'family and friends',
  growth: 'personal growth',
  general: null,
};

const POSITION_NAME_MAX = 40;
const TAG_MAX = 30;
const TAGS_KEPT = 3;
const DAY_MS = 86_400_000;

/** The reading's parts a summary is written from. */
export interface SummarySource {
  question: string;
  cards: readonly string[];
  reversed: readonly boolean[];
  spread: Spread | null;
  tags: readonly string[];
  outcome: Outcome | null;
  ownDeck: boolean;
  createdAt: Date;
}

export function topicOf(question: string): string | null {
  return TOPICS[areaOf(question).area];
}

function outcomeLabel(outcome: Outcome): string {
  return OUTCOMES.find((entry) => entry.value === outcome)?.label ?? outcome;
}

/** The summary as it is stored, listed on the memory page and given to the reader. */
export function summaryOf(source: SummarySource): string {
  const topic = topicOf(source.question);
  const positions = spreadOrDefault(source.spread).positions;
  const cards = source.cards
    .map((name, index) => {
      const place = cleanUserWords(positions[index]?.name ?? '', POSITION_NAME_MAX) ?? `Card ${index + 1}`;
      return `${place}: ${name}${source.reversed[index] === true ? ' (reversed)' : ''}`;
    })
    .join('; ');
  const tags = source.tags.map((tag) => cleanUserWords(tag, TAG_MAX)).filter((tag): tag is string => tag !== undefined);
  const parts = [
    `${source.createdAt.toISOString().slice(0, 10)}: ${topic ? `a reading about ${topic}` : 'a reading on no particular topic'}${source.ownDeck ? ', drawn from their own deck' : ''}.`,
    `${cards}.`,
  ];
  if (source.outcome) parts.push(`How it landed: ${outcomeLabel(source.outcome).toLowerCase()}.`);
  if (tags.length > 0) parts.push(`Tags: ${tags.slice(0, TAGS_KEPT).join(', ')}.`);
  return parts.join(' ');
}

/** The remembered reading as a reader is given it: the summary, and its parts for the offline reader. */
export function rememberedReadingOf(source: SummarySource, summary: string, now: Date): RememberedReading {
  return {
    summary,
    daysAgo: Math.max(0, Math.floor((now.getTime() - source.createdAt.getTime()) / DAY_MS)),
    topic: topicOf(source.question),
    cards: source.cards.map((name, index) => ({ name, reversed: source.reversed[index] === true })),
    outcome: source.outcome,
  };
}
