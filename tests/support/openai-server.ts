import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { listenLocally } from './local-server.ts';

// One OpenAI-compatible /v1/chat/completions server for the tests and the benchmarks. It runs in
// the caller's process, so the timestamps it records share the caller's clock: the benchmarks tell
// the app's own overhead apart from the provider's time by them.

export type OpenAIBehaviour =
  /** delayMs: from the request's arrival to the first byte (a model's time to first token); chunkDelayMs: between streamed chunks (a slow provider). */
  | { kind: 'ok'; text?: string; delayMs?: number; chunkDelayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'cut'; afterChunks: number; chunkDelayMs?: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    messages: { role: string; content: string }[];
  };
  /** The raw JSON body's size in bytes. */
  bodyBytes: number;
  /** performance.now() when the request's headers arrived. */
  arrivedAt: number;
  /** performance.now() when the first text left (NaN until then). */
  firstTokenAt: number;
  /** The tokens this answer reports (when it reports them: always unstreamed, streamed only when asked to). */
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** Made-up but deterministic counts, different for every request: a quarter of the body's bytes in, one per streamed piece out. */
function usageOf(bodyBytes: number, text: string) {
  const prompt = Math.ceil(bodyBytes / 4);
  const completion = streamPieces(text).length;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

const DEFAULT_TEXT = '**The Past: The Fool**\nA fresh start shaped you.\n\n**The Present: The Star**\nHope is returning.\n\n**Guidance**\nTrust the path.';
const STREAM_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' } as const;
const STREAM_END = 'data: [DONE]\n\n';

/** One server-sent event of a chat-completions stream. */
function chatChunk(id: string, model: string, delta: Record<string, string>, finish: string | null): string {
  return `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

/** A reply cut into word-sized deltas, as a model streams it. */
function streamPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Answers streaming (SSE chunks and `data: [DONE]`) and plain requests as `behaviour` says, which
 * the test can change at any time: a reply, an error status, a hang, a stream cut mid-way.
 */
export async function startOpenAIServer(initial: OpenAIBehaviour = { kind: 'ok' }) {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  /** Indexes (into `requests`) of the requests whose client went away before the answer ended. */
  const disconnected: number[] = [];

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const arrivedAt = performance.now();
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    const text = behaviour.kind === 'ok' ? (behaviour.text ?? DEFAULT_TEXT) : DEFAULT_TEXT;
    const bodyBytes = Buffer.byteLength(raw);
    const record: RecordedRequest = {
      path: request.url,
      authorization: request.headers.authorization,
      body,
      bodyBytes,
      arrivedAt,
      firstTokenAt: Number.NaN,
      usage: usageOf(bodyBytes, text),
    };
    requests.push(record);
    const index = requests.length - 1;
    response.on('close', () => {
      if (!response.writableFinished) disconnected.push(index);
    });
    const current = behaviour;
    if (current.kind === 'error') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
      return;
    }
    if (current.kind === 'hang') return;
    const id = `chatcmpl-${requests.length}`;
    // The delay counts from arrival, so reading the body is part of the provider's own time.
    const delayLeft = (current.kind === 'ok' ? (current.delayMs ?? 0) : 0) - (performance.now() - arrivedAt);
    if (delayLeft > 0) await wait(delayLeft);
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      record.firstTokenAt = performance.now();
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: record.usage,
        }),
      );
      return;
    }
    response.writeHead(200, STREAM_HEADERS);
    const chunk = (delta: Record<string, string>, finish: string | null) => chatChunk(id, body.model, delta, finish);
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of streamPieces(text).entries()) {
      if (current.kind === 'cut' && index === current.afterChunks) {
        // Flush what was written, then drop the connection: destroy() alone discarded the pending
        // writes, so the client saw a connection error before any chunk instead of a cut stream.
        const socket = response.socket;
        socket?.end(() => socket.destroy());
        return;
      }
      if (current.chunkDelayMs) {
        await wait(current.chunkDelayMs);
        if (response.destroyed) return;
      }
      response.write(chunk({ content: piece }, null));
      if (index === 0) record.firstTokenAt = performance.now();
    }
    response.write(chunk({}, 'stop'));
    // As OpenAI does: asked for, the usage comes in a last chunk of its own, with no choices.
    if (body.stream_options?.include_usage) {
      response.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 1, model: body.model, choices: [], usage: record.usage })}\n\n`);
    }
    response.end(STREAM_END);
  };
  const server: Server = createServer((request, response) => void answer(request, response));
  const listening = await listenLocally(server);

  return {
    baseURL: `http://127.0.0.1:${listening.port}/v1`,
    requests,
    disconnected,
    setBehaviour(next: OpenAIBehaviour) {
      behaviour = next;
    },
    close: listening.close,
  };
}

export type OpenAIServer = Awaited<ReturnType<typeof startOpenAIServer>>;
