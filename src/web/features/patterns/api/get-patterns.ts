import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PatternRangeDays } from '../../../../shared/schemas/patterns.ts';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/patterns?days=30|90 (all time without). */
export function getPatterns(days: PatternRangeDays, signal?: AbortSignal) {
  return answerOf((c) => c.api.patterns.$get({ query: days === null ? {} : { days: `${days}` } }, { init: { signal } }));
}

// Fetched on every visit: a reading drawn, answered or deleted since changes the figures.
export const patternsQuery = (days: PatternRangeDays) =>
  queryOptions({ queryKey: queryKeys.patterns(days), queryFn: ({ signal }) => getPatterns(days, signal), staleTime: 0 });

/** The previous range stays on screen while the next one loads, so the page does not jump. */
export function usePatterns(days: PatternRangeDays) {
  return useQuery({ ...patternsQuery(days), placeholderData: keepPreviousData });
}
