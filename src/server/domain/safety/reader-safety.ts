import { SAFETY_CONCERNS, type SafetyConcern } from '../../../shared/safety.ts';
import type { ReaderSafety } from '../ports/reader.ts';
import { assessRisk } from './assess-risk.ts';

/** Every concern of the lists once, most urgent first (the order of SAFETY_CONCERNS). */
export function mergeConcerns(...lists: ReadonlyArray<readonly SafetyConcern[]>): SafetyConcern[] {
  const all = new Set(lists.flat());
  return SAFETY_CONCERNS.filter((concern) => all.has(concern));
}

/**
 * Assesses a question or follow-up for the reader, with what its reading raised before: the one
 * call every path makes before a reader runs (the request type has no reader without it).
 */
export function assessForReader(text: string, earlier: readonly SafetyConcern[] = []): ReaderSafety {
  const { concerns, about } = assessRisk(text);
  return { concerns, about, earlier };
}
