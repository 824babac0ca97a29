import { useMutation } from '@tanstack/react-query';
import { STREAM, streamOf, type StreamHandlers } from '../../../api-client.ts';

export interface VisitorInterpretation {
  reading: { question: string; cardNames: readonly string[]; tempUserId: string };
  handlers: StreamHandlers;
  signal: AbortSignal;
}

/**
 * POST /api/openai/interpret-temp, streamed: the visitor's preview. The cards go by name only:
 * the server looks each one up in its own deck and reads nothing else (docs/decisions/0026).
 */
export function interpretVisitorReading({ reading, handlers, signal }: VisitorInterpretation) {
  const json = { question: reading.question, cards: reading.cardNames.map((name) => ({ name })), tempUserId: reading.tempUserId };
  return streamOf((c) => c.api.openai['interpret-temp'].$post({ json }, { ...STREAM, init: { signal } }), handlers);
}

/** The preview streams inside the mutation, to `handlers`; it resolves with the whole text. */
export function useInterpretVisitorReading() {
  return useMutation({ mutationFn: interpretVisitorReading });
}
