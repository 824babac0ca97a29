// What the offline reader says of the readings it remembers (issue 27 §5): when a card drawn now came
// up in a remembered reading, one quiet sentence says so, with when and around what; nothing otherwise.
// It reads the same summaries a model is given, through their parts.

import type { ReaderRequest, RememberedReading } from '../../../domain/ports/reader.ts';
import { readSpread } from './card-lore.ts';
import type { Options, Voice } from './choice.ts';
import { capitalise } from './text.ts';

type RememberingRequest = Extract<ReaderRequest, { kind: 'interpretation' | 'follow-up' }>;

/** Two cards at most: a longer list would stop being a quiet aside. */
const CARDS_NAMED = 2;

function when(daysAgo: number): string {
  if (daysAgo < 1) return 'earlier today';
  if (daysAgo < 2) return 'yesterday';
  if (daysAgo < 7) return 'a few days ago';
  if (daysAgo < 14) return 'last week';
  if (daysAgo < 28) return 'a couple of weeks ago';
  if (daysAgo < 60) return 'about a month ago';
  if (daysAgo < 365) return 'a few months ago';
  return 'more than a year ago';
}

function list(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
}

/** The newest remembered reading that shares a card with this spread, and the cards it shares, in this spread's order. */
function connection(
  request: RememberingRequest,
): { memory: RememberedReading; shared: { ref: string; reversedThen: boolean; reversedNow: boolean }[] } | undefined {
  const readings = readSpread(request.cards, request.positions);
  for (const memory of request.memories ?? []) {
    const shared = readings.flatMap((reading) => {
      const then = memory.cards.find((card) => card.name === reading.card.name);
      return then ? [{ ref: reading.ref, reversedThen: then.reversed, reversedNow: reading.reversed }] : [];
    });
    if (shared.length > 0) return { memory, shared: shared.slice(0, CARDS_NAMED) };
  }
  return undefined;
}

/** The ways of saying it, or undefined when nothing remembered connects to the cards drawn now. */
function memorySentences(request: RememberingRequest): Options<string> | undefined {
  const found = connection(request);
  if (!found) return undefined;
  const { memory, shared } = found;
  const names = list(shared.map((card) => card.ref));
  const plural = shared.length > 1;
  const [only] = shared;
  // One card that has turned over since is worth a word; for two, it would crowd the sentence.
  const turned = !plural && only && only.reversedThen !== only.reversedNow ? (only.reversedThen ? ', reversed that time' : ', upright that time') : '';
  const time = when(memory.daysAgo);
  const around = memory.topic ? `, around ${memory.topic}` : '';
  const inReading = memory.topic ? ` in a reading about ${memory.topic}` : '';
  return [
    `${capitalise(time)} ${names} also came up${turned}${around}.`,
    `${capitalise(names)} ${plural ? 'have' : 'has'} appeared before, ${time}${inReading}${turned}.`,
    `This is not the first time ${names} ${plural ? 'have' : 'has'} come to you: ${plural ? 'they' : 'it'} also appeared ${time}${around}${turned}.`,
  ];
}

/**
 * The text with one sentence about a remembered reading at the end of its first paragraph, where the
 * reading is introduced; unchanged when nothing connects, or when the conversation already said it.
 */
export function withMemory(text: string, request: RememberingRequest, voice: Voice): string {
  const options = memorySentences(request);
  if (!options || options.some((option) => voice.said(option))) return text;
  const sentence = voice.pick('memory', options);
  const end = text.indexOf('\n\n');
  return end < 0 ? `${text} ${sentence}` : `${text.slice(0, end)} ${sentence}${text.slice(end)}`;
}
