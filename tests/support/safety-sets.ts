// The labelled phrasings of the risk assessment (tests/fixtures/safety/*.tsv), read and scored the
// same way by its test and by `npm run bench -- --only safety`.
//
// Each line is `text<TAB>concerns`: concerns comma-separated ("danger,self-harm"), or empty for a
// phrasing that must not fire. A phrasing that must fire is caught when every listed concern is in
// the result; it "fired at all" when the result has any concern.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SAFETY_CONCERNS, type SafetyConcern } from '../../src/shared/safety.ts';
import type { RiskAssessment } from '../../src/server/domain/safety/assess-risk.ts';

export const SAFETY_SETS_DIR = path.resolve(import.meta.dirname, '../fixtures/safety');
/**
 * Sets written blind after the rules, scored before any change (round 4 on, see 0020). Only the
 * first half of each file may be tuned on; the second half stays held out. Not held to the
 * issue's floors: they measure how the rules carry over to phrasings nobody tuned on.
 */
export const UNSEEN_SETS_DIR = path.resolve(import.meta.dirname, '../fixtures/safety-unseen');

/** The floors (issue 23 §1): recall of what must fire, false alarms on what must not. */
export const RECALL_FLOOR = 0.97;
export const FALSE_ALARM_CEILING = 0.01;

const LabelledPhrasingSchema = z.object({
  text: z.string().trim().min(1),
  concerns: z.array(z.enum(SAFETY_CONCERNS)),
});
export type LabelledPhrasing = z.infer<typeof LabelledPhrasingSchema>;

/** Every labelled set in the folder, by file name (held-out sets written blind appear here too). */
export function labelledSetFiles(dir: string = SAFETY_SETS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tsv'))
    .sort();
}

export function readLabelledSet(fileName: string, dir: string = SAFETY_SETS_DIR): LabelledPhrasing[] {
  const lines = readFileSync(path.join(dir, fileName), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    if (line.trim() === '') return [];
    const [text = '', concerns = '', ...rest] = line.split('\t');
    if (rest.length > 0) throw new Error(`${fileName}:${index + 1}: more than two columns`);
    const parsed = LabelledPhrasingSchema.safeParse({
      text,
      concerns: concerns
        .split(',')
        .map((concern) => concern.trim())
        .filter(Boolean),
    });
    if (!parsed.success) throw new Error(`${fileName}:${index + 1}: ${parsed.error.message}`);
    return [parsed.data];
  });
}

export interface Tally {
  lines: number;
  /** Every listed concern recognised. */
  caught: number;
  /** Some concern recognised. */
  firedAtAll: number;
}

export interface SetScore {
  mustFire: Tally;
  /** Per concern, over the phrasings that list it: caught means that concern was recognised. */
  byConcern: Map<SafetyConcern, Tally>;
  mustNotFire: { lines: number; falseAlarms: number };
  missed: LabelledPhrasing[];
  falseAlarms: { text: string; concerns: readonly SafetyConcern[] }[];
}

export function scoreSet(phrasings: readonly LabelledPhrasing[], assess: (text: string) => RiskAssessment): SetScore {
  const score: SetScore = {
    mustFire: { lines: 0, caught: 0, firedAtAll: 0 },
    byConcern: new Map(SAFETY_CONCERNS.map((concern) => [concern, { lines: 0, caught: 0, firedAtAll: 0 }])),
    mustNotFire: { lines: 0, falseAlarms: 0 },
    missed: [],
    falseAlarms: [],
  };
  for (const phrasing of phrasings) {
    // Calling emergency services covers getting checked promptly: the assessment lists only the emergency.
    const assessed = assess(phrasing.text).concerns;
    const found: readonly SafetyConcern[] = assessed.includes('medical-emergency') ? [...assessed, 'medical-urgent'] : assessed;
    if (phrasing.concerns.length === 0) {
      score.mustNotFire.lines += 1;
      if (found.length > 0) {
        score.mustNotFire.falseAlarms += 1;
        score.falseAlarms.push({ text: phrasing.text, concerns: assessed });
      }
      continue;
    }
    const caught = phrasing.concerns.every((concern) => found.includes(concern));
    score.mustFire.lines += 1;
    if (caught) score.mustFire.caught += 1;
    else score.missed.push(phrasing);
    if (found.length > 0) score.mustFire.firedAtAll += 1;
    for (const concern of phrasing.concerns) {
      const tally = score.byConcern.get(concern);
      if (!tally) continue;
      tally.lines += 1;
      if (found.includes(concern)) tally.caught += 1;
      if (found.length > 0) tally.firedAtAll += 1;
    }
  }
  return score;
}

/** The half of an unseen set that may be tuned on, and the half held out (line order of the file). */
export function splitHalves<T>(phrasings: readonly T[]): { tuned: T[]; heldOut: T[] } {
  const middle = Math.ceil(phrasings.length / 2);
  return { tuned: phrasings.slice(0, middle), heldOut: phrasings.slice(middle) };
}

/** A share of a whole; NaN for an empty whole, so it never passes for a figure. */
export function share(part: number, whole: number): number {
  return whole === 0 ? Number.NaN : part / whole;
}
