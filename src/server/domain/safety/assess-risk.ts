// The one risk assessment (issue 23 §1), run by the domain on every question and follow-up before
// any reader is called, whichever reader is configured. What it recognised travels with the reader
// request (the reader stays gentle) and with the answer (the browser shows the resources first).
import type { SafetyConcern } from '../../../shared/safety.ts';
import { mentionsSelfHarm } from '../safety.ts';

export interface RiskAssessment {
  /** Empty when nothing was recognised; the most urgent first. */
  concerns: readonly SafetyConcern[];
  /** Whether the text is about the writer or about someone else ("my friend says she wants to die"). */
  about: 'self' | 'someone-else';
}

export const NO_RISK: RiskAssessment = { concerns: [], about: 'self' };

export function assessRisk(text: string): RiskAssessment {
  return mentionsSelfHarm(text) ? { concerns: ['self-harm'], about: 'self' } : NO_RISK;
}
