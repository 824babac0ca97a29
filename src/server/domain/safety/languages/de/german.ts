// German as the risk assessment reads it (see ../other-language.ts).
import { countWords, ENGLISH_MARKERS, findLanguageSigns, mutedAsAWhole, sharedWith, unmutedLanguageFindings } from '../language-findings.ts';
import { denialsOf, type OtherLanguage } from '../other-language.ts';
import { GERMAN_DANGER_SIGNS } from './danger-de.ts';
import { GERMAN_MEDICAL_SIGNS } from './medical-de.ts';
import { normaliseGerman } from './normalise-de.ts';
import { GERMAN_SELF_HARM_SIGNS } from './self-harm-de.ts';
import { GERMAN_CONTEXT, GERMAN_MARKERS, GERMAN_PERSONS } from './words-de.ts';

const ENGLISH_ALSO_DE = sharedWith(GERMAN_MARKERS);
const GERMAN_SIGNS = [...GERMAN_SELF_HARM_SIGNS, ...GERMAN_MEDICAL_SIGNS, ...GERMAN_DANGER_SIGNS];

/** German and English everyday words in the text. */
function markers(normalised: string): { own: number; english: number } {
  const words = normalised.split(' ');
  // A word both languages use ("will") counts for this one only.
  return { own: countWords(words, GERMAN_MARKERS), english: countWords(words, ENGLISH_MARKERS) - countWords(words, ENGLISH_ALSO_DE) };
}

export const GERMAN: OtherLanguage = {
  tag: 'de',
  findings(text) {
    const normalised = normaliseGerman(text);
    const { own, english } = markers(normalised);
    // An English text is English's to read, with English denials around it.
    if (own === 0 || own < english) return [];
    return unmutedLanguageFindings(normalised, findLanguageSigns(normalised, GERMAN_SIGNS, GERMAN_PERSONS), GERMAN_CONTEXT);
  },
  isWrittenIn(text) {
    const { own, english } = markers(normaliseGerman(text));
    return own >= 2 && own > 2 * english;
  },
  model: {
    plain: normaliseGerman,
    denials: denialsOf(GERMAN_CONTEXT),
    mutesWholeText: (plain) => mutedAsAWhole(plain, GERMAN_CONTEXT),
    people: GERMAN_PERSONS,
  },
};
