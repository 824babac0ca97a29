// Trains the safety models (src/server/domain/safety/model/, record 0031) on the labelled sets:
// every set in tests/fixtures/safety/ and the tuned half of every unseen set (the held-out halves
// are never trained on); English and the other languages each have a model of their own.
// Deterministic: the same sets give the same weights.
//
//   npm run safety:train                      trains both, picks thresholds, writes them, prints the figures
//   npm run safety:train -- other-languages   one of them (english, other-languages)
//
// The threshold is chosen on out-of-fold answers (five folds, a round in one fold) for the tuned halves of the unseen
// sets: the lowest one at which the model adds at most FALSE_ALARM_BUDGET false alarms there to
// those the rules raise themselves.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { assessRiskByRules } from '../../src/server/domain/safety/assess-risk.ts';
import { featuresOf } from '../../src/server/domain/safety/model/features.ts';
import { MODEL_FILES, OTHER_LANGUAGES_MODEL_FILES, type ModelFiles, type SafetyModel } from '../../src/server/domain/safety/model/safety-model.ts';
import { OTHER_LANGUAGES } from '../../src/server/domain/safety/languages/other-languages.ts';
import { normaliseText } from '../../src/server/domain/safety/normalise-text.ts';
import { SAFETY_CONCERNS, type SafetyConcern } from '../../src/shared/safety.ts';
import { MODEL_KINDS, modelTrainingSet, type ModelKind, type ModelPhrasing } from '../../tests/support/safety-model-data.ts';
import { FALSE_ALARM_CEILING } from '../../tests/support/safety-sets.ts';

const BITS = 17;
const EPOCHS = 20;
const LEARNING_RATE = 1;
const DECAY = 1e-6;
const FOLDS = 5;
/**
 * What the model may add to the rules' false alarms: half the ceiling, out of fold on
 * everyday wording written blind. Half, because those sets are small (a few hundred lines per
 * round) and short questions about pregnancy, pills or a partner are where a lower threshold
 * misfires first. Only what the model adds counts: the other languages' rules raise some alarms
 * of their own there. (On the labelled sets, mostly traps the rules were tuned on one by one, the
 * script prints the figures too.)
 */
const FALSE_ALARM_BUDGET = FALSE_ALARM_CEILING / 2;
const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.92, 0.94, 0.96, 0.98, 0.99, 0.995];

interface Example {
  buckets: number[];
  labels: boolean[];
  rules: readonly SafetyConcern[];
  mustFire: readonly SafetyConcern[];
}

/** mulberry32: a seeded order, so training is repeatable. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Trained {
  weights: Float64Array;
  bias: number[];
}

function train(examples: readonly Example[]): Trained {
  const size = 2 ** BITS;
  const weights = new Float64Array(SAFETY_CONCERNS.length * size);
  const bias = SAFETY_CONCERNS.map(() => 0);
  const random = seeded(28);
  const order = examples.map((_, index) => index);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
    }
    for (const position of order) {
      const example = examples[position];
      if (!example) continue;
      const step = LEARNING_RATE / Math.sqrt(example.buckets.length || 1);
      for (let concern = 0; concern < SAFETY_CONCERNS.length; concern++) {
        const offset = concern * size;
        let score = bias[concern] ?? 0;
        for (const bucket of example.buckets) score += weights[offset + bucket] ?? 0;
        const error = (example.labels[concern] ? 1 : 0) - 1 / (1 + Math.exp(-score));
        for (const bucket of example.buckets) weights[offset + bucket] = (weights[offset + bucket] ?? 0) * (1 - DECAY) + step * error;
        bias[concern] = (bias[concern] ?? 0) + LEARNING_RATE * error * 0.1;
      }
    }
  }
  return { weights, bias };
}

function probabilities(trained: Trained, buckets: readonly number[]): number[] {
  const size = 2 ** BITS;
  return SAFETY_CONCERNS.map((_, concern) => {
    let score = trained.bias[concern] ?? 0;
    for (const bucket of buckets) score += trained.weights[concern * size + bucket] ?? 0;
    return 1 / (1 + Math.exp(-score));
  });
}

/** Rules and model together, as assessRisk puts them. */
function together(example: Example, probs: readonly number[], threshold: number): Set<SafetyConcern> {
  const found = new Set<SafetyConcern>(example.rules);
  SAFETY_CONCERNS.forEach((concern, index) => {
    if ((probs[index] ?? 0) > threshold) found.add(concern);
  });
  if (found.has('medical-emergency')) found.add('medical-urgent');
  return found;
}

