import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// Only the signed-in pages fetch server state, so TanStack Query loads with them, not with the landing page.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

export function withQueryClient<P extends object>(Page: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  };
}
