import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/paths.ts';
import { queryKeys } from '../../../query-keys.ts';
import { spreadsRequest, type SpreadsResponse } from './spreads-request.ts';

/** GET /api/spreads: the built-in spreads, then the person's own. */
export async function listSpreads(signal?: AbortSignal): Promise<SpreadsResponse> {
  const response = await spreadsRequest(apiPaths.spreads, { signal });
  // Trusted as hc's json() is: our own server wrote it to SpreadsResponseSchema.
  const spreads: SpreadsResponse = await response.json();
  return spreads;
}

export const spreadsQuery = queryOptions({ queryKey: queryKeys.spreads, queryFn: ({ signal }) => listSpreads(signal) });

export const useSpreadsQuery = () => useQuery(spreadsQuery);
