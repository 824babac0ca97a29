import type { Context, MiddlewareHandler } from 'hono';
import { EMAIL_MAX_LENGTH } from '../../shared/constants.ts';
import { apiPaths } from '../../shared/paths.ts';
import { z } from 'zod';
import { isStorableText } from '../../shared/schemas/common.ts';
import type { CounterHit } from '../domain/ports/counter-store.ts';
import type { RequestContext } from './request-context.ts';
import { clientAddress } from './client-address.ts';
import { withHashingClaim, type HashingClaim } from '../domain/accounts/hashing-pool.ts';
import { addressKey, DAY_SECONDS, enforceLimit, limitReached, LIMITS, undoHits, type Limit } from '../domain/limits/rate-limit.ts';
import { deviceFor, issueDeviceCookie } from './device-cookie.ts';
import { jsonBodyOf } from './read-json.ts';
import { log } from '../observe/log.ts';

const EmailBodySchema = z.object({ email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).refine(isStorableText) }).partial();
const TokenBodySchema = z.object({ token: z.string().max(512).refine(isStorableText) }).partial();

interface Counted {
  key: string;
  limit: Limit;
  hit: CounterHit | null;
}

/** What an attempt counted, settled once its answer is known. */
interface Attempt {
  /** Taken back when the attempt succeeds (or the server failed before judging it): only failures count. */
  failures: Counted[];
  /** Cleared when it succeeds (taken back when the server failed): the strict lock on one account from one address. */
  clearedOnSuccess: Counted[];
  /** Sign-in only: its browser holds the account's device cookie (hashed in the trusted lane). */
  trusted?: boolean;
  /** Sign-in only: the email whose device cookie a success issues. */
  signsInTo?: string;
}

interface Guarded {
  c: Context<RequestContext>;
  address: string;
  body: unknown;
}

const emailOf = (body: unknown) => {
  const parsed = EmailBodySchema.safeParse(body);
  return parsed.success ? parsed.data.email : undefined;
};

async function counted(c: Context<RequestContext>, key: string, limit: Limit): Promise<Counted> {
  return { key, limit, hit: await enforceLimit(c.get('deps').counters, key, limit) };
}

/**
 * Sign-in counts failures only. From one address: 30 failures whatever the email. On one email
 * from one address: 10, cleared by a success. On one email from everywhere else: past 10 failures
 * the email is under attack, and each address then gets only 3 failures on it, so guessing from
 * many addresses slows down while the owner's right password from an address that has not failed
 * still signs in: no one can lock an owner out by knowing the email.
 */
async function signIn({ c, address, body }: Guarded): Promise<Attempt> {
  const counters = c.get('deps').counters;
  const email = emailOf(body);
  // A browser that signed in to this account before is judged by its own failures only: neither
  // its address (shared, or flooded by others) nor the account being under attack holds it back.
  const device = email ? await deviceFor(c, email) : null;
  if (email && device) {
    const failures = [await counted(c, `sign-in:device:${device}`, LIMITS.signInPerDevice)];
    return { failures, clearedOnSuccess: [], trusted: true, signsInTo: email };
  }
  // Every attempt counts, refused ones too: an address cannot go on forever on refusals.
  const failures = [await counted(c, `sign-in:addr:${address}`, LIMITS.signInPerAddress)];
  if (!email) return { failures, clearedOnSuccess: [] };
  const account = c.get('deps').counterKey(email);
  const accountKey = `sign-in:account:${account}`;
  const onAccount = await counters.hit(accountKey, LIMITS.signInPerAccount.windowSeconds);
  failures.push({ key: accountKey, limit: LIMITS.signInPerAccount, hit: onAccount });
  const pairKey = `sign-in:account-addr:${account}:${address}`;
  const pair = await counters.hit(pairKey, LIMITS.signInPerAccountAndAddress.windowSeconds);
  // The owner's own typos (from this address) never make the email look under attack.
  const underAttack = onAccount.count - pair.count > LIMITS.signInPerAccount.limit;
  const limit = underAttack ? LIMITS.signInPerAccountAndAddressUnderAttack : LIMITS.signInPerAccountAndAddress;
  if (pair.count > limit.limit) throw limitReached(limit.name, pair.retryAfterSeconds);
  return { failures, clearedOnSuccess: [{ key: pairKey, limit, hit: pair }], signsInTo: email };
}

