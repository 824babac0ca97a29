import { paths } from '../../../shared/paths.ts';

/**
 * What the query of a page a verification link landed on says: the link lands on
 * EMAIL_VERIFIED_CALLBACK (/account?verified=1), and Better Auth appends `error=…` to it when the
 * link does not work. null when the page was not reached through such a link.
 */
export function verificationOutcome(search: string): 'verified' | 'failed' | null {
  const query = new URLSearchParams(search);
  if (!query.has('verified')) return null;
  return query.get('verified') === '1' && !query.has('error') ? 'verified' : 'failed';
}

/**
 * Where /account sends a signed-out visitor: /login, carrying the outcome of a verification link
 * (links do not sign anyone in, and a link opened in another browser is still worth a word).
 */
export function signInPathFor(accountSearch: string): string {
  const outcome = verificationOutcome(accountSearch);
  return outcome === null ? paths.login : `${paths.login}?verified=${outcome === 'verified' ? 1 : 0}`;
}
