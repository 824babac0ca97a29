import type { SafetyConcern } from '../shared/safety.ts';
import type { StreamEvent } from '../shared/schemas/reading.ts';

import { errorFrom, HttpError } from './api-client.ts';

export { HttpError };

// The one client for every call to our server, Better Auth's endpoints under /api/auth included.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** JSON in, JSON out (spec §7: every call uses a JSON content type). */
export async function api<T>(path: string, options: { method?: Method; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

/**
 * Posts and reads an application/x-ndjson answer, handing each text delta to `onDelta`.
 * Resolves with the `done` result; a non-OK status or an `error` line rejects with HttpError.
 */
export async function streamApi<T>(
  path: string,
  body: unknown,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  onSafety?: (concerns: SafetyConcern[]) => void,
): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
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
      const event = JSON.parse(line) as StreamEvent;
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'safety') onSafety?.(event.concerns);
      else if (event.type === 'done') return event.result as T;
      else throw new HttpError(event.status, event.error);
    }
    if (done) throw new HttpError(502, 'The answer was cut off');
  }
}
