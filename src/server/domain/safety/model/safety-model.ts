// The learned half of the risk assessment (docs/decisions/0031-a-learned-safety-model.md): one
// logistic regression per concern over hashed features (features.ts), trained on the labelled sets
// by `npm run safety:train` (scripts/safety/train-model.ts). The rules recognise the shapes they
// were written for; the model carries what they learned to phrasings nobody wrote a rule for. It
// only adds concerns: what the rules found always stands.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { SAFETY_CONCERNS, type SafetyConcern } from '../../../../shared/safety.ts';
import { ENGLISH_DENIALS, featuresOf, type DenialWords } from './features.ts';

export const ModelHeaderSchema = z.object({
  bits: z.number().int().min(10).max(20),
  /** The stored weights are int8: weight = stored × scale. */
  scale: z.number().positive(),
  bias: z.array(z.number()).length(SAFETY_CONCERNS.length),
  /** A concern is added when its probability passes this (chosen in training, see the script). */
  threshold: z.number().gt(0).lt(1),
  /** sha256 of the labelled sets it was trained on: a test fails when they change and it was not retrained. */
  trainedOn: z.string(),
});
export type ModelHeader = z.infer<typeof ModelHeaderSchema>;

export interface SafetyModel {
  header: ModelHeader;
  /** Concern by concern, then bucket by bucket. */
  weights: Int8Array;
}

export interface ModelFiles {
  header: URL;
  weights: URL;
}

/** English, trained on the English sets. */
export const MODEL_FILES: ModelFiles = {
  header: new URL('./model.json', import.meta.url),
  weights: new URL('./weights.bin.gz', import.meta.url),
};

/**
 * Spanish, Brazilian Portuguese, French and German together, each over its own plain text and
 * denials (../languages/): they share most of the words that matter ("suicidio", "sangue", "mourir").
 */
export const OTHER_LANGUAGES_MODEL_FILES: ModelFiles = {
  header: new URL('./other-languages.json', import.meta.url),
  weights: new URL('./other-languages.bin.gz', import.meta.url),
};

export function loadSafetyModel(files: ModelFiles = MODEL_FILES): SafetyModel {
  const header = ModelHeaderSchema.parse(JSON.parse(readFileSync(files.header, 'utf8')));
  const bytes = gunzipSync(readFileSync(files.weights));
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (weights.length !== SAFETY_CONCERNS.length * 2 ** header.bits) throw new Error('The safety model’s weights do not match its header');
  return { header, weights };
}

/** The probability of each concern (in SAFETY_CONCERNS order) for a normalised text. */
export function concernProbabilities(model: SafetyModel, normalised: string, denials: DenialWords = ENGLISH_DENIALS): number[] {
  const size = 2 ** model.header.bits;
  const buckets = featuresOf(normalised, model.header.bits, denials);
  return SAFETY_CONCERNS.map((_, concern) => {
    let score = model.header.bias[concern] ?? 0;
    const offset = concern * size;
    for (const bucket of buckets) score += (model.weights[offset + bucket] ?? 0) * model.header.scale;
    return 1 / (1 + Math.exp(-score));
  });
}

function concernsAbove(model: SafetyModel, normalised: string, denials: DenialWords): SafetyConcern[] {
  const probabilities = concernProbabilities(model, normalised, denials);
  return SAFETY_CONCERNS.filter((_, index) => (probabilities[index] ?? 0) > model.header.threshold);
}

let english: SafetyModel | undefined;
let otherLanguages: SafetyModel | undefined;

/** The concerns the English model recognises in a normalised text (each model is read once, on first use). */
export function modelConcerns(normalised: string): SafetyConcern[] {
  english ??= loadSafetyModel();
  return concernsAbove(english, normalised, ENGLISH_DENIALS);
}

/** The concerns the other languages' model recognises in a text made plain by its language, with that language's denials. */
export function otherLanguageModelConcerns(plain: string, denials: DenialWords): SafetyConcern[] {
  otherLanguages ??= loadSafetyModel(OTHER_LANGUAGES_MODEL_FILES);
  return concernsAbove(otherLanguages, plain, denials);
}
