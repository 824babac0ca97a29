// The seeds and the page behind docs/fair-draw.md's worked examples, and the HMAC word stream rebuilt
// with Node's own crypto: each example's test computes its section from these, independently of
// src/shared/fair-draw, and compares it with the page.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const EXAMPLE_SERVER_SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
export const EXAMPLE_CLIENT_SEED = 'my own seed 42';
export const FAIR_DRAW_DOC = readFileSync(new URL('../../docs/fair-draw.md', import.meta.url), 'utf8');

export function hex(word: number): string {
  return `0x${word.toString(16).padStart(8, '0')}`;
}

/** The first `blocks` blocks of the example's stream, as 32-bit words. */
export function exampleWords(blocks: number): number[] {
  const stream: number[] = [];
  for (let block = 0; block < blocks; block++) {
    const bytes = createHmac('sha256', EXAMPLE_SERVER_SEED).update(`${EXAMPLE_CLIENT_SEED}:${block}`).digest();
    for (let i = 0; i < 32; i += 4) stream.push(bytes.readUInt32BE(i));
  }
  return stream;
}
