// What the risk assessment (src/server/domain/safety/) can recognise in a question or follow-up.
// In order of urgency. Shared because the browser shows the resources for each concern (issue 23 §1).
import { z } from 'zod';

export const SAFETY_CONCERNS = [
  /** Thoughts of suicide or self-harm, direct or indirect, the person's own or someone else's. */
  'self-harm',
  /** Signs that need emergency services now: chest pain, trouble breathing, stroke signs, overdose, heavy bleeding, … */
  'medical-emergency',
  /** Immediate danger from another person: being hit, threatened, stalked, not safe at home. */
  'danger',
  /** A worrying symptom that should be checked by a doctor promptly. */
  'medical-urgent',
] as const;
export type SafetyConcern = (typeof SAFETY_CONCERNS)[number];

export const SafetyConcernsSchema = z.array(z.enum(SAFETY_CONCERNS));
