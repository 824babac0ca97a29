// The offline reader's text for a request: the same request always gives the same text.

import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { Voice } from './choice.ts';
import { composeDaily } from './daily.ts';
import { composeFollowUp } from './follow-up.ts';
import { composeInterpretation } from './interpretation.ts';
import { withMemory } from './memory.ts';
import { composeInLanguage } from './other-languages/compose-in-language.ts';

export function composeOfflineText(request: ReaderRequest): string {
  // The rich reader is English; in the four other languages a simpler one speaks (issue 28 §1).
  if (request.language && request.language !== 'en') return composeInLanguage(request, request.language);
  if (request.kind === 'daily') return composeDaily(request);
  const cardKey = request.cards.map((card) => card.name).join('|');
  if (request.kind === 'interpretation') {
    const seed = `${request.question}\u0001${cardKey}\u0001${request.horoscopeSign ?? ''}`;
    return withMemory(
      composeInterpretation(request, () => new Voice(seed)),
      request,
      new Voice(seed),
    );
  }
  // What the conversation already holds is remembered, so the answer says something new.
  const earlier = request.history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const voice = new Voice(`${request.question}\u0001${cardKey}\u0001${request.followUp}`, earlier);
  return withMemory(composeFollowUp(request, voice), request, voice);
}
