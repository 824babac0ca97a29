// French as the risk assessment reads it (see ../other-language.ts).
import { countWords, ENGLISH_MARKERS, findLanguageSigns, mutedAsAWhole, sharedWith, unmutedLanguageFindings } from '../language-findings.ts';
import { denialsOf, type OtherLanguage } from '../other-language.ts';
import { FRENCH_DANGER_SIGNS } from './danger-fr.ts';
import { FRENCH_MEDICAL_SIGNS } from './medical-fr.ts';
import { normaliseFrench } from './normalise-fr.ts';
import { FRENCH_SELF_HARM_SIGNS } from './self-harm-fr.ts';
import { FRENCH_CONTEXT, FRENCH_MARKERS, FRENCH_PERSONS } from './words-fr.ts';

const ENGLISH_ALSO_FR = sharedWith(FRENCH_MARKERS);
const FRENCH_SIGNS = [...FRENCH_SELF_HARM_SIGNS, ...FRENCH_MEDICAL_SIGNS, ...FRENCH_DANGER_SIGNS];

/** French and English everyday words in the text. */
function markers(normalised: string): { own: number; english: number } {
  const words = normalised.split(' ');
  // A word both languages use ("will") counts for this one only.
  return { own: countWords(words, FRENCH_MARKERS), english: countWords(words, ENGLISH_MARKERS) - countWords(words, ENGLISH_ALSO_FR) };
}

export const FRENCH: OtherLanguage = {
  tag: 'fr',
  findings(text) {
    const normalised = normaliseFrench(text);
    const { own, english } = markers(normalised);
    // An English text's "suicide" is English's to read, with English denials around it.
    if (own === 0 || own < english) return [];
    return unmutedLanguageFindings(normalised, findLanguageSigns(normalised, FRENCH_SIGNS, FRENCH_PERSONS), FRENCH_CONTEXT);
  },
  isWrittenIn(text) {
    const { own, english } = markers(normaliseFrench(text));
    return own >= 2 && own > 2 * english;
  },
  model: {
    plain: normaliseFrench,
    denials: denialsOf(FRENCH_CONTEXT),
    mutesWholeText: (plain) => mutedAsAWhole(plain, FRENCH_CONTEXT),
    people: FRENCH_PERSONS,
  },
};
