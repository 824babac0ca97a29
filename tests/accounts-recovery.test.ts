import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { account, session, user, verification } from '../src/server/db/schema.ts';
import { EMAIL_VERIFICATION_LINK_SECONDS, EMAIL_VERIFIED_CALLBACK, PASSWORD_RESET_LINK_SECONDS } from '../src/shared/account-security.ts';
import type { UserData } from '../src/shared/schemas/account.ts';
import { follow, linkIn, mailsTo, nextMailTo } from './support/mail-links.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { signIn } from './support/security.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

const PASSWORD = 'correct horse battery';
const RESET_PAGE = '/reset-password';

let lastAddress = 0;
const freshAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

type AuthAnswer = { status?: boolean; message?: string; code?: string };

let sink: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ mailer: createSmtpMailer(sink.url, 'Tarot Insights <hello@tarot-insights.app>'), cheapPasswords: true });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function me(cookie: string): Promise<UserData | null> {
  const response = await t.request('/api/me', { headers: { Cookie: cookie, 'X-Forwarded-For': freshAddress() } });
  return ((await response.json()) as { user: UserData | null }).user;
}

const newUser = () => signUp(t, { email: `seeker-${randomUUID()}@example.com`, password: PASSWORD, address: freshAddress() });

/** The welcome mail the client asks for after sign-up. */
async function welcome(who: SignedInUser) {
  const seen = mailsTo(sink, who.email).length;
  const response = await t.request('/api/email/confirmation', { body: { email: who.email, name: '', uid: who.id }, headers: { Cookie: who.cookie } });
  expect(response.status).toBe(200);
  return nextMailTo(sink, who.email, seen);
}

const sessionsOf = (userId: string) => t.db.select({ token: session.token }).from(session).where(eq(session.userId, userId));

describe('email verification', () => {
  it('sends one welcome mail whose link verifies the address once; following it again is refused', async () => {
    const who = await newUser();
    expect(mailsTo(sink, who.email)).toHaveLength(0);
    const mail = await welcome(who);
    expect(mail.headers.subject).toBe('Welcome to Tarot Insights');
    expect(mail.text).toContain('Please confirm that this is your email address');
    expect(mail.text).toContain(`within ${EMAIL_VERIFICATION_LINK_SECONDS / 3600} hours`);
    const link = linkIn(mail, '/api/auth/verify-email');
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.searchParams.get('callbackURL')).toBe(EMAIL_VERIFIED_CALLBACK);
    expect((await me(who.cookie))?.emailVerified).toBe(false);

    const first = await follow(t, link, who.cookie);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(EMAIL_VERIFIED_CALLBACK);
    expect((await me(who.cookie))?.emailVerified).toBe(true);

    const again = await follow(t, link, who.cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`${EMAIL_VERIFIED_CALLBACK}&error=INVALID_TOKEN`);
    // Sign-up itself sent nothing: the welcome mail was the only one.
    expect(mailsTo(sink, who.email)).toHaveLength(1);
  });

  it('works without being signed in, and does not sign the browser in', async () => {
    const who = await newUser();
    const response = await follow(t, linkIn(await welcome(who), '/api/auth/verify-email'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(EMAIL_VERIFIED_CALLBACK);
    expect(response.headers.getSetCookie().filter((line) => /session_token=[^;]/.test(line))).toEqual([]);
    expect((await me(who.cookie))?.emailVerified).toBe(true);
  });

  it('resends a working link on request, and a welcome mail to a verified address carries none', async () => {
    const who = await newUser();
    const seen = mailsTo(sink, who.email).length;
    const resend = await t.request('/api/auth/send-verification-email', {
      body: { email: who.email, callbackURL: EMAIL_VERIFIED_CALLBACK },
      headers: { Cookie: who.cookie },
    });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ status: true });
    const mail = await nextMailTo(sink, who.email, seen);
    expect(mail.headers.subject).toBe('Confirm your email address for Tarot Insights');
    expect(mail.text).toContain('If you did not create a Tarot Insights account, you can ignore this email.');
    expect(mail.html).toContain('Confirm my email address');
    // Sent in the product's look (domain/mail/mail-layout.ts), with its plain-text part as written.
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('background-color:#14112b');
    expect(mail.html).toContain('Tarot Insights</a>');
    expect(mail.text).not.toContain('<');
    const followed = await follow(t, linkIn(mail, '/api/auth/verify-email'), who.cookie);
    expect(followed.headers.get('location')).toBe(EMAIL_VERIFIED_CALLBACK);
    expect((await me(who.cookie))?.emailVerified).toBe(true);

    const later = await welcome(who);
    expect(later.text).not.toContain('/api/auth/verify-email');
    expect(later.text).not.toContain('Please confirm');
  });

  it('refuses an expired link and a made-up one, leaving the address unverified', async () => {
    const who = await newUser();
    const link = linkIn(await welcome(who), '/api/auth/verify-email');
    const rows = await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.value, who.id))
      .returning();
    expect(rows).toHaveLength(1);
    const expired = await follow(t, link, who.cookie);
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toBe(`${EMAIL_VERIFIED_CALLBACK}&error=TOKEN_EXPIRED`);

    const madeUp = new URL(link);
    madeUp.searchParams.set('token', 'not-a-token');
    expect((await follow(t, madeUp, who.cookie)).headers.get('location')).toBe(`${EMAIL_VERIFIED_CALLBACK}&error=INVALID_TOKEN`);
    expect((await me(who.cookie))?.emailVerified).toBe(false);
  });
});

