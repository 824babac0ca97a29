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
  recall: { tuned: number; heldOut: number; whole: number };
  falseAlarms: { tuned: number; heldOut: number; whole: number };
}

const ROUNDS: readonly RoundFloors[] = [
  {
    // With the safety model (0031): tuned 100.0%, held out 88.0%, whole 94.0%; 0 and 1 of 125 false alarms.
    mustFire: 'round-4-must-fire.tsv',
    mustNotFire: 'round-4-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.85, whole: 0.91 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // With the safety model: tuned 100.0%, held out 88.0%, whole 94.0%; 1 of 125 false alarms in each half.
    mustFire: 'round-5-must-fire.tsv',
    mustNotFire: 'round-5-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.85, whole: 0.91 },
    falseAlarms: { tuned: 0.018, heldOut: 0.018, whole: 0.018 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 78.8%, rules and model
    // 87.5%; 1 and 2 of 260 false alarms. Now: tuned 100.0%, held out 89.2%, whole 94.6%; 0 and 1 of 130.
    mustFire: 'round-6-must-fire.tsv',
    mustNotFire: 'round-6-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.86, whole: 0.91 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 80.0%, rules and model
    // 88.8%; no false alarm in 260. Now: tuned 100.0%, held out 90.8%, whole 95.4%; none of 130.
    mustFire: 'round-7-must-fire.tsv',
    mustNotFire: 'round-7-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 74.2%, rules and model
    // 85.4%; 1 false alarm in 260 either way. Now: tuned 99.2%, held out 85.8%, whole 92.5%; none of 130 held out.
    mustFire: 'round-8-must-fire.tsv',
    mustNotFire: 'round-8-must-not-fire.tsv',
    recall: { tuned: 0.96, heldOut: 0.82, whole: 0.89 },
    falseAlarms: { tuned: 0.018, heldOut: 0.01, whole: 0.014 },
  },
  {
    // Spanish, round 1: tuned half 100.0%, held-out half 96.3% (52 of 54), whole 98.1%; false alarms 0 of 51 tuned, 2 of 50 held out.
    mustFire: 'es-round-1-must-fire.tsv',
    mustNotFire: 'es-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.93, whole: 0.95 },
    falseAlarms: { tuned: 0.01, heldOut: 0.05, whole: 0.03 },
  },
  {
    // Brazilian Portuguese, round 1: tuned half 100.0%, held-out half 96.1% (49 of 51), whole 98.1%; false alarms 0 of 50 in each half.
    mustFire: 'pt-BR-round-1-must-fire.tsv',
    mustNotFire: 'pt-BR-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.93, whole: 0.95 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Spanish, round 2 (written to trap the rules, scored once before the round: 67% caught, 10 of 100 false alarms). After
    // tuning on the first half: tuned half 100.0%, held-out half 80.0% (40 of 50), whole 90.0%; false alarms 0 of 50 tuned, 7 of 50 held out.
    mustFire: 'es-round-2-must-fire.tsv',
    mustNotFire: 'es-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.77, whole: 0.87 },
    falseAlarms: { tuned: 0.01, heldOut: 0.15, whole: 0.08 },
  },
  {
    // Brazilian Portuguese, round 2 (before the round: 68% caught, 6 of 100 false alarms). After tuning on the first half:
    // tuned half 100.0%, held-out half 80.0% (40 of 50), whole 90.0%; false alarms 0 of 50 tuned, 4 of 50 held out.
    mustFire: 'pt-BR-round-2-must-fire.tsv',
    mustNotFire: 'pt-BR-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.77, whole: 0.87 },
    falseAlarms: { tuned: 0.01, heldOut: 0.09, whole: 0.05 },
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
  {
    // Written blind and scored once before the model saw it: rules alone 78.8%, rules and model
    // 87.1%; 1 false alarm in 260 either way. After training on its first half: tuned 99.2%, held out
    // 90.8%, whole 95.0%; none of 130 held out.
    mustFire: 'round-9-must-fire.tsv',
    mustNotFire: 'round-9-must-not-fire.tsv',
    recall: { tuned: 0.96, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.018, heldOut: 0.01, whole: 0.014 },
  },
  // Written blind by someone who saw neither the signs nor the sets (2026-11-27), scored once:
  {
    // Spanish, round 3: scored once 74.2% (held out 46 of 60). After tuning on the first half:
    // tuned 100.0%, held out 81.7%, whole 90.8%; 0 and 1 of 65 false alarms.
    mustFire: 'es-round-3-must-fire.tsv',
    mustNotFire: 'es-round-3-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.78, whole: 0.87 },
    falseAlarms: { tuned: 0.01, heldOut: 0.03, whole: 0.018 },
  },
  {
    // Brazilian Portuguese, round 3: scored once 67.5% (held out 38 of 60). After tuning on the first
    // half: tuned 100.0%, held out 65.0%, whole 82.5%; no false alarm.
    mustFire: 'pt-BR-round-3-must-fire.tsv',
    mustNotFire: 'pt-BR-round-3-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.62, whole: 0.79 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // French, round 2: scored once 69.2% (held out 44 of 60). After tuning on the first half: tuned
    // 100.0%, held out 73.3% (no gain), whole 86.7%; 0 and 1 of 65 false alarms.
    mustFire: 'fr-round-2-must-fire.tsv',
    mustNotFire: 'fr-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.7, whole: 0.83 },
    falseAlarms: { tuned: 0.01, heldOut: 0.03, whole: 0.018 },
  },
  {
    // German, round 2: scored once 65.8% (held out 42 of 60). After tuning on the first half: tuned
    // 100.0%, held out 70.0% (no gain), whole 85.0%; no false alarm.
    mustFire: 'de-round-2-must-fire.tsv',
    mustNotFire: 'de-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.67, whole: 0.82 },
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
