// What the safety model is trained on, and what it never sees (record 0031): every labelled set, and
// the tuned half of every unseen set; the held-out halves stay out. The fingerprint names exactly
// these phrasings, so a set changed without retraining is caught by safety-model.test.ts.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { labelledSetFiles, readLabelledSet, splitHalves, UNSEEN_SETS_DIR, type LabelledPhrasing } from './safety-sets.ts';

export interface ModelTrainingSet {
  training: LabelledPhrasing[];
  /**
   * The tuned halves of the unseen sets, also in `training`: everyday wording written blind, where
   * the threshold is chosen (the labelled sets are mostly traps written against the rules).
   */
  validation: LabelledPhrasing[];
  heldOut: LabelledPhrasing[];
  fingerprint: string;
}

export function modelTrainingSet(): ModelTrainingSet {
  const training = labelledSetFiles().flatMap((fileName) => readLabelledSet(fileName));
  const validation: LabelledPhrasing[] = [];
  const heldOut: LabelledPhrasing[] = [];
  for (const fileName of readdirSync(UNSEEN_SETS_DIR)
    .filter((name) => name.endsWith('.tsv'))
    .sort()) {
    const halves = splitHalves(readLabelledSet(fileName, UNSEEN_SETS_DIR));
    training.push(...halves.tuned);
    validation.push(...halves.tuned);
    heldOut.push(...halves.heldOut);
  }
  const hash = createHash('sha256');
  for (const phrasing of training) hash.update(`${phrasing.text}\t${phrasing.concerns.join(',')}\n`);
  return { training, validation, heldOut, fingerprint: hash.digest('hex') };
}
