import { queryOptions } from '@tanstack/react-query';
import { answerOf } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/me: the session's user, or null when signed out. */
export async function getMe(signal?: AbortSignal) {
  const { user } = await answerOf((c) => c.api.me.$get(undefined, { init: { signal } }));
  return user;
}

export type Me = Awaited<ReturnType<typeof getMe>>;

/**
 * The session's user (app/session.tsx). Fresh until invalidated: a call that changes the session,
 * the balance, the subscription or the profile invalidates `queryKeys.me`, and every reader follows;
 * no page asks again by hand. A failed lookup keeps the user already known (the query keeps its
 * data) and settles an unknown one as signed out, at once: the app shows nothing before it knows
 * (spec §4), so it waits for no retry. Tried offline too, so that it settles there as well.
 */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal, client }) => {
    try {
      return await getMe(signal);
    } catch (error) {
      console.warn('Could not load the user data', error);
      if (client.getQueryData(queryKeys.me) !== undefined) throw error;
      return null;
    }
  },
  staleTime: Infinity,
  networkMode: 'always',
});
