// The one risk assessment (issue 23 §1), run by the domain on every question and follow-up before
// any reader is called, whichever reader is configured. What it recognised travels with the reader
// request (the reader stays gentle) and with the answer (the browser shows the resources first).
//
// The text is put into one plain shape (normalise-text.ts), then each concern's signs are looked
// for (self-harm-signs.ts, medical-signs.ts, danger-signs.ts) and dropped where their context turns
// them off: a denial, a story, a past that is over (context-mutes.ts). How they were measured, and the
// choices where the issue was silent: docs/decisions/0020-risk-assessment.md.
import { SAFETY_CONCERNS, type SafetyConcern } from '../../../shared/safety.ts';
import { mutedByWholeText, unmutedFindings } from './context-mutes.ts';
import { DANGER_SIGNS } from './danger-signs.ts';
import { OTHER_LANGUAGES } from './languages/other-languages.ts';
import { readsAs } from './languages/reads-as.ts';
import { MEDICAL_SIGNS } from './medical-signs.ts';
import type { OtherLanguage } from './languages/other-language.ts';
import { modelConcerns, otherLanguageModelConcerns } from './model/safety-model.ts';
import { normaliseText } from './normalise-text.ts';
import { SELF_HARM_SIGNS } from './self-harm-signs.ts';
import { findSigns, whomTheTextIsAbout, type Finding } from './sign.ts';

export interface RiskAssessment {
  /** Empty when nothing was recognised. Ordered by urgency: 'self-harm' and 'medical-emergency' and 'danger' before 'medical-urgent'. */
  concerns: readonly SafetyConcern[];
  /** Whether the text is about the writer or about someone else ("my friend says she wants to die"). */
  about: 'self' | 'someone-else';
}

export const NO_RISK: RiskAssessment = { concerns: [], about: 'self' };

const ALL_SIGNS = [...SELF_HARM_SIGNS, ...MEDICAL_SIGNS, ...DANGER_SIGNS];

/** A weak sign counts once a second, different weak sign of the same concern is there too. */
const WEAK_SIGNS_NEEDED = 2;

/** The findings that count: strong signs, weak signs in company, and no pet's symptoms. */
function countingFindings(findings: readonly Finding[]): Finding[] {
  const relevant = findings.filter((finding) => !(finding.about === 'animal' && finding.sign.concern !== 'self-harm'));
  const weakSignsByConcern = new Map<SafetyConcern, Set<unknown>>();
  for (const finding of relevant) {
    if (!finding.sign.weak) continue;
    const signs = weakSignsByConcern.get(finding.sign.concern) ?? new Set();
    signs.add(finding.sign);
    weakSignsByConcern.set(finding.sign.concern, signs);
  }
  return relevant.filter((finding) => !finding.sign.weak || (weakSignsByConcern.get(finding.sign.concern)?.size ?? 0) >= WEAK_SIGNS_NEEDED);
}

/** What the rules alone recognise (the safety model is trained beside them: scripts/safety/train-model.ts). */
export function assessRiskByRules(text: string): RiskAssessment {
  return assessNormalised(normaliseText(text), text, false);
}

/** What the text speaks of (see the file comment). Pure and synchronous. */
export function assessRisk(text: string): RiskAssessment {
  return assessNormalised(normaliseText(text), text, true);
}

interface LearnedFinding {
  concern: SafetyConcern;
  about: 'self' | 'someone-else';
}

/** What the other languages' model adds in `language`, unless the whole text is a story, a past that is over, or a pet's. */
function learnedInLanguage(language: OtherLanguage, text: string): LearnedFinding[] {
  const { plain, denials, mutesWholeText, people } = language.model;
  const words = plain(text);
  if (mutesWholeText(words)) return [];
  const present = new Set(words.split(' '));
  const mentions = (set: ReadonlySet<string>) => [...present].some((word) => set.has(word));
  const aboutAPet = mentions(people.animals) && !mentions(people.self);
  const about = mentions(people.others) && !mentions(people.self) ? 'someone-else' : 'self';
  return otherLanguageModelConcerns(words, denials)
    .filter((concern) => !aboutAPet || concern === 'self-harm')
    .map((concern) => ({ concern, about }));
}

function assessNormalised(normalised: string, text: string, withModel: boolean): RiskAssessment {
  // Text plainly in French or German is left to its own signs: the others misread its denials.
  // (Spanish and Portuguese share words with French; text that reads as either stays theirs.)
  const readAs = readsAs(text);
  const writtenIn = readAs === 'es' || readAs === 'pt-BR' ? undefined : OTHER_LANGUAGES.find((language) => language.isWrittenIn?.(text) ?? false);
  const inAnotherLanguage = writtenIn !== undefined;
  const signs = inAnotherLanguage ? [] : findSigns(normalised, ALL_SIGNS);
  const english = unmutedFindings(normalised, signs);
  const others = writtenIn ? writtenIn.findings(text) : OTHER_LANGUAGES.flatMap((language) => language.findings(text));
  const findings = countingFindings([...english, ...others]);
  const found = new Set(findings.map((finding) => finding.sign.concern));
  // The model only adds: what the rules found stands, and a concern the rules missed joins it.
  // The same context holds for it: a past that is over, a story, a pet's symptoms, and a concern
  // whose signs the rules saw and the context turned off ("no bleeding and no pain").
  const seenAndMuted = new Set(signs.filter((finding) => !english.includes(finding)).map((finding) => finding.sign.concern));
  for (const finding of english) seenAndMuted.delete(finding.sign.concern);
  // English is read by the English model; text in another language by the other languages' model,
  // over that language's plain text and with its own context.
  const modelLanguage = writtenIn ?? OTHER_LANGUAGES.find((language) => language.tag === readAs);
  const learned = !withModel
    ? []
    : modelLanguage
      ? learnedInLanguage(modelLanguage, text).filter(({ concern }) => !found.has(concern))
      : modelConcerns(normalised)
          .filter((concern) => !found.has(concern) && !seenAndMuted.has(concern) && !mutedByWholeText(normalised, concern))
          .map((concern) => ({ concern, about: whomTheTextIsAbout(normalised, concern) }))
          .filter((finding) => finding.about !== 'animal');
  for (const { concern } of learned) found.add(concern);
  if (found.size === 0) return NO_RISK;
  // Calling emergency services now covers getting it checked promptly.
  if (found.has('medical-emergency')) found.delete('medical-urgent');
  const about = [...findings, ...learned].map((finding) => finding.about);
  return {
    concerns: SAFETY_CONCERNS.filter((concern) => found.has(concern)),
    // Someone at risk themself is what matters most, even when they speak of others too.
    about: about.includes('self') ? 'self' : 'someone-else',
  };
}
