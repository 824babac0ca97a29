import { describe, expect, it } from 'vitest';
import { modelTrainingSet } from '../../../../../tests/support/safety-model-data.ts';
import { labelledSetFiles, readLabelledSet } from '../../../../../tests/support/safety-sets.ts';
import { SAFETY_CONCERNS } from '../../../../shared/safety.ts';
import { assessRisk, assessRiskByRules } from '../assess-risk.ts';
import { normaliseText } from '../normalise-text.ts';
import { OTHER_LANGUAGES } from '../languages/other-languages.ts';
import { concernProbabilities, loadSafetyModel, OTHER_LANGUAGES_MODEL_FILES } from './safety-model.ts';

describe('the safety model (record 0031)', () => {
  const model = loadSafetyModel();

  it('was trained on the labelled sets as they are now (else: npm run safety:train)', () => {
    expect(model.header.trainedOn).toBe(modelTrainingSet().fingerprint);
  });

  it('gives a probability per concern, high where the words are plain and low for an everyday question', () => {
    const plain = concernProbabilities(model, normaliseText('I want to kill myself tonight'));
    const everyday = concernProbabilities(model, normaliseText('Will my new job bring me joy this year?'));
    expect(plain).toHaveLength(SAFETY_CONCERNS.length);
    expect(plain[SAFETY_CONCERNS.indexOf('self-harm')]).toBeGreaterThan(model.header.threshold);
    for (const probability of everyday) expect(probability).toBeLessThan(0.5);
  });

  it.each([
    ['my left arm is numb and my jaw hurts', 'medical-emergency', 'self'],
    ['my husband said if i leave he will make sure i regret it', 'danger', 'self'],
    ["my grandad's left arm is numb and his jaw hurts", 'medical-emergency', 'someone-else'],
  ] as const)('adds what the rules miss: "%s"', (text, concern, about) => {
    expect(assessRiskByRules(text).concerns).not.toContain(concern);
    expect(assessRisk(text)).toEqual({ concerns: [concern], about });
  });

  it.each([
    'my dog has been bleeding heavily since this morning',
    'in my novel the heroine clutches her chest and cannot breathe',
    'My ex was violent when I was younger, but I am safe and happy now',
    'There is no bleeding and no pain, will the baby be a girl?',
  ])('keeps the context the rules keep: nothing for "%s"', (text) => {
    expect(assessRisk(text).concerns).toEqual([]);
  });

  it('only adds: every concern the rules find on the labelled sets is still found', () => {
    // Every seventh phrasing of every set (a property of the code, not a figure: the sets' own
    // tests score them whole), so that it stays quick on a busy machine.
    for (const fileName of labelledSetFiles()) {
      for (const [index, { text }] of readLabelledSet(fileName).entries()) {
        if (index % 7 !== 0) continue;
        const rules = assessRiskByRules(text).concerns.filter((concern) => concern !== 'medical-urgent');
        expect(assessRisk(text).concerns, text).toEqual(expect.arrayContaining(rules));
      }
    }
  });
});

describe('the other languages’ safety model (record 0031)', () => {
  const model = loadSafetyModel(OTHER_LANGUAGES_MODEL_FILES);
  const spanish = OTHER_LANGUAGES.find((language) => language.tag === 'es');
  if (!spanish) throw new Error('Spanish is one of the other languages');

  it('was trained on the other languages’ sets as they are now (else: npm run safety:train)', () => {
    expect(model.header.trainedOn).toBe(modelTrainingSet('other-languages').fingerprint);
  });

  it('reads a language’s plain text with its own denials: high for a plain wish to die, low for an everyday question', () => {
    const probability = (text: string) =>
      concernProbabilities(model, spanish.model.plain(text), spanish.model.denials)[SAFETY_CONCERNS.indexOf('self-harm')] ?? 0;
    expect(probability('quiero suicidarme esta noche')).toBeGreaterThan(model.header.threshold);
    expect(probability('¿me darán el trabajo que solicité?')).toBeLessThan(0.5);
  });

  it.each([
    ['me siento un peso muerto para todos, ya no quiero seguir', 'self-harm'],
    ['hoffentlich wach ich morgen nicht mehr auf', 'self-harm'],
    ['enceinte de 8 mois avec une douleur horrible au ventre', 'medical-emergency'],
  ] as const)('adds what the rules miss: "%s"', (text, concern) => {
    expect(assessRiskByRules(text).concerns).not.toContain(concern);
    expect(assessRisk(text).concerns).toContain(concern);
  });

  it.each(['en mi novela la protagonista quiere morir', 'me muero de risa con esta tirada', 'die Arbeit bringt mich noch um, bekomme ich die Beförderung?'])(
    'keeps the language’s context: nothing for "%s"',
    (text) => {
      expect(assessRisk(text).concerns).toEqual([]);
    },
  );
});
