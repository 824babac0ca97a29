/** One server-sent event of an OpenAI chat-completions stream. */
export function chatChunk(id: string, model: string, delta: Record<string, string>, finish: string | null): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** A reply cut into word-sized deltas, as a model streams it. */
export function streamPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

export const STREAM_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' } as const;
export const STREAM_END = 'data: [DONE]\n\n';
