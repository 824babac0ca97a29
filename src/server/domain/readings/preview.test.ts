import { describe, expect, it } from 'vitest';
import { createPreviewStreamer, previewOf } from './preview.ts';

/** What a visitor's stream carries when `text` arrives in `pieces`-sized deltas. */
function streamed(text: string, piece: (index: number) => number): string {
  let out = '';
  const streamer = createPreviewStreamer((delta) => (out += delta));
  for (let at = 0, index = 0; at < text.length; index++) {
    const size = Math.max(1, piece(index));
    streamer.push(text.slice(at, at + size));
    at += size;
  }
  streamer.finish(text);
  return out;
}

/** A small deterministic generator, so a failure names the answer it failed on. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SENTENCE = 'The card speaks of patience and of a door that opens slowly';

function answer(random: () => number): string {
  const parts: string[] = [];
  const length = Math.floor(random() * 1_600);
  while (parts.join('').length < length) {
    const roll = random();
    if (roll < 0.05) parts.push(`\n**Heading ${parts.length}**\n`);
    else if (roll < 0.15) parts.push('\n\n');
    else if (roll < 0.5) parts.push('. ');
    else parts.push(SENTENCE.slice(0, 1 + Math.floor(random() * SENTENCE.length)));
  }
  return parts.join('');
}

describe("a visitor's preview stream (issue 25 §3)", () => {
  it('carries the preview and nothing more for an answer of 400–1,200 characters without headings', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Sentence ${i} of a reading that has no bold headings at all, ${'word '.repeat(4)}end.`).join(' ');
    expect(text.length).toBeGreaterThan(849);
    expect(text.length).toBeLessThan(1_200);
    const sent = streamed(text, () => 4);
    expect(sent.trimEnd()).toBe(previewOf(text));
    expect(sent.length).toBeLessThan(text.length * 0.6);
  });

  it('carries exactly the preview for 2,000 generated answers cut into deltas of any size', () => {
    const random = numbers(25);
    for (let i = 0; i < 2_000; i++) {
      const text = answer(random);
      const size = 1 + Math.floor(random() * 40);
      const sent = streamed(text, () => Math.floor(random() * size) + 1);
      expect(sent.trimEnd(), `answer ${i}: ${JSON.stringify(text)}`).toBe(previewOf(text));
    }
  });

  it('still streams the words as they come while the cut is not known', () => {
    const text = `**The Past: The Fool**\n${'A fresh start shaped you and it still does. '.repeat(8)}\n\n**The Present: The Star**\nHope.`;
    const deltas: string[] = [];
    const streamer = createPreviewStreamer((delta) => deltas.push(delta));
    for (const word of text.match(/\S+\s*/g) ?? []) streamer.push(word);
    streamer.finish(text);
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('').trimEnd()).toBe(previewOf(text));
  });
});