describe('forgotten password', () => {
  const requestReset = (email: string) =>
    t.request('/api/auth/request-password-reset', { body: { email, redirectTo: RESET_PAGE }, headers: { 'X-Forwarded-For': freshAddress() } });
  const resetPassword = (token: string, newPassword: string) =>
    t.request('/api/auth/reset-password', { body: { token, newPassword }, headers: { 'X-Forwarded-For': freshAddress() } });

  /** Asks for a reset, reads the mail, follows its link to the reset page and returns the token it carries. */
  async function resetToken(who: SignedInUser) {
    const seen = mailsTo(sink, who.email).length;
    expect((await requestReset(who.email)).status).toBe(200);
    const mail = await nextMailTo(sink, who.email, seen);
    const landing = await follow(t, linkIn(mail, '/api/auth/reset-password/'));
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get('location') ?? '', TEST_ORIGIN);
    expect(page.pathname).toBe(RESET_PAGE);
    return { mail, token: page.searchParams.get('token') ?? '' };
  }

  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const who = await newUser();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const known = await requestReset(who.email);
    const stranger = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    const knownBody = (await known.json()) as AuthAnswer;
    expect(knownBody).toEqual((await stranger.json()) as AuthAnswer);
    expect(knownBody.status).toBe(true);

    const mail = await nextMailTo(sink, who.email, 0);
    expect(mail.headers.subject).toBe('Reset your Tarot Insights password');
    expect(mail.text).toContain('The link works once, within one hour.');
    expect(mail.html).toContain('Choose a new password');
    expect(linkIn(mail, '/api/auth/reset-password/').origin).toBe(TEST_ORIGIN);
    expect(mailsTo(sink, unknown)).toHaveLength(0);
  });

  it('sets a new password through the link once, signs every session out, and proves the address', async () => {
    const who = await newUser();
    const otherDevice = await signIn(t, who.email, PASSWORD, freshAddress());
    expect(await sessionsOf(who.id)).toHaveLength(2);
    const { token } = await resetToken(who);
    expect(token).not.toBe('');
    const [row] = await t.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    // Valid for one hour from the request.
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan((PASSWORD_RESET_LINK_SECONDS - 60) * 1000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(PASSWORD_RESET_LINK_SECONDS * 1000);

    const done = await resetPassword(token, 'a brand new password');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: true });
    expect(await sessionsOf(who.id)).toHaveLength(0);
    expect(await me(who.cookie)).toBeNull();
    expect(await me(otherDevice)).toBeNull();

    const signInWith = (password: string) =>
      t.request('/api/auth/sign-in/email', { body: { email: who.email, password }, headers: { 'X-Forwarded-For': freshAddress() } });
    expect((await signInWith(PASSWORD)).status).toBe(401);
    expect((await signInWith('a brand new password')).status).toBe(200);
    const [stored] = await t.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, who.id));
    expect(stored?.emailVerified).toBe(true);

    const again = await resetPassword(token, 'an attacker password');
    expect(again.status).toBe(400);
    expect(((await again.json()) as AuthAnswer).code).toBe('INVALID_TOKEN');
    expect((await signInWith('an attacker password')).status).toBe(401);
  });

  it('refuses an expired link on the page and when posted, and a password that is too short', async () => {
    const who = await newUser();
    const { mail, token } = await resetToken(who);
    const short = await resetPassword(token, '12345');
    expect(short.status).toBe(400);
    expect(((await short.json()) as AuthAnswer).code).toBe('PASSWORD_TOO_SHORT');

    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const landing = await follow(t, linkIn(mail, '/api/auth/reset-password/'));
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe(`${TEST_ORIGIN}${RESET_PAGE}?error=INVALID_TOKEN`);
    const late = await resetPassword(token, 'a brand new password');
    expect(late.status).toBe(400);
    expect(((await late.json()) as AuthAnswer).code).toBe('INVALID_TOKEN');
    expect(await sessionsOf(who.id)).toHaveLength(1);
  });

  it('keeps no reset token for an address without an account', async () => {
    const before = await t.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect((await requestReset(`ghost-${randomUUID()}@example.com`)).status).toBe(200);
    const after = await t.db.select().from(verification).where(like(verification.identifier, 'reset-password:%'));
    expect(after).toHaveLength(before.length);
  });
});