function figures(examples: readonly Example[], probs: readonly (readonly number[])[], threshold: number) {
  let fire = 0;
  let caught = 0;
  let quiet = 0;
  let alarms = 0;
  examples.forEach((example, index) => {
    const found = together(example, probs[index] ?? [], threshold);
    if (example.mustFire.length === 0) {
      quiet += 1;
      if (found.size > 0) alarms += 1;
    } else {
      fire += 1;
      if (example.mustFire.every((concern) => found.has(concern))) caught += 1;
    }
  });
  return { recall: caught / fire, falseAlarms: alarms / quiet, fire, quiet };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function toExample({ text, concerns, language }: ModelPhrasing): Example {
  const other = OTHER_LANGUAGES.find((candidate) => candidate.tag === language);
  return {
    buckets: other ? featuresOf(other.model.plain(text), BITS, other.model.denials) : featuresOf(normaliseText(text), BITS),
    labels: SAFETY_CONCERNS.map((concern) => concerns.includes(concern)),
    rules: assessRiskByRules(text).concerns,
    mustFire: concerns,
  };
}

const FILES: Record<ModelKind, ModelFiles> = { english: MODEL_FILES, 'other-languages': OTHER_LANGUAGES_MODEL_FILES };

function trainModel(kind: ModelKind) {
  console.log(`\n${kind}`);
  const data = modelTrainingSet(kind);
  const examples = data.training.map(toExample);
  const validating = new Set(data.validation);
  const isValidation = data.training.map((phrasing) => validating.has(phrasing));
  const heldOut = data.heldOut.map(toExample);
  console.log(`${examples.length} phrasings to train on, ${heldOut.length} held out`);

  // Out-of-fold answers: each phrasing scored by a model that never saw it, nor any phrasing of its
  // round (a round's phrasings share a writer's habits; the unseen sets are judged on other writers).
  const rounds = [...new Set(data.training.map((phrasing) => phrasing.set))].sort();
  const foldOf = data.training.map((phrasing) => rounds.indexOf(phrasing.set) % FOLDS);
  const outOfFold: number[][] = examples.map(() => []);
  for (let fold = 0; fold < FOLDS; fold++) {
    const trained = train(examples.filter((_, index) => foldOf[index] !== fold));
    examples.forEach((example, index) => {
      if (foldOf[index] === fold) outOfFold[index] = probabilities(trained, example.buckets);
    });
  }
  const rulesOnly = figures(examples, outOfFold, 1);
  console.log(`rules alone on the training sets: recall ${percent(rulesOnly.recall)}, false alarms ${percent(rulesOnly.falseAlarms)}`);
  const validationExamples = examples.filter((_, index) => isValidation[index]);
  const validationAnswers = outOfFold.filter((_, index) => isValidation[index]);
  // What the model adds is judged, not the rules' own false alarms (the other languages' rules have some).
  const rulesEveryday = figures(validationExamples, validationAnswers, 1);
  let threshold = THRESHOLDS.at(-1) ?? 0.995;
  for (const candidate of THRESHOLDS) {
    const all = figures(examples, outOfFold, candidate);
    const everyday = figures(validationExamples, validationAnswers, candidate);
    console.log(
      `  out of fold, threshold ${String(candidate)}: everyday recall ${percent(everyday.recall)}, false alarms ${percent(everyday.falseAlarms)}; all sets ${percent(all.recall)}, ${percent(all.falseAlarms)}`,
    );
    if (everyday.falseAlarms - rulesEveryday.falseAlarms <= FALSE_ALARM_BUDGET && candidate < threshold) threshold = candidate;
  }
  console.log(`rules alone on the everyday halves: false alarms ${percent(rulesEveryday.falseAlarms)}; threshold ${String(threshold)}`);

  const trained = train(examples);
  const largest = trained.weights.reduce((max, weight) => Math.max(max, Math.abs(weight)), 0);
  const scale = largest / 127;
  const weights = Int8Array.from(trained.weights, (weight) => Math.round(weight / scale));
  const model: SafetyModel = {
    header: { bits: BITS, scale, bias: trained.bias, threshold, trainedOn: data.fingerprint },
    weights,
  };
  writeFileSync(FILES[kind].header, `${JSON.stringify(model.header, null, 2)}\n`);
  writeFileSync(FILES[kind].weights, gzipSync(weights, { level: 9 }));

  const quantised: Trained = { weights: Float64Array.from(weights, (weight) => weight * scale), bias: trained.bias };
  const before = figures(
    heldOut,
    heldOut.map(() => []),
    1,
  );
  const after = figures(
    heldOut,
    heldOut.map((example) => probabilities(quantised, example.buckets)),
    threshold,
  );
  console.log(`held-out halves of the unseen sets (${before.fire} must fire, ${before.quiet} must not):`);
  console.log(`  rules alone:     recall ${percent(before.recall)}, false alarms ${percent(before.falseAlarms)}`);
  console.log(`  rules and model: recall ${percent(after.recall)}, false alarms ${percent(after.falseAlarms)}`);
}

const asked = process.argv.slice(2);
for (const kind of MODEL_KINDS) if (asked.length === 0 || asked.includes(kind)) trainModel(kind);
