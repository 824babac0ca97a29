import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/paths.ts';
import type { SharedReading } from '../../../shared/schemas/share.ts';
import { api, HttpError } from '../../api.ts';

const sharedReadingQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-reading', token],
    queryFn: ({ signal }) => api<SharedReading>(apiPaths.sharedReading(token), { signal }),
    // A revoked or unknown link stays one: no retry on a 4xx.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

/** The public view of a shared reading, by its link's token. */
export function useSharedReading(token: string) {
  return useQuery(sharedReadingQuery(token));
}
