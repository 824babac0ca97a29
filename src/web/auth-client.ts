import type { apiPaths } from '../shared/paths.ts';
import { errorFrom } from './api-client.ts';

// Better Auth's endpoints, mounted under /api/auth/*: one route in AppType with no contract of its
// own (Better Auth's), so their answers are `unknown` until the caller checks the part it reads.

type AuthPath = (typeof apiPaths.auth)[keyof typeof apiPaths.auth];

/** POSTs JSON to a Better Auth endpoint; a non-OK answer rejects with HttpError (its `code` kept). */
export async function postAuth(path: AuthPath, body: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await errorFrom(response);
  const answer: unknown = await response.json();
  return answer;
}
