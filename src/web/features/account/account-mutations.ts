import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { DeckPreferences } from '../../../shared/schemas/account.ts';
import { answerOf, HttpError } from '../../api-client.ts';
import { meQuery } from '../../app/me-query.ts';
import { queryKeys } from '../../query-keys.ts';
import { deleteAccount, sendVerificationEmail } from './account-security-api.ts';

// The account page's changes to the user: each invalidates `queryKeys.me` once the server has it, and
// the session, which is that query, follows. The mutations resolve after the new user is in.

/** PATCH /api/account/name */
export function useRenameMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => answerOf((c) => c.api.account.name.$patch({ json: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** PATCH /api/account/deck: one preference at a time, as the switches save them. */
export function useDeckPreferenceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<DeckPreferences>) => answerOf((c) => c.api.account.deck.$patch({ json: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** PATCH /api/account/language: the language of the account's readings and mail. */
export function useLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => answerOf((c) => c.api.account.language.$patch({ json: { language } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/**
 * Sends a new verification link. Verified meanwhile (another tab, another device): the server says
 * so, and the badge catches up from the server's user instead.
 */
export function useResendVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => sendVerificationEmail(email),
    onError: async (error) => {
      if (error instanceof HttpError && error.code === 'EMAIL_ALREADY_VERIFIED') await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/**
 * Deletes the account. `beforeSignOut` runs first (leaving the account page, which would otherwise send
 * a visitor without a user to /login); then nothing of the person stays in the page: every other
 * cached query goes and the session is signed out, without asking `me` again (the server has just
 * ended it). `me` itself stays, set to null: the whole app observes it.
 */
export function useDeleteAccountMutation(beforeSignOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | null) => deleteAccount(password),
    onSuccess: () => {
      beforeSignOut();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      queryClient.setQueryData(meQuery.queryKey, null);
    },
  });
}
