import { STREAM, streamOf, type ApiClient, type StreamHandlers } from '../../../api-client.ts';

/**
 * POST /api/openai/interpret, streamed: the reading's one-time interpretation. Only the id is
 * sent; the server reads the question and the cards from the stored reading.
 */
export function interpretReading(readingId: string, handlers: StreamHandlers, signal?: AbortSignal, client?: ApiClient) {
  return streamOf((c) => c.api.openai.interpret.$post({ json: { readingId } }, { ...STREAM, init: { signal } }), handlers, client);
}
