import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType } from 'react';
import { meQuery } from './app/me-query.ts';
import { useSession } from './app/session.tsx';

// Only the signed-in pages fetch server state, so TanStack Query loads with them, not with the landing page.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

/**
 * The session follows the `me` query: it starts from the user the session already knows (no
 * request), and an invalidation after a purchase, a follow-up or a profile change fetches it again.
 */
function SessionFollowsMe() {
  const { user, adopt } = useSession();
  const { data, dataUpdatedAt } = useQuery({ ...meQuery, initialData: user ?? null, staleTime: Infinity, enabled: user !== undefined });
  // Only answers fetched while this page is open: the cache may hold an older user than the session
  // (signed in or out on a page without the query client since).
  const seen = useRef(dataUpdatedAt);
  useEffect(() => {
    if (dataUpdatedAt === seen.current) return;
    seen.current = dataUpdatedAt;
    adopt(data);
  }, [data, dataUpdatedAt, adopt]);
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
