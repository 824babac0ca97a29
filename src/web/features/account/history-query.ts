import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryPage } from '../../../shared/schemas/account.ts';
import { api } from '../../api.ts';

export const historyQuery = infiniteQueryOptions({
  queryKey: ['history'],
  queryFn: ({ pageParam, signal }) =>
    api<HistoryPage>(pageParam ? `/api/readings?cursor=${encodeURIComponent(pageParam)}` : '/api/readings', { signal }),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: 0,
});
