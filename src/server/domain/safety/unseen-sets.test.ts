// The unseen sets (tests/fixtures/safety-unseen/, see 0020): written blind, scored once before a
// round, tuned on the first half only. These floors are a guard against going backwards, set just
// under the figures after the round (recall minus 3 points, false alarms plus 1 point). They are
// not the bar (recall ≥ 97%, false alarms ≤ 1%), which these sets do not yet reach.
import { describe, expect, it } from 'vitest';
import { readLabelledSet, scoreSet, share, splitHalves, UNSEEN_SETS_DIR, type LabelledPhrasing } from '../../../../tests/support/safety-sets.ts';
import { assessRisk } from './assess-risk.ts';

interface RoundFloors {
  mustFire: string;
  mustNotFire: string;
  /** After the round: tuned half 100.0%, held-out half 82.0%, whole 91.0%. */
  recall: { tuned: number; heldOut: number; whole: number };
  /** After the round: 0 of 125 tuned, 1 of 125 held out. */
  falseAlarms: { tuned: number; heldOut: number; whole: number };
}

const ROUNDS: readonly RoundFloors[] = [
  {
    mustFire: 'round-4-must-fire.tsv',
    mustNotFire: 'round-4-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.79, whole: 0.88 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // After round 5: tuned half 99.0%, held-out half 75.0%, whole 87.0%; 1 of 125 false alarms in each half.
    mustFire: 'round-5-must-fire.tsv',
    mustNotFire: 'round-5-must-not-fire.tsv',
    recall: { tuned: 0.96, heldOut: 0.72, whole: 0.84 },
    falseAlarms: { tuned: 0.018, heldOut: 0.018, whole: 0.018 },
  },
  {
    // French, round 1 (written before any French sign): tuned half 100.0%, held-out half 100.0%,
    // whole 100.0%; 0 of 51 false alarms in each half.
    mustFire: 'fr-round-1-must-fire.tsv',
    mustNotFire: 'fr-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.97, whole: 0.97 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // German, round 1 (written before any German sign): tuned half 100.0%, held-out half 96.0%,
    // whole 98.0%; 0 of 51 and 0 of 50 false alarms.
    mustFire: 'de-round-1-must-fire.tsv',
    mustNotFire: 'de-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.93, whole: 0.95 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
];

type Part = 'tuned' | 'heldOut' | 'whole';
const PARTS: readonly Part[] = ['tuned', 'heldOut', 'whole'];

function part(phrasings: readonly LabelledPhrasing[], which: Part): readonly LabelledPhrasing[] {
  return which === 'whole' ? phrasings : splitHalves(phrasings)[which];
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

describe.each(ROUNDS)('the unseen set $mustFire (a guard, not the issue’s 97% bar)', (round) => {
  it.each(PARTS)('keeps recall on the %s part at or above its floor', (which) => {
    const score = scoreSet(part(readLabelledSet(round.mustFire, UNSEEN_SETS_DIR), which), assessRisk);
    const recall = share(score.mustFire.caught, score.mustFire.lines);
    const missed = score.missed.map((phrasing) => `${phrasing.text} (${phrasing.concerns.join(', ')})`);
    expect(score.mustFire.lines).toBeGreaterThan(0);
    expect(recall, `recall ${percent(recall)}; missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(round.recall[which]);
  });

  it.each(PARTS)('keeps false alarms on the %s part at or below its ceiling', (which) => {
    const score = scoreSet(part(readLabelledSet(round.mustNotFire, UNSEEN_SETS_DIR), which), assessRisk);
    const rate = share(score.mustNotFire.falseAlarms, score.mustNotFire.lines);
    const alarms = score.falseAlarms.map((alarm) => `${alarm.text}: ${alarm.concerns.join(', ')}`);
    expect(score.mustNotFire.lines).toBeGreaterThan(0);
    expect(rate, `false alarms ${percent(rate)}:\n${alarms.join('\n')}`).toBeLessThanOrEqual(round.falseAlarms[which]);
  });
});
