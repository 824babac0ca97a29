// The labelled pairs of questions (tests/fixtures/reask-pairs.tsv), read and scored the same way by
// tests/reask.test.ts and by `npm run bench -- --only reask`.
//
// Each line is `a<TAB>b<TAB>same<TAB>note`, same being 1 when a person would call the two the same
// question. Every fourth pair (the 4th, 8th, …) is held out: written with the rest before the rules,
// never looked at while tuning them, and reported on its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const REASK_PAIRS_FILE = path.resolve(import.meta.dirname, '../fixtures/reask-pairs.tsv');

/** The bar: agreement with the labels on the whole set. */
export const AGREEMENT_FLOOR = 0.9;

const LabelledPairSchema = z.object({
  a: z.string().trim().min(1),
  b: z.string().trim().min(1),
  same: z.enum(['0', '1']).transform((value) => value === '1'),
  note: z.string(),
});
export type LabelledPair = z.infer<typeof LabelledPairSchema>;

export function readReaskPairs(): LabelledPair[] {
  const [header, ...lines] = readFileSync(REASK_PAIRS_FILE, 'utf8').split('\n');
  if (header !== 'a\tb\tsame\tnote') throw new Error(`${REASK_PAIRS_FILE}: the first line must be the header a, b, same, note`);
  return lines.flatMap((line, index) => {
    if (line.trim() === '') return [];
    const [a = '', b = '', same = '', note = '', ...rest] = line.split('\t');
    if (rest.length > 0) throw new Error(`reask-pairs.tsv:${index + 2}: more than four columns`);
    const parsed = LabelledPairSchema.safeParse({ a, b, same, note });
    if (!parsed.success) throw new Error(`reask-pairs.tsv:${index + 2}: ${parsed.error.message}`);
    return [parsed.data];
  });
}

/** The tuned three quarters and the held-out quarter (every fourth pair). */
export function splitHeldOut(pairs: readonly LabelledPair[]): { tuned: LabelledPair[]; heldOut: LabelledPair[] } {
  return {
    tuned: pairs.filter((_, index) => index % 4 !== 3),
    heldOut: pairs.filter((_, index) => index % 4 === 3),
  };
}

export interface PairScore {
  pairs: number;
  agreement: number;
  /** Of the pairs called the same, the share labelled the same. */
  precision: number;
  /** Of the pairs labelled the same, the share called the same. */
  recall: number;
  wrong: (LabelledPair & { called: boolean })[];
}

export function scorePairs(pairs: readonly LabelledPair[], same: (a: string, b: string) => boolean): PairScore {
  let agreed = 0;
  let calledSame = 0;
  let labelledSame = 0;
  let bothSame = 0;
  const wrong: PairScore['wrong'] = [];
  for (const pair of pairs) {
    const called = same(pair.a, pair.b);
    if (called === pair.same) agreed += 1;
    else wrong.push({ ...pair, called });
    if (called) calledSame += 1;
    if (pair.same) labelledSame += 1;
    if (called && pair.same) bothSame += 1;
  }
  return {
    pairs: pairs.length,
    agreement: pairs.length ? agreed / pairs.length : Number.NaN,
    precision: calledSame ? bothSame / calledSame : Number.NaN,
    recall: labelledSame ? bothSame / labelledSame : Number.NaN,
    wrong,
  };
}
