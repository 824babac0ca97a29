import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/i18n/languages.ts';
import { SAFETY_CONCERNS } from '../../../../shared/safety.ts';
import { COUNTRY_HELP, WORLDWIDE_HELP } from '../help-lines.ts';
import { safetyTexts } from './safety-texts.ts';

const ABOUTS = new Set([
  ...COUNTRY_HELP.flatMap((country) => Object.values(country.lines).flatMap((lines) => lines.map((line) => line.about))),
  ...Object.values(WORLDWIDE_HELP).map((line) => line.about),
]);

describe('the crisis panel in five languages (issue 28 §1)', () => {
  it.each(LANGUAGES)('%s: describes every line we list, and no other', (language) => {
    expect(new Set(Object.keys(safetyTexts(language).about))).toEqual(ABOUTS);
    for (const about of Object.values(safetyTexts(language).about)) expect(about.trim()).not.toBe('');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s: says everything in its own words, keeping every number to call or text', (language) => {
    const [texts, english] = [safetyTexts(language), safetyTexts('en')];
    for (const concern of SAFETY_CONCERNS) {
      expect(texts.concerns[concern].heading).not.toBe(english.concerns[concern].heading);
      expect(texts.concerns[concern].intro).not.toBe(english.concerns[concern].intro);
      expect(Boolean(texts.concerns[concern].emergencyLater)).toBe(Boolean(english.concerns[concern].emergencyLater));
    }
    for (const [key, about] of Object.entries(texts.about)) {
      expect(about, key).not.toBe(key);
      // Phone numbers named in a description ("also on 0800 111 0 222"); "24 hours" may become words.
      for (const digits of key.match(/\d{3}[\d ]*\d/g) ?? []) expect(about, key).toContain(digits);
    }
    expect(texts.call('116 123')).toContain('116 123');
    expect(texts.text('741741', 'HOME')).toMatch(/HOME.*741741|741741.*HOME/);
    expect(texts.emergencyIn('Ruritania')).toContain('Ruritania');
    for (const field of ['label', 'emergencyAnywhere', 'showingHelpFor', 'anotherCountry', 'helpOnScreen'] as const) {
      expect(texts[field].trim()).not.toBe('');
      expect(texts[field]).not.toBe(english[field]);
    }
  });
});
