import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS } from '../../shared/account-security.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import { isValidBirthDate } from '../../shared/birth-date.ts';
import { isStorableText } from '../../shared/schemas/common.ts';
import type { OutgoingMail } from '../domain/mail/outgoing-mail.ts';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { handOverUnverifiedAccount } from '../domain/accounts/account-takeover.ts';
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword, type PasswordHashParams } from '../domain/accounts/password.ts';
import type { Env } from '../env.ts';
import { trackWork } from '../in-flight.ts';
import { authDatabase } from './auth-database.ts';
import { consumeVerificationLink, rememberVerificationLink } from './verification-links.ts';
import { format } from 'node:util';
import { log, maskEmailsIn } from '../observe/log.ts';
import { browserLanguage } from '../domain/accounts/browser-language.ts';

/** Set by our own middleware from the socket (or the load balancer's X-Forwarded-For entry with TRUST_PROXY); clients cannot spoof it. */
export const CLIENT_ADDRESS_HEADER = 'x-tarot-client-address';
const GOOGLE_PROVIDER_ID = 'google';
const SESSION_DAYS = 30;

const INVALID_BIRTH_DATE = 'Please enter a valid birth date';

/**
 * The profile fields a client may set through Better Auth (sign-up, update-user), checked before
 * they reach the database: Better Auth does not check the type of additional fields, and a name
 * with U+0000 or a lone surrogate cannot be stored, so either would otherwise fail there with a 500.
 */
function checkProfile(data: Record<string, unknown>): void {
  const { name, birthday, birthMonth } = data;
  if (name !== undefined && (typeof name !== 'string' || !isStorableText(name))) {
    throw new APIError('BAD_REQUEST', { message: 'Name contains a character that is not allowed' });
  }
  if (typeof name === 'string' && name.trim().length > NAME_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', { message: `Name must be at most ${NAME_MAX_LENGTH} characters` });
  }
  if (birthday === undefined && birthMonth === undefined) return;
  if (birthday === null && birthMonth === null) return;
  if (typeof birthday !== 'number' || typeof birthMonth !== 'number' || !isValidBirthDate(birthday, birthMonth)) {
    throw new APIError('BAD_REQUEST', { message: INVALID_BIRTH_DATE });
  }
}

/** Where a link that does not work sends the browser: back to its own callback with Better Auth's error code, as Better Auth does. */
function withError(callbackURL: unknown, code: string): string | null {
  // Only a path on this site; the link's callback is checked no further before this point.
  if (typeof callbackURL !== 'string' || !callbackURL.startsWith('/') || callbackURL.startsWith('//') || callbackURL.includes('\\')) return null;
  return `${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=${code}`;
}

export interface AuthOptions {
  env: Env;
  db: Database;
  secret: string;
  /** Verification, password reset and password changed mail, as jobs. */
  mail: OutgoingMail;
  /** Production's scrypt cost unless a test that is not about hashing asks for a cheaper one. */
  passwordHashParams?: PasswordHashParams;
}

