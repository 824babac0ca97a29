// The one risk assessment (issue 23 §1), run by the domain on every question and follow-up before
// any reader is called, whichever reader is configured. What it recognised travels with the reader
// request (the reader stays gentle) and with the answer (the browser shows the resources first).
//
// The text is put into one plain shape (normalise-text.ts), then each concern's signs are looked
// for (self-harm-signs.ts, medical-signs.ts, danger-signs.ts) and dropped where their context turns
// them off: a denial, a story, a past that is over (context-mutes.ts). How they were measured, and the
// choices where the issue was silent: docs/decisions/0020-risk-assessment.md.
import { SAFETY_CONCERNS, type SafetyConcern } from '../../../shared/safety.ts';
import { unmutedFindings } from './context-mutes.ts';
import { DANGER_SIGNS } from './danger-signs.ts';
import { OTHER_LANGUAGES } from './languages/other-languages.ts';
import { MEDICAL_SIGNS } from './medical-signs.ts';
import { normaliseText } from './normalise-text.ts';
import { SELF_HARM_SIGNS } from './self-harm-signs.ts';
import { findSigns, type Finding } from './sign.ts';

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

/** What the text speaks of (see the file comment). Pure and synchronous. */
export function assessRisk(text: string): RiskAssessment {
  const normalised = normaliseText(text);
  const inAnotherLanguage = OTHER_LANGUAGES.some((language) => language.isWrittenIn?.(text) ?? false);
  const english = inAnotherLanguage ? [] : unmutedFindings(normalised, findSigns(normalised, ALL_SIGNS));
  const findings = countingFindings([...english, ...OTHER_LANGUAGES.flatMap((language) => language.findings(text))]);
  if (findings.length === 0) return NO_RISK;
  const found = new Set(findings.map((finding) => finding.sign.concern));
  // Calling emergency services now covers getting it checked promptly.
  if (found.has('medical-emergency')) found.delete('medical-urgent');
  return {
    concerns: SAFETY_CONCERNS.filter((concern) => found.has(concern)),
    // Someone at risk themself is what matters most, even when they speak of others too.
    about: findings.some((finding) => finding.about === 'self') ? 'self' : 'someone-else',
  };
}
