import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AppRouter } from './router.tsx';
import { seedSession } from './session.tsx';

/** Server state, the session's user included, is TanStack Query's, in one client for the whole app. */
function newQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
  seedSession(client);
  return client;
}

export function App() {
  // One per mount: the browser mounts the app once, and each page prerendered at build time
  // (prerender.tsx, in Node) gets its own, so no page's cache reaches another.
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
