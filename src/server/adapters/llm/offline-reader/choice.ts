// Deterministic choice: the same request always reads the same way, while different requests spread
// evenly over the wording. A voice also remembers what it has said, in this answer and earlier in the
// conversation, so that it never says the same sentence twice.

import { collapse, sentencesOf } from './text.ts';

/** FNV-1a, 32 bits: a stable hash of the request and a salt naming the choice. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Options<T> = readonly [T, ...T[]];

export function mapOptions<T, U>(options: Options<T>, map: (option: T) => U): Options<U> {
  const [first, ...rest] = options;
  return [map(first), ...rest.map(map)];
}

function normalise(sentence: string): string {
  return collapse(sentence.toLowerCase());
}

export class Voice {
  readonly #seed: string;
  readonly #said = new Set<string>();
  /** Earlier answers, oldest first, then this one, normalised for searching. */
  readonly #turns: string[];

  constructor(seed: string, earlier: readonly string[] = []) {
    this.#seed = seed;
    this.#turns = earlier.map(normalise);
    for (const text of earlier) this.#learn(text);
    this.#turns.push('');
  }

  /** One of `options`, chosen by the request and the salt alone. */
  pick<T>(salt: string, options: Options<T>): T {
    return options[hash(`${this.#seed}\u0000${salt}`) % options.length] ?? options[0];
  }

  /** `items` in an order fixed by the request and the salt. */
  order<T>(salt: string, items: readonly T[]): T[] {
    return items
      .map((item, index) => ({ item, key: hash(`${this.#seed}\u0000${salt}\u0000${index}`) }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.item);
  }

  /**
   * The first sentence of `options`, in this request's order, that has not been said yet; the
   * request's own pick when every option has been said. The choice is remembered.
   */
  fresh(salt: string, options: Options<string>): string {
    const chosen = this.unsaid(salt, options) ?? this.pick(salt, options);
    this.remember(chosen);
    return chosen;
  }

  /**
   * Like `fresh`, but starting from this request's own pick and going round: `order` keeps nearly the
   * same order for every request (its keys differ only in their last character), which suits a
   * conversation's rotation but would give most readings the same first choice of a long list.
   */
  freshFromPick(salt: string, options: Options<string>): string {
    const start = options.indexOf(this.pick(salt, options));
    for (let i = 0; i < options.length; i++) {
      const option = options[(start + i) % options.length] ?? options[0];
      if (!this.said(option)) {
        this.remember(option);
        return option;
      }
    }
    return this.fresh(salt, options);
  }

  /** Like `fresh`, but nothing when every option has been said: for sentences an answer can do without. */
  unsaid(salt: string, options: readonly string[]): string | undefined {
    const chosen = this.order(salt, options).find((option) => !this.said(option));
    if (chosen !== undefined) this.remember(chosen);
    return chosen;
  }

  /**
   * Up to `count` options, taken in turn through the list: the conversation carries on after the
   * option the most recent answer used (found by `keys`, the options themselves by default), so a
   * conversation goes through every option before it comes back to one, even once older answers have
   * left the history it is given. Options already said, and those `accept` turns down, are skipped.
   */
  next(salt: string, options: readonly string[], count = 1, choose: { keys?: readonly string[]; accept?: (index: number) => boolean } = {}): string[] {
    if (options.length === 0) return [];
    const keys = choose.keys ?? options;
    let start = hash(`${this.#seed}\u0000${salt}`) % options.length;
    for (let t = this.#turns.length - 1; t >= 0; t--) {
      const turn = this.#turns[t] ?? '';
      const used = keys.reduce((last, key, index) => (turn.includes(normalise(key)) ? index : last), -1);
      if (used >= 0) {
        start = used + 1;
        break;
      }
    }
    const chosen: string[] = [];
    for (let i = 0; i < options.length && chosen.length < count; i++) {
      const index = (start + i) % options.length;
      const option = options[index] ?? '';
      if (option && !this.said(option) && (choose.accept?.(index) ?? true)) {
        chosen.push(option);
        this.remember(option);
      }
    }
    return chosen;
  }

  /** True when any sentence of `text` has been said already. */
  said(text: string): boolean {
    return sentencesOf(text).some((sentence) => this.#said.has(normalise(sentence)));
  }

  /** True when `phrase` occurs anywhere in what has been said, so an idea is not repeated in new words. */
  mentioned(phrase: string): boolean {
    const needle = normalise(phrase);
    return this.#turns.some((turn) => turn.includes(needle));
  }

  /** True when `phrase` occurs in the answer being composed. */
  mentionedNow(phrase: string): boolean {
    return (this.#turns[this.#turns.length - 1] ?? '').includes(normalise(phrase));
  }

  remember(text: string): void {
    const last = this.#turns.length - 1;
    this.#turns[last] = `${this.#turns[last] ?? ''}\n${normalise(text)}`;
    this.#learn(text);
  }

  #learn(text: string): void {
    for (const paragraph of text.split(/\n+/)) for (const sentence of sentencesOf(paragraph)) this.#said.add(normalise(sentence));
  }
}
