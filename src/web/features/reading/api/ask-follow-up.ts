import { STREAM, streamOf, type ApiClient, type StreamHandlers } from '../../../api-client.ts';

export interface FollowUp {
  readingId: string;
  question: string;
}

/**
 * POST /api/openai/follow-up, streamed. Only the question and its reading travel: the server
 * rebuilds the conversation, so the body stays small however long it grows (docs/decisions/0026).
 */
export function askFollowUp(followUp: FollowUp, handlers: StreamHandlers, client?: ApiClient) {
  return streamOf((c) => c.api.openai['follow-up'].$post({ json: { readingId: followUp.readingId, question: followUp.question } }, STREAM), handlers, client);
}
