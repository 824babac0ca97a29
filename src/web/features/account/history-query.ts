import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryPage } from '../../../shared/schemas/account.ts';
import { apiPaths } from '../../../shared/paths.ts';
import { api } from '../../api.ts';

export const historyQuery = infiniteQueryOptions({
  queryKey: ['history'],
  queryFn: ({ pageParam, signal }) =>
    api<HistoryPage>(pageParam ? apiPaths.readingsAfter(pageParam) : apiPaths.readings, { signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});
