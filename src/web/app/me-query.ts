import { answerOf } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/me: the session's user, or null when signed out. */
export async function getMe(signal?: AbortSignal) {
  const { user } = await answerOf((c) => c.api.me.$get(undefined, { init: { signal } }));
  return user;
}

export type Me = Awaited<ReturnType<typeof getMe>>;

/**
 * The session's user as a query, on every page that has the query client: a call that changes the
 * balance, the subscription or the profile invalidates `queryKeys.me`, and the session follows
 * (query-client.tsx); no page asks again by hand.
 */
export const meQuery = { queryKey: queryKeys.me, queryFn: ({ signal }: { signal: AbortSignal }) => getMe(signal) };
