import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { STARTING_CREDITS } from '../../shared/constants.ts';
import { isValidBirthDate } from '../../shared/birth-date.ts';
import type { Database } from '../db/client.ts';
import { account, creditLedger, session, user, verification } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Set by our own middleware from the socket (or X-Forwarded-For with TRUST_PROXY); clients cannot spoof it. */
export const CLIENT_ADDRESS_HEADER = 'x-tarot-client-address';
export const GOOGLE_PROVIDER_ID = 'google';
const SESSION_DAYS = 30;

export interface AuthOptions {
  env: Env;
  db: Database;
  secret: string;
}

export function createAuth({ env, db, secret }: AuthOptions) {
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
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification }, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        credits: { type: 'number', required: false, input: false, defaultValue: STARTING_CREDITS },
        subscription: { type: 'boolean', required: false, input: false, defaultValue: false },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
        birthday: { type: 'number', required: false, input: true },
        birthMonth: { type: 'number', required: false, input: true },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own limiter (counters shared by every instance) guards sign-in and sign-up.
    rateLimit: { enabled: false },
    advanced: {
      // Better Auth turns its Origin/CSRF and callbackURL checks off by itself when NODE_ENV=test;
      // pinned on so every environment, tests included, runs the production checks.
      disableOriginCheck: false,
      useSecureCookies: https,
      cookiePrefix: 'tarot',
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser) => {
            const { birthday, birthMonth } = newUser as { birthday?: unknown; birthMonth?: unknown };
            const hasDate = birthday !== undefined && birthday !== null;
            if (hasDate || (birthMonth !== undefined && birthMonth !== null)) {
              if (typeof birthday !== 'number' || typeof birthMonth !== 'number' || !isValidBirthDate(birthday, birthMonth)) {
                throw new APIError('BAD_REQUEST', { message: 'Please enter a valid birth date' });
              }
            }
            const email = newUser.email.toLowerCase();
            return {
              data: {
                ...newUser,
                name: newUser.name.trim(),
                credits: STARTING_CREDITS,
                subscription: false,
                isAdmin: env.ADMIN_EMAILS.includes(email),
              },
            };
          },
          after: async (created) => {
            await db
              .insert(creditLedger)
              .values({ userId: created.id, delta: STARTING_CREDITS, reason: 'signup', reference: created.id })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: google,
  });
}

export type Auth = ReturnType<typeof createAuth>;
