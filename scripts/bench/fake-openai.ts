// An OpenAI-compatible /v1/chat/completions server for the benchmarks (streaming only), running in
// the benchmark's own process so its timestamps share the client's clock. It waits a fixed delay
// before the first token, like a model's time to first token, and records when each request
// arrived and when its first token left, so the server's own overhead can be told apart.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { listenLocally } from '../../tests/support/local-server.ts';
import { chatChunk, STREAM_END, STREAM_HEADERS, streamPieces } from '../../tests/support/openai-wire.ts';

export interface ProviderRequest {
  /** performance.now() when the request's headers arrived. */
  arrivedAt: number;
  /** performance.now() when the first chunk with text was written. */
  firstTokenAt: number;
  /** The raw JSON body's size in bytes. */
  bodyBytes: number;
  messages: { role: string; content: string }[];
}

const REPLY =
  '**Guidance**\nThe Star asks you to trust the slow return of hope. Let the answer come in its own time, and notice what already feels lighter.';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAI(options: { delayMs: number }) {
  const requests: ProviderRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const arrivedAt = performance.now();
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
    const record: ProviderRequest = { arrivedAt, firstTokenAt: Number.NaN, bodyBytes: Buffer.byteLength(raw), messages: body.messages };
    requests.push(record);
    // The delay counts from arrival, so body parsing is part of the provider's own time.
    const wait = options.delayMs - (performance.now() - arrivedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const id = `chatcmpl-${requests.length}`;
    const chunk = (delta: Record<string, string>, finish: string | null) => chatChunk(id, body.model, delta, finish);
    const pieces = streamPieces(REPLY);
    response.writeHead(200, STREAM_HEADERS);
    response.write(chunk({ role: 'assistant', content: '' }, null) + chunk({ content: pieces[0] ?? '' }, null));
    record.firstTokenAt = performance.now();
    response.write(pieces.slice(1).map((piece) => chunk({ content: piece }, null)).join(''));
    response.write(chunk({}, 'stop'));
    response.end(STREAM_END);
  });
  const listening = await listenLocally(server);
  return {
    baseURL: `http://127.0.0.1:${listening.port}/v1`,
    requests,
    close: listening.close,
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