export function createAuth({ env, db, secret, mail, passwordHashParams = PASSWORD_HASH_PARAMS }: AuthOptions) {
  const https = env.PUBLIC_URL.startsWith('https:');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: 'Google',
                clientId: env.GOOGLE_CLIENT_ID,
                clientSecret: env.GOOGLE_CLIENT_SECRET,
                discoveryUrl: `${env.GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                prompt: 'select_account',
                pkce: true,
                // Runs once the provider's answer is verified, before Better Auth decides whether to
                // link: an address Google has verified takes over an account that never proved it.
                mapProfileToUser: async (profile) => {
                  const subject = profile.sub ?? profile.id;
                  if (profile.emailVerified === true && profile.email && subject !== undefined && subject !== null) {
                    const handedOver = await handOverUnverifiedAccount(db, {
                      email: profile.email,
                      providerId: GOOGLE_PROVIDER_ID,
                      accountId: String(subject),
                    });
                    if (handedOver) log.warn(`[auth] account ${handedOver} handed over to the Google identity that verified its address`);
                  }
                  return {};
                },
              },
            ],
          }),
        ]
      : [];

  return betterAuth({
    appName: 'Tarot Insights',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(env.PUBLIC_URL).origin],
    database: authDatabase(db, mail),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: { hash: (password) => hashPassword(password, passwordHashParams), verify: verifyPassword },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Better Auth has committed the reset link by now: the mail's job is written just after it, not
      // with it. In the background, so an address with an account is answered as fast as one without.
      sendResetPassword: async ({ user: owner, url }) => {
        const link = { url, expiresAt: new Date(Date.now() + PASSWORD_RESET_LINK_SECONDS * 1000) };
        void trackWork(
          mail.send({ kind: 'password-reset', to: owner.email, name: owner.name, userId: owner.id, link }).catch((error: unknown) => {
            log.warn(`[mail] queueing the password reset for ${owner.id} failed: ${error instanceof Error ? error.message : String(error)}`);
          }),
        );
      },
      // The reset link came through the address's mailbox, which proves the address.
      onPasswordReset: async ({ user: owner }) => {
        await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, owner.id));
      },
    },
    emailVerification: {
      // The first link goes out in the welcome mail (POST /api/email/confirmation); this sends it again.
      sendOnSignUp: false,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      // The link's row and the mail's job in one transaction: a link is sent if, and only if, it was written down.
      sendVerificationEmail: async ({ user: owner, url, token }) => {
        const link = { url, expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LINK_SECONDS * 1000) };
        await db.transaction(async (tx) => {
          await rememberVerificationLink(tx, token, owner.id);
          await mail.send({ kind: 'verification', to: owner.email, name: owner.name, userId: owner.id, link }, { tx });
        });
      },
    },
    user: {
      additionalFields: {
        // The sign-up gift is added with its ledger row in the transaction that creates the user (auth-database.ts).
        credits: { type: 'number', required: false, input: false, defaultValue: 0 },
        subscription: { type: 'boolean', required: false, input: false, defaultValue: false },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
        birthday: { type: 'number', required: false, input: true },
        birthMonth: { type: 'number', required: false, input: true },
        // Set from the browser's Accept-Language at sign-up (below); changed on the account page.
        language: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own limiter (counters shared by every instance) guards every password endpoint (http/password-limits.ts).
    rateLimit: { enabled: false },
    // Errors that are not Better Auth's own answers (the database down, the hashing queue full)
    // reach our error handler, which answers 503 with Retry-After, instead of an empty 500.
    onAPIError: { throw: true },
    advanced: {
      // Better Auth turns its Origin/CSRF and callbackURL checks off by itself when NODE_ENV=test;
      // pinned on so every environment, tests included, runs the production checks.
      disableOriginCheck: false,
      useSecureCookies: https,
      cookiePrefix: 'tarot',
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/verify-email') return;
        const token: unknown = ctx.query?.token;
        const outcome = typeof token === 'string' ? await consumeVerificationLink(db, token) : 'INVALID_TOKEN';
        if (outcome === 'ok') return;
        const location = withError(ctx.query?.callbackURL, outcome);
        if (location) throw ctx.redirect(location);
        throw new APIError('UNAUTHORIZED', { message: 'This verification link is invalid or has expired', code: outcome });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, context) => {
            checkProfile(newUser);
            const email = newUser.email.toLowerCase();
            const given = typeof newUser.name === 'string' ? newUser.name.trim() : '';
            // The signup form asks for a name; Google may send none, and the account then starts
            // with the address's local part (editable on /account) rather than failing the sign-in.
            if (!given && context?.path === '/sign-up/email') throw new APIError('BAD_REQUEST', { message: 'Name is required' });
            return {
              data: {
                ...newUser,
                name: given || email.slice(0, email.indexOf('@')),
                credits: 0,
                language: browserLanguage(context?.request?.headers.get('accept-language')),
                subscription: false,
                // ADMIN_EMAILS counts for a proven address only (a Google one); a password account becomes admin once verified (toUserData).
                isAdmin: newUser.emailVerified === true && env.ADMIN_EMAILS.includes(email),
              },
            };
          },
        },
        update: {
          // update-user takes the same profile fields; a birth date is set whole (day and month) or not at all.
          // A name is saved trimmed; a blank one is refused (the account page never sends one).
          before: async (changes) => {
            checkProfile(changes as Record<string, unknown>);
            if (typeof changes.name !== 'string') return;
            const name = changes.name.trim();
            if (!name) throw new APIError('BAD_REQUEST', { message: 'Name is required' });
            return { data: { ...changes, name } };
          },
        },
      },
    },
    // Better Auth reports what clients get wrong (a bad state, an unknown provider) as errors;
    // for us those are warnings, and our own error handler owns the error level. Its messages may
    // name the address at stake: masked, like every email in a log line.
    logger: {
      log: (level, message, ...args) =>
        log[level === 'error' || level === 'warn' ? 'warn' : level === 'debug' ? 'debug' : 'info'](maskEmailsIn(format(`[Better Auth] ${message}`, ...args))),
    },
    plugins: google,
  });
}

export type Auth = ReturnType<typeof createAuth>;
