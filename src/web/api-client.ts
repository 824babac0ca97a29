import type { ClientResponse, hc } from 'hono/client';
import type { AppType } from '../server/app.ts';
import type { SafetyConcern } from '../shared/safety.ts';
import type { StreamEvent } from '../shared/schemas/reading.ts';

// The one client for our own routes, typed from the server's routes (docs/decisions/0026): a
// route whose input or answer changes fails the typecheck of every call that does not follow.

/**
 * Any non-OK answer (spec §7): the message is the spec's; the server's own text rides along, and
 * Better Auth's machine-readable `code` (e.g. USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL) where it gives one.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, serverMessage?: string, code?: string) {
    super(`HTTP error! status: ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

function stringField(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object' || !(key in body)) return undefined;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : undefined;
}

/** Our own routes answer `{error}`, Better Auth `{code, message}`. */
export async function errorFrom(response: Response | ClientResponse<unknown>): Promise<HttpError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status says enough.
  }
  return new HttpError(response.status, stringField(body, 'error') ?? stringField(body, 'message'), stringField(body, 'code'));
}

export type ApiClient = ReturnType<typeof hc<AppType>>;

/**
 * A client on our own origin; tests hand it a fetch that reaches the app in process. Hono's client
 * is loaded with the first call, not with the page: the ask page's first load stays in its budget
 * (docs/decisions/0026).
 */
export async function createApiClient(fetchImpl?: typeof fetch): Promise<ApiClient> {
  const { hc } = await import('hono/client');
  return hc<AppType>('/', { fetch: fetchImpl, init: { credentials: 'same-origin' } });
}

let browserClient: Promise<ApiClient> | undefined;

/** A route's call: `call` gets the client (the browser's own unless one is given) and makes one request. */
type Call<T> = (client: ApiClient) => Promise<ClientResponse<T, number, 'json'>>;

async function send<T>(call: Call<T>, client: ApiClient | undefined): Promise<ClientResponse<T, number, 'json'>> {
  return call(client ?? (await (browserClient ??= createApiClient())));
}

/**
 * A route's path parameters, each encoded: hc puts them into the path as they are, so an id with a
 * slash would name another route.
 */
export function pathParams<P extends Record<string, string>>(values: P): P {
  const encoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) encoded[key] = encodeURIComponent(value);
  return { ...values, ...encoded };
}

/** The answer of a call, typed by its route; a non-OK answer rejects with HttpError. */
export async function answerOf<T>(call: Call<T>, client?: ApiClient): Promise<T> {
  const response = await send(call, client);
  if (!response.ok) throw await errorFrom(response);
  return response.json();
}

/** A call to a route that answers with no content (204): resolves once it has succeeded; a non-OK answer rejects with HttpError. */
export async function doneOf(call: (client: ApiClient) => Promise<ClientResponse<unknown, number, string>>, client?: ApiClient): Promise<void> {
  const response = await call(client ?? (await (browserClient ??= createApiClient())));
  if (!response.ok) throw await errorFrom(response);
}

/** Asks a route that answers as a job (json-or-stream.ts) for its NDJSON form. */
export const STREAM = { headers: { Accept: 'application/x-ndjson' } } as const;

export interface StreamHandlers {
  onDelta(text: string): void;
  /** The safety line comes first, before any words (spec: the resources show at once). */
  onSafety?(concerns: SafetyConcern[]): void;
}

/** A line of the stream whose `done` result is the route's answer (json-or-stream.ts). */
type StreamLine<T> = Exclude<StreamEvent, { type: 'done' }> | { type: 'done'; result: T };

function parseLine<T>(line: string): StreamLine<T> {
  // Trusted as far as the JSON form is (hc's json() is typed the same way): the server wrote it.
  const event: StreamLine<T> = JSON.parse(line);
  return event;
}

/**
 * Reads a streamed answer, handing each text delta to `onDelta`. Resolves with the `done` line's
 * result, which the server types as the route's JSON answer; a non-OK status or an `error` line
 * rejects with HttpError.
 */
export async function streamOf<T>(call: Call<T>, handlers: StreamHandlers, client?: ApiClient): Promise<T> {
  const response = await send(call, client);
  if (!response.ok) throw await errorFrom(response);
  if (!response.body) throw new HttpError(response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line) continue;
      const event = parseLine<T>(line);
      if (event.type === 'delta') handlers.onDelta(event.text);
      else if (event.type === 'safety') handlers.onSafety?.(event.concerns);
      else if (event.type === 'done') return event.result;
      else throw new HttpError(event.status, event.error);
    }
    if (done) throw new HttpError(502, 'The answer was cut off');
  }
}
