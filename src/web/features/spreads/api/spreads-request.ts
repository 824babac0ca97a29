import type { z } from 'zod';
import type { OwnSpreadSchema, SpreadInputSchema, SpreadsResponseSchema } from '../../../../shared/schemas/spread.ts';
import { errorFrom } from '../../../api-client.ts';

// NOTE for the merge: the spreads routes are not in AppType on this branch yet (they are built on
// `spreads-server`), so these calls use fetch against the shared contract. Once merged, each file's
// call becomes `answerOf((c) => c.api.spreads.…)` and this file goes.

export type SpreadsResponse = z.infer<typeof SpreadsResponseSchema>;
export type OwnSpread = z.infer<typeof OwnSpreadSchema>;
export type SpreadInput = z.input<typeof SpreadInputSchema>;

/** One request to a spreads route; a non-OK answer rejects with HttpError, as answerOf does. */
export async function spreadsRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { ...init, credentials: 'same-origin' });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

export function jsonBody(body: SpreadInput): RequestInit {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