/** Sign-ups count every attempt: per address per hour and per day, and per email. */
async function signUp({ c, address, body }: Guarded): Promise<Attempt> {
  const env = c.get('deps').env;
  await counted(c, `sign-up:addr:${address}`, LIMITS.signUpPerAddress);
  if (env.SIGN_UPS_PER_ADDRESS_PER_DAY > 0) {
    await counted(c, `sign-up:addr-day:${address}`, { limit: env.SIGN_UPS_PER_ADDRESS_PER_DAY, windowSeconds: DAY_SECONDS, whenStoreDown: 'refuse' });
  }
  const email = emailOf(body);
  if (email) await counted(c, `sign-up:account:${c.get('deps').counterKey(email)}`, LIMITS.signUpPerAccount);
  return { failures: [], clearedOnSuccess: [] };
}

/** A signed-in user's password checked or set: failures per user and per address. */
async function passwordCheck({ c, address }: Guarded): Promise<Attempt> {
  const failures = [await counted(c, `password:addr:${address}`, LIMITS.passwordCheckPerAddress)];
  const me = c.get('viewer');
  if (me) failures.push(await counted(c, `password:user:${me.id}`, LIMITS.passwordCheckPerUser));
  return { failures, clearedOnSuccess: [] };
}

/** A new password set with a reset link's token: failures per address and per token. */
async function resetPassword({ c, address, body }: Guarded): Promise<Attempt> {
  const failures = [await counted(c, `password:addr:${address}`, LIMITS.passwordCheckPerAddress)];
  const parsed = TokenBodySchema.safeParse(body);
  const token = parsed.success ? parsed.data.token : undefined;
  if (token) failures.push(await counted(c, `password-reset:token:${c.get('deps').counterKey(token)}`, LIMITS.passwordResetPerToken));
  return { failures, clearedOnSuccess: [] };
}

/** A mail that leads to a password or a verified address: every request counts, per address and per email. */
async function accountMail({ c, address, body }: Guarded): Promise<Attempt> {
  await counted(c, `account-mail:addr:${address}`, LIMITS.accountMailPerAddress);
  const email = emailOf(body) ?? c.get('viewer')?.email.toLowerCase();
  if (email) await counted(c, `account-mail:account:${c.get('deps').counterKey(email)}`, LIMITS.accountMailPerAccount);
  return { failures: [], clearedOnSuccess: [] };
}

/**
 * Every endpoint that checks or sets a password, or mails a way to one. set-password is
 * server-only in Better Auth and guarded here should it ever be exposed.
 */
const GUARDS: Record<string, (guarded: Guarded) => Promise<Attempt>> = {
  [apiPaths.auth.signInEmail]: signIn,
  [apiPaths.auth.signUpEmail]: signUp,
  [apiPaths.auth.changePassword]: passwordCheck,
  [apiPaths.auth.verifyPassword]: passwordCheck,
  [apiPaths.auth.setPassword]: passwordCheck,
  [apiPaths.auth.deleteUser]: passwordCheck,
  [apiPaths.accountDelete]: passwordCheck,
  [apiPaths.auth.resetPassword]: resetPassword,
  [apiPaths.auth.requestPasswordReset]: accountMail,
  [apiPaths.auth.sendVerificationEmail]: accountMail,
};

/**
 * Rate limits in front of the password endpoints, per account and per address. The hashing
 * itself is bounded separately (domain/accounts/password.ts), so what gets past these limits still cannot
 * take every core and all memory.
 */
export function passwordLimits(): MiddlewareHandler<RequestContext> {
  return async (c, next) => {
    const guard = c.req.method === 'POST' ? GUARDS[c.req.path] : undefined;
    if (!guard) return next();
    const deps = c.get('deps');
    const address = addressKey(clientAddress(c, deps.env.TRUST_PROXY));
    const attempt = await guard({ c, address, body: await jsonBodyOf(c.req.raw) });
    const claim: HashingClaim = { trusted: attempt.trusted ?? false, refused: false };
    await withHashingClaim(claim, next);
    const status = c.res.status;
    // A server failure judged nothing. A refusal by the full hashing queue counts against the
    // sender itself (its address, or its device), so refusals cannot go on for ever, but not
    // against the account: the owner's own attempts would then lock them out of a new browser.
    if (status < 300 || (status >= 500 && !claim.refused)) await undoHits(deps.counters, attempt.failures);
    else if (status >= 500) await undoHits(deps.counters, attempt.failures.slice(1));
    if (status >= 500) await undoHits(deps.counters, attempt.clearedOnSuccess);
    if (status < 300 && attempt.signsInTo) await issueDeviceCookie(c, attempt.signsInTo);
    if (status < 300) {
      await Promise.all(
        attempt.clearedOnSuccess.map(({ key, limit }) =>
          deps.counters.reset(key, limit.windowSeconds).catch((error: unknown) => log.warn(`[limits] could not clear ${key.split(':')[0]}: ${String(error)}`)),
        ),
      );
    }
  };
}
