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
    // Now: tuned 100.0%, held out 95.0%, whole 97.5%; false alarms 0 of 125 tuned, 1 of 125 held out.
    mustFire: 'round-4-must-fire.tsv',
    mustNotFire: 'round-4-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.92, whole: 0.94 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // Now: tuned 100.0%, held out 96.0%, whole 98.0%; false alarms 1 of 125 tuned, 2 of 125 held out.
    mustFire: 'round-5-must-fire.tsv',
    mustNotFire: 'round-5-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.93, whole: 0.95 },
    falseAlarms: { tuned: 0.018, heldOut: 0.026, whole: 0.022 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 78.8%, rules and model 87.5%;
    // 1 and 2 of 260 false alarms. Now: tuned 100.0%, held out 92.5%, whole 96.3%; false alarms 0 of
    // 130 tuned, 1 of 130 held out.
    mustFire: 'round-6-must-fire.tsv',
    mustNotFire: 'round-6-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.89, whole: 0.93 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 80.0%, rules and model 88.8%;
    // no false alarm in 260. Now: tuned 100.0%, held out 95.0%, whole 97.5%; false alarms 0 of 130
    // tuned, 1 of 130 held out.
    mustFire: 'round-7-must-fire.tsv',
    mustNotFire: 'round-7-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.92, whole: 0.94 },
    falseAlarms: { tuned: 0.01, heldOut: 0.018, whole: 0.014 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 74.2%, rules and model 85.4%;
    // 1 false alarm in 260 either way. Now: tuned 100.0%, held out 90.0%, whole 95.0%; false alarms 1
    // of 130 tuned, 0 of 130 held out.
    mustFire: 'round-8-must-fire.tsv',
    mustNotFire: 'round-8-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.018, heldOut: 0.01, whole: 0.014 },
  },
  {
    // Written blind and scored once before the model saw it: rules alone 78.8%, rules and model 87.1%;
    // 1 false alarm in 260 either way. Now: tuned 100.0%, held out 94.2%, whole 97.1%; false alarms 1
    // of 130 tuned, 0 of 130 held out.
    mustFire: 'round-9-must-fire.tsv',
    mustNotFire: 'round-9-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.91, whole: 0.94 },
    falseAlarms: { tuned: 0.018, heldOut: 0.01, whole: 0.014 },
  },
  {
    // Written blind (2026-11-27), scored once before the model saw it: rules alone 78.1%, rules and
    // model 88.8%; 4 of 280 false alarms either way. Now: tuned 100.0%, held out 94.6%, whole 97.3%;
    // false alarms 0 of 140 tuned, 4 of 140 held out.
    mustFire: 'round-10-must-fire.tsv',
    mustNotFire: 'round-10-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.91, whole: 0.94 },
    falseAlarms: { tuned: 0.01, heldOut: 0.039, whole: 0.025 },
  },
  {
    // Written blind (2026-11-27), scored once before the model saw it: rules alone 69.6%, rules and
    // model 87.7%; 1 of 280 false alarms either way. Now: tuned 99.2%, held out 94.6%, whole 96.9%;
    // false alarms 0 of 140 tuned, 2 of 140 held out.
    mustFire: 'round-11-must-fire.tsv',
    mustNotFire: 'round-11-must-not-fire.tsv',
    recall: { tuned: 0.96, heldOut: 0.91, whole: 0.93 },
    falseAlarms: { tuned: 0.01, heldOut: 0.025, whole: 0.018 },
  },
  {
    // Spanish, round 1. Now: tuned 100.0%, held out 96.3%, whole 98.1%; false alarms 0 of 51 tuned, 2
    // of 50 held out.
    mustFire: 'es-round-1-must-fire.tsv',
    mustNotFire: 'es-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.93, whole: 0.95 },
    falseAlarms: { tuned: 0.01, heldOut: 0.05, whole: 0.03 },
  },
  {
    // Brazilian Portuguese, round 1. Now: tuned 100.0%, held out 98.0%, whole 99.0%; false alarms 0 of
    // 50 tuned, 1 of 50 held out.
    mustFire: 'pt-BR-round-1-must-fire.tsv',
    mustNotFire: 'pt-BR-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.95, whole: 0.96 },
    falseAlarms: { tuned: 0.01, heldOut: 0.03, whole: 0.02 },
  },
  {
    // Spanish, round 2, written to trap the rules (before the round: 67% caught, 10 of 100 false
    // alarms). Now: tuned 100.0%, held out 84.0%, whole 92.0%; false alarms 0 of 50 tuned, 11 of 50
    // held out.
    mustFire: 'es-round-2-must-fire.tsv',
    mustNotFire: 'es-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.81, whole: 0.89 },
    falseAlarms: { tuned: 0.01, heldOut: 0.23, whole: 0.12 },
  },
  {
    // Brazilian Portuguese, round 2, written to trap the rules (before the round: 68% caught, 6 of 100
    // false alarms). Now: tuned 100.0%, held out 90.0%, whole 95.0%; false alarms 0 of 50 tuned, 6 of
    // 50 held out.
    mustFire: 'pt-BR-round-2-must-fire.tsv',
    mustNotFire: 'pt-BR-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.01, heldOut: 0.13, whole: 0.07 },
  },
  {
    // French, round 1, written before any French sign. Now: tuned 100.0%, held out 100.0%, whole
    // 100.0%; false alarms 0 of 51 tuned, 1 of 51 held out.
    mustFire: 'fr-round-1-must-fire.tsv',
    mustNotFire: 'fr-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.97, whole: 0.97 },
    falseAlarms: { tuned: 0.01, heldOut: 0.03, whole: 0.02 },
  },
  {
    // German, round 1, written before any German sign. Now: tuned 100.0%, held out 98.0%, whole 99.0%;
    // false alarms 0 of 51 tuned, 0 of 50 held out.
    mustFire: 'de-round-1-must-fire.tsv',
    mustNotFire: 'de-round-1-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.95, whole: 0.96 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Spanish, round 3, written blind by someone who saw neither the signs nor the sets: scored once
    // 74.2%. Now: tuned 100.0%, held out 93.3%, whole 96.7%; false alarms 0 of 65 tuned, 1 of 65 held
    // out.
    mustFire: 'es-round-3-must-fire.tsv',
    mustNotFire: 'es-round-3-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.9, whole: 0.93 },
    falseAlarms: { tuned: 0.01, heldOut: 0.026, whole: 0.018 },
  },
  {
    // Brazilian Portuguese, round 3, written blind: scored once 67.5%. Now: tuned 100.0%, held out
    // 86.7%, whole 93.3%; false alarms 0 of 65 tuned, 0 of 65 held out.
    mustFire: 'pt-BR-round-3-must-fire.tsv',
    mustNotFire: 'pt-BR-round-3-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.83, whole: 0.9 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // French, round 2, written blind: scored once 69.2%. Now: tuned 100.0%, held out 86.7%, whole
    // 93.3%; false alarms 0 of 65 tuned, 1 of 65 held out.
    mustFire: 'fr-round-2-must-fire.tsv',
    mustNotFire: 'fr-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.83, whole: 0.9 },
    falseAlarms: { tuned: 0.01, heldOut: 0.026, whole: 0.018 },
  },
  {
    // German, round 2, written blind: scored once 65.8%. Now: tuned 100.0%, held out 88.3%, whole
    // 94.2%; false alarms 0 of 65 tuned, 0 of 65 held out.
    mustFire: 'de-round-2-must-fire.tsv',
    mustNotFire: 'de-round-2-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.85, whole: 0.91 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Spanish, round 4, written blind (2026-11-27), scored once: rules alone 58.5%, 3 of 140 false
    // alarms; with the other languages’ model trained before it was written, 63.8%, 3 of 140. Now:
    // tuned 100.0%, held out 87.7%, whole 93.8%; false alarms 1 of 70 tuned, 2 of 70 held out.
    // Floors lowered 2026-11-28, when the other languages' threshold rose from 0.94 to 0.99 (fewer false alarms
    // overall, some recall lost here). Now: tuned 96.9% / 1 of 70; heldOut 92.3% / 2 of 70; whole 94.6% / 3 of 140.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 100.0% / 0 of 70; heldOut 93.8% / 4 of 70.
    mustFire: 'es-round-4-must-fire.tsv',
    mustNotFire: 'es-round-4-must-not-fire.tsv',
    recall: { tuned: 0.93, heldOut: 0.89, whole: 0.91 },
    falseAlarms: { tuned: 0.025, heldOut: 0.068, whole: 0.039 },
  },
  {
    // Brazilian Portuguese, round 4, written blind, scored once: rules alone 48.5%, 3 of 140 false
    // alarms; with the model trained before it, 57.7%, 4 of 140. Now: tuned 100.0%, held out 84.6%,
    // whole 92.3%; false alarms 3 of 70 tuned, 0 of 70 held out.
    // Floors lowered 2026-11-28, when the other languages' threshold rose from 0.94 to 0.99 (fewer false alarms
    // overall, some recall lost here). Now: tuned 96.9% / 3 of 70; heldOut 80.0% / 1 of 70; whole 88.5% / 4 of 140.
    mustFire: 'pt-BR-round-4-must-fire.tsv',
    mustNotFire: 'pt-BR-round-4-must-not-fire.tsv',
    recall: { tuned: 0.93, heldOut: 0.77, whole: 0.85 },
    falseAlarms: { tuned: 0.053, heldOut: 0.025, whole: 0.039 },
  },
  {
    // French, round 4, written blind, scored once: rules alone 48.5%, 4 of 140 false alarms; with the
    // model trained before it, 56.2%, 4 of 140. Now: tuned 100.0%, held out 89.2%, whole 94.6%; false
    // alarms 3 of 70 tuned, 1 of 70 held out.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 100.0% / 0 of 70; heldOut 92.3% / 2 of 70.
    mustFire: 'fr-round-4-must-fire.tsv',
    mustNotFire: 'fr-round-4-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.86, whole: 0.91 },
    falseAlarms: { tuned: 0.053, heldOut: 0.039, whole: 0.039 },
  },
  {
    // German, round 4, written blind, scored once: rules alone 41.5%, 1 of 140 false alarms; with the
    // model trained before it, 56.2%, 2 of 140. Now: tuned 100.0%, held out 78.5%, whole 89.2%; false
    // alarms 0 of 70 tuned, 2 of 70 held out.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 100.0% / 0 of 70; heldOut 92.3% / 4 of 70.
    mustFire: 'de-round-4-must-fire.tsv',
    mustNotFire: 'de-round-4-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.75, whole: 0.86 },
    falseAlarms: { tuned: 0.01, heldOut: 0.068, whole: 0.039 },
  },
  {
    // Written blind (2026-11-27), scored once with the rules and the model of that day before either
    // saw it: rules alone 71.9%, rules and model 91.2%; 2 of 280 false alarms either way. Now: tuned
    // 99.2%, held out 94.6%, whole 96.9%; false alarms 2 of 140 tuned, 0 of 140 held out.
    mustFire: 'round-15-must-fire.tsv',
    mustNotFire: 'round-15-must-not-fire.tsv',
    recall: { tuned: 0.96, heldOut: 0.91, whole: 0.93 },
    falseAlarms: { tuned: 0.025, heldOut: 0.01, whole: 0.018 },
  },
  {
    // Spanish, round 9, written blind, scored once with the model of that day before it saw it: rules
    // alone 60.8%, rules and model 90.0%; 2 and 4 of 140 false alarms. Now: tuned 100.0%, held out
    // 89.2%, whole 94.6%; false alarms 0 of 70 tuned, 3 of 70 held out.
    mustFire: 'es-round-9-must-fire.tsv',
    mustNotFire: 'es-round-9-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.86, whole: 0.91 },
    falseAlarms: { tuned: 0.01, heldOut: 0.053, whole: 0.032 },
  },
  {
    // Brazilian Portuguese, round 9, written blind, scored once the same way: rules alone 43.8%, rules
    // and model 86.2%; 3 of 140 false alarms either way. Now: tuned 98.5%, held out 92.3%, whole 95.4%;
    // false alarms 1 of 70 tuned, 2 of 70 held out.
    // Floors lowered 2026-11-28, when the other languages' threshold rose from 0.94 to 0.99 (fewer false alarms
    // overall, some recall lost here). Now: tuned 96.9% / 1 of 70; heldOut 87.7% / 2 of 70; whole 92.3% / 3 of 140.
    mustFire: 'pt-BR-round-9-must-fire.tsv',
    mustNotFire: 'pt-BR-round-9-must-not-fire.tsv',
    recall: { tuned: 0.93, heldOut: 0.84, whole: 0.89 },
    falseAlarms: { tuned: 0.025, heldOut: 0.039, whole: 0.032 },
  },
  {
    // French, round 9, written blind, scored once the same way: rules alone 58.5%, rules and model
    // 86.9%; 3 and 6 of 140 false alarms. Now: tuned 100.0%, held out 87.7%, whole 93.8%; false alarms
    // 1 of 70 tuned, 3 of 70 held out.
    mustFire: 'fr-round-9-must-fire.tsv',
    mustNotFire: 'fr-round-9-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.84, whole: 0.9 },
    falseAlarms: { tuned: 0.025, heldOut: 0.053, whole: 0.039 },
  },
  {
    // German, round 9, written blind, scored once the same way: rules alone 40.8%, rules and model
    // 82.3%; 3 and 4 of 140 false alarms. Now: tuned 100.0%, held out 75.4%, whole 87.7%; false alarms
    // 3 of 70 tuned, 1 of 70 held out.
    mustFire: 'de-round-9-must-fire.tsv',
    mustNotFire: 'de-round-9-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.72, whole: 0.84 },
    falseAlarms: { tuned: 0.053, heldOut: 0.025, whole: 0.039 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 67.4%, rules and model 91.1%; 2 and 4 of 266 false alarms.
    // Now: tuned 100.0% / 1 of 133; heldOut 93.8% / 3 of 133; whole 96.9% / 4 of 266.
    mustFire: 'round-16-must-fire.tsv',
    mustNotFire: 'round-16-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.9, whole: 0.93 },
    falseAlarms: { tuned: 0.018, heldOut: 0.033, whole: 0.026 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 47.3%, rules and model 82.2%; 4 and 5 of 140 false alarms.
    // Now: tuned 100.0% / 3 of 70; heldOut 89.1% / 1 of 70; whole 94.6% / 4 of 140.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 100.0% / 0 of 70; heldOut 95.3% / 2 of 70.
    mustFire: 'es-round-10-must-fire.tsv',
    mustNotFire: 'es-round-10-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.86, whole: 0.91 },
    falseAlarms: { tuned: 0.053, heldOut: 0.039, whole: 0.039 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 41.5%, rules and model 77.7%; 3 of 138 false alarms either way.
    // Now: tuned 92.3% / 1 of 69; heldOut 75.4% / 2 of 69; whole 83.8% / 3 of 138.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 93.8% / 0 of 69; heldOut 89.2% / 3 of 69.
    mustFire: 'pt-BR-round-10-must-fire.tsv',
    mustNotFire: 'pt-BR-round-10-must-not-fire.tsv',
    recall: { tuned: 0.89, heldOut: 0.72, whole: 0.8 },
    falseAlarms: { tuned: 0.025, heldOut: 0.054, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 47.7%, rules and model 82.3%; 3 and 4 of 140 false alarms.
    // Now: tuned 100.0% / 3 of 70; heldOut 90.8% / 0 of 70; whole 95.4% / 3 of 140.
    mustFire: 'fr-round-10-must-fire.tsv',
    mustNotFire: 'fr-round-10-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.053, heldOut: 0.01, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 46.2%, rules and model 79.2%; 3 and 4 of 140 false alarms.
    // Now: tuned 98.5% / 2 of 70; heldOut 84.6% / 1 of 70; whole 91.5% / 3 of 140.
    mustFire: 'de-round-10-must-fire.tsv',
    mustNotFire: 'de-round-10-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.81, whole: 0.88 },
    falseAlarms: { tuned: 0.039, heldOut: 0.025, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 61.5%, rules and model 88.1%; 2 and 3 of 279 false alarms.
    // Now: tuned 100.0% / 2 of 140; heldOut 90.8% / 0 of 139; whole 95.4% / 2 of 279.
    mustFire: 'round-19-must-fire.tsv',
    mustNotFire: 'round-19-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.025, heldOut: 0.01, whole: 0.018 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 39.2%, rules and model 83.8%; 4 and 5 of 140 false alarms.
    // Now: tuned 98.5% / 3 of 70; heldOut 87.7% / 1 of 70; whole 93.1% / 4 of 140.
    mustFire: 'es-round-13-must-fire.tsv',
    mustNotFire: 'es-round-13-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.84, whole: 0.9 },
    falseAlarms: { tuned: 0.053, heldOut: 0.025, whole: 0.039 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 36.2%, rules and model 86.2%; 3 of 140 false alarms either way.
    // Now: tuned 98.5% / 2 of 70; heldOut 86.2% / 1 of 70; whole 92.3% / 3 of 140.
    mustFire: 'pt-BR-round-13-must-fire.tsv',
    mustNotFire: 'pt-BR-round-13-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.83, whole: 0.89 },
    falseAlarms: { tuned: 0.039, heldOut: 0.025, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 46.9%, rules and model 86.9%; 5 of 140 false alarms either way.
    // Now: tuned 96.9% / 2 of 70; heldOut 86.2% / 3 of 70; whole 91.5% / 5 of 140.
    mustFire: 'fr-round-13-must-fire.tsv',
    mustNotFire: 'fr-round-13-must-not-fire.tsv',
    recall: { tuned: 0.93, heldOut: 0.83, whole: 0.88 },
    falseAlarms: { tuned: 0.039, heldOut: 0.053, whole: 0.046 },
  },
  {
    // Written blind (2026-11-28), scored once before the model saw it: rules alone 36.2%, rules and model 81.5%; 1 of 140 false alarms either way.
    // Now: tuned 98.5% / 0 of 70; heldOut 78.5% / 1 of 70; whole 88.5% / 1 of 140.
    // False-alarm ceilings raised 2026-11-28 (afternoon), when the other languages' threshold fell from 0.98 to 0.94
    // (more caught on every round, a few more false alarms here). Now: tuned 98.5% / 0 of 70; heldOut 84.6% / 2 of 70.
    mustFire: 'de-round-13-must-fire.tsv',
    mustNotFire: 'de-round-13-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.75, whole: 0.85 },
    falseAlarms: { tuned: 0.01, heldOut: 0.039, whole: 0.025 },
  },
  {
    // Written blind (2026-11-28, round C), scored once before the model saw it: rules alone 55.4%, rules and model 81.5%; 4 of 272 false alarms either way.
    // Now: tuned 98.5% / 3 of 136; heldOut 83.1% / 1 of 136; whole 90.8% / 4 of 272.
    mustFire: 'round-20-must-fire.tsv',
    mustNotFire: 'round-20-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.8, whole: 0.87 },
    falseAlarms: { tuned: 0.033, heldOut: 0.018, whole: 0.025 },
  },
  {
    // Written blind (2026-11-28, round C), scored once before the model saw it: rules alone 43.0%, rules and model 76.6%; 1 of 139 false alarms either way.
    // Now: tuned 98.4% / 0 of 70; heldOut 82.8% / 1 of 69; whole 90.6% / 1 of 139.
    mustFire: 'es-round-14-must-fire.tsv',
    mustNotFire: 'es-round-14-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.79, whole: 0.87 },
    falseAlarms: { tuned: 0.01, heldOut: 0.025, whole: 0.018 },
  },
  {
    // Written blind (2026-11-28, round C), scored once before the model saw it: rules alone 39.2%, rules and model 75.4%; 3 of 135 false alarms either way.
    // Now: tuned 92.3% / 0 of 68; heldOut 87.7% / 3 of 67; whole 90.0% / 3 of 135.
    mustFire: 'pt-BR-round-14-must-fire.tsv',
    mustNotFire: 'pt-BR-round-14-must-not-fire.tsv',
    recall: { tuned: 0.89, heldOut: 0.84, whole: 0.87 },
    falseAlarms: { tuned: 0.01, heldOut: 0.055, whole: 0.033 },
  },
  {
    // Written blind (2026-11-28, round C), scored once before the model saw it: rules alone 50.4%, rules and model 85.3%; 3 of 138 false alarms either way.
    // Now: tuned 100.0% / 3 of 69; heldOut 85.9% / 0 of 69; whole 93.0% / 3 of 138.
    mustFire: 'fr-round-14-must-fire.tsv',
    mustNotFire: 'fr-round-14-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.82, whole: 0.9 },
    falseAlarms: { tuned: 0.054, heldOut: 0.01, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28, round C), scored once before the model saw it: rules alone 40.3%, rules and model 77.5%; 3 of 137 false alarms either way.
    // Now: tuned 98.5% / 1 of 69; heldOut 87.5% / 2 of 68; whole 93.0% / 3 of 137.
    mustFire: 'de-round-14-must-fire.tsv',
    mustNotFire: 'de-round-14-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.84, whole: 0.9 },
    falseAlarms: { tuned: 0.025, heldOut: 0.04, whole: 0.032 },
  },
  {
    // Written blind (2026-11-28, round D), scored once with round C's models: rules alone 73.1%, rules and model 92.7%; none of 265 false alarms.
    // Now: tuned 98.5% / 0 of 133; heldOut 90.0% / 0 of 132; whole 94.2% / 0 of 265.
    mustFire: 'round-22-must-fire.tsv',
    mustNotFire: 'round-22-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.87, whole: 0.91 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round D), scored once with round C's models: rules alone 54.3%, rules and model 86.6%; 1 of 133 false alarms either way.
    // Now: tuned 100.0% / 0 of 67; heldOut 92.1% / 0 of 66; whole 96.1% / 0 of 133.
    mustFire: 'es-round-16-must-fire.tsv',
    mustNotFire: 'es-round-16-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.89, whole: 0.93 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round D), scored once with round C's models: rules alone 43.3%, rules and model 78.7%; none of 130 false alarms.
    // Now: tuned 98.4% / 0 of 65; heldOut 87.3% / 0 of 65; whole 92.9% / 0 of 130.
    mustFire: 'pt-BR-round-16-must-fire.tsv',
    mustNotFire: 'pt-BR-round-16-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.84, whole: 0.89 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round D), scored once with round C's models: rules alone 54.3%, rules and model 87.6%; 2 of 136 false alarms either way.
    // Now: tuned 100.0% / 0 of 68; heldOut 84.4% / 0 of 68; whole 92.2% / 0 of 136.
    mustFire: 'fr-round-16-must-fire.tsv',
    mustNotFire: 'fr-round-16-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.81, whole: 0.89 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round D), scored once with round C's models: rules alone 37.2%, rules and model 73.6%; 1 of 137 false alarms either way.
    // Now: tuned 100.0% / 0 of 69; heldOut 90.6% / 1 of 68; whole 95.3% / 1 of 137.
    mustFire: 'de-round-16-must-fire.tsv',
    mustNotFire: 'de-round-16-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.87, whole: 0.92 },
    falseAlarms: { tuned: 0.01, heldOut: 0.025, whole: 0.018 },
  },
  {
    // Written blind (2026-11-28, round E: half of it follow-ups), scored once with round D's models: rules alone 65.4%, rules and model 86.4%; 1 and 2 of 270 false alarms.
    // Now: tuned 100.0% / 1 of 135; heldOut 87.5% / 1 of 135; whole 93.8% / 2 of 270.
    mustFire: 'round-23-must-fire.tsv',
    mustNotFire: 'round-23-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.84, whole: 0.9 },
    falseAlarms: { tuned: 0.018, heldOut: 0.018, whole: 0.018 },
  },
  {
    // Written blind (2026-11-28, round E: half of it follow-ups), scored once with round D's models: rules alone 50.4%, rules and model 85.3%; 0 and 1 of 136 false alarms.
    // Now: tuned 100.0% / 0 of 68; heldOut 84.4% / 0 of 68; whole 92.2% / 0 of 136.
    mustFire: 'es-round-17-must-fire.tsv',
    mustNotFire: 'es-round-17-must-not-fire.tsv',
    recall: { tuned: 0.97, heldOut: 0.81, whole: 0.89 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round E: half of it follow-ups), scored once with round D's models: rules alone 46.2%, rules and model 91.5%; 0 and 1 of 134 false alarms.
    // Now: tuned 98.5% / 0 of 67; heldOut 98.5% / 0 of 67; whole 98.5% / 0 of 134.
    mustFire: 'pt-BR-round-17-must-fire.tsv',
    mustNotFire: 'pt-BR-round-17-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.95, whole: 0.95 },
    falseAlarms: { tuned: 0.01, heldOut: 0.01, whole: 0.01 },
  },
  {
    // Written blind (2026-11-28, round E: half of it follow-ups), scored once with round D's models: rules alone 52.3%, rules and model 89.2%; 1 and 2 of 138 false alarms.
    // Now: tuned 96.9% / 0 of 69; heldOut 86.2% / 1 of 69; whole 91.5% / 1 of 138.
    mustFire: 'fr-round-17-must-fire.tsv',
    mustNotFire: 'fr-round-17-must-not-fire.tsv',
    recall: { tuned: 0.93, heldOut: 0.83, whole: 0.88 },
    falseAlarms: { tuned: 0.01, heldOut: 0.025, whole: 0.018 },
  },
  {
    // Written blind (2026-11-28, round E: half of it follow-ups), scored once with round D's models: rules alone 38.3%, rules and model 83.6%; none of 140 false alarms.
    // Now: tuned 98.4% / 0 of 70; heldOut 79.7% / 0 of 70; whole 89.1% / 0 of 140.
    mustFire: 'de-round-17-must-fire.tsv',
    mustNotFire: 'de-round-17-must-not-fire.tsv',
    recall: { tuned: 0.95, heldOut: 0.76, whole: 0.86 },
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