describe('change password and sign out everywhere else', () => {
  const changePassword = (cookie: string, body: Record<string, unknown>) => t.request('/api/auth/change-password', { body, headers: { Cookie: cookie } });

  it('refuses a wrong current password and keeps the old one', async () => {
    const who = await newUser();
    const response = await changePassword(who.cookie, { currentPassword: 'not my password', newPassword: 'another password', revokeOtherSessions: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as AuthAnswer).code).toBe('INVALID_PASSWORD');
    expect(await signIn(t, who.email, PASSWORD, freshAddress())).toMatch(/session_token=/);
  });

  it('changes the password and, with revokeOtherSessions, signs every other session out', async () => {
    const who = await newUser();
    const otherDevice = await signIn(t, who.email, PASSWORD, freshAddress());
    const response = await changePassword(who.cookie, { currentPassword: PASSWORD, newPassword: 'another password', revokeOtherSessions: true });
    expect(response.status).toBe(200);
    // This browser stays signed in, on a new session.
    const here = response.headers.getSetCookie().find((line) => /^tarot\.session_token=[^;]/.test(line));
    expect(here).toBeDefined();
    const hereCookie = (here ?? '').split(';')[0] ?? '';
    expect((await me(hereCookie))?.uid).toBe(who.id);
    expect(await me(otherDevice)).toBeNull();
    expect(await sessionsOf(who.id)).toHaveLength(1);
    const [credential] = await t.db.select().from(account).where(eq(account.userId, who.id));
    expect(credential?.providerId).toBe('credential');
    await expect(signIn(t, who.email, PASSWORD, freshAddress())).rejects.toThrow(/401/);
    expect(await signIn(t, who.email, 'another password', freshAddress())).toMatch(/session_token=/);
  });

  it('signs out every other session and keeps this one', async () => {
    const who = await newUser();
    const second = await signIn(t, who.email, PASSWORD, freshAddress());
    const third = await signIn(t, who.email, PASSWORD, freshAddress());
    const response = await t.request('/api/auth/revoke-other-sessions', { body: {}, headers: { Cookie: who.cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect((await me(who.cookie))?.uid).toBe(who.id);
    expect(await me(second)).toBeNull();
    expect(await me(third)).toBeNull();
    expect(await sessionsOf(who.id)).toHaveLength(1);
  });
});
