import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenLocally } from './local-server.ts';
import { chatChunk, STREAM_END, STREAM_HEADERS, streamPieces } from './openai-wire.ts';

export type OpenAIBehaviour =
  /** delayMs: before the first byte; chunkDelayMs: between streamed chunks (a slow provider). */
  | { kind: 'ok'; text?: string; delayMs?: number; chunkDelayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'hang' }
  | { kind: 'cut'; afterChunks: number; chunkDelayMs?: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream?: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const DEFAULT_TEXT = '**The Past: The Fool**\nA fresh start shaped you.\n\n**The Present: The Star**\nHope is returning.\n\n**Guidance**\nTrust the path.';

/**
 * A local server speaking OpenAI's /v1/chat/completions wire format, streaming (SSE chunks and
 * `data: [DONE]`) and not, with scripted failures: an error status, a hang, a stream cut mid-way.
 */
export async function startOpenAIServer() {
  let behaviour: OpenAIBehaviour = { kind: 'ok' };
  const requests: RecordedRequest[] = [];
  /** Indexes (into `requests`) of the requests whose client went away before the answer ended. */
  const disconnected: number[] = [];

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as RecordedRequest['body'];
    requests.push({ path: request.url, authorization: request.headers.authorization, body });
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
    const text = current.kind === 'ok' ? (current.text ?? DEFAULT_TEXT) : DEFAULT_TEXT;
    const id = `chatcmpl-${requests.length}`;
    if (current.kind === 'ok' && current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    response.writeHead(200, STREAM_HEADERS);
    const pieces = streamPieces(text);
    const chunk = (delta: Record<string, string>, finish: string | null) => chatChunk(id, body.model, delta, finish);
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of pieces.entries()) {
      if (current.kind === 'cut' && index === current.afterChunks) {
        // Flush what was written, then drop the connection: destroy() alone discarded the pending
        // writes, so the client saw a connection error before any chunk instead of a cut stream.
        const socket = response.socket;
        socket?.end(() => socket.destroy());
        return;
      }
      if (current.chunkDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, current.chunkDelayMs));
        if (response.destroyed) return;
      }
      response.write(chunk({ content: piece }, null));
    }
    response.write(chunk({}, 'stop'));
    response.end(STREAM_END);
  });
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
