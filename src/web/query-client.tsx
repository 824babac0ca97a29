import { hashKey, QueryClient, QueryClientProvider, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ComponentType } from 'react';
import { meQuery } from './app/me-query.ts';
import { useSession } from './app/session.tsx';

// Only the pages after the first load fetch server state, so TanStack Query loads with them, not with the ask page.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

const me = queryOptions(meQuery);
const ME_HASH = hashKey(me.queryKey);

/**
 * The session follows the `me` query: it starts from the user the session already knows (no
 * request), and an invalidation after a sign-in, a purchase, a follow-up or a profile change
 * fetches it again. Each answer is adopted as it lands in the cache, before the caller's `await`
 * returns, so a page that moves on at once (sign-in → account) already finds the new session.
 */
function SessionFollowsMe() {
  const { user, adopt } = useSession();
  const client = useQueryClient();
  // Observed, so that an invalidation of `me` fetches it again.
  useQuery({ ...me, initialData: user ?? null, staleTime: Infinity, enabled: user !== undefined });
  // Only answers that land while this page is open (not the initial data): the cache may hold an
  // older user than the session (signed in or out on the ask page, which has no query client).
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== ME_HASH) return;
        const fresh = client.getQueryData(me.queryKey);
        if (fresh !== undefined) adopt(fresh);
      }),
    [client, adopt],
  );
  return null;
}

export function withQueryClient<P extends object>(Page: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionFollowsMe />
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}

/**
 * After a sign-in, a sign-up or a password reset the cookie holds another session: `me` is
 * invalidated, fetched again and adopted (SessionFollowsMe) before the returned promise settles.
 */
export function useSessionChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: me.queryKey }), [client]);
}
