import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSmtpMailer } from '../src/server/adapters/email/mailer.ts';
import { adminAudit, user } from '../src/server/db/schema.ts';
import { CREDIT_PACKS, SUBSCRIPTION_PRICE_CENTS } from '../src/shared/constants.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { ADMIN_ERRORS, AdminAuditPageSchema, AdminFailedMailsSchema } from '../src/shared/schemas/admin.ts';
import { mailsSettled } from './support/jobs.ts';
import { freePort } from './support/local-server.ts';
import { linkIn, mailsTo, nextMailTo } from './support/mail-links.ts';
import { clientFor, until } from './support/readings.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

// Every mail is a job (issue 25 §4): written with the change that causes it, sent by a worker,
// retried while the SMTP server is away, and listed in the admin console once it has failed for good.

const MAIL_FROM = 'Tarot Insights <hello@tarot-insights.app>';
const PASSWORD = 'correct horse battery';
const JobRowSchema = z.object({ rows: z.array(z.object({ state: z.string(), retry_count: z.coerce.number() })) });

const mailJobsTo = async (t: TestApp, address: string) =>
  JobRowSchema.parse(await t.db.execute(sql`select state, retry_count from pgboss.job where name = 'mail' and data->>'to' = ${address} order by created_on`))
    .rows;

describe('mail while the SMTP server is away', () => {
  let sink: SmtpSink;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The app reaches the SMTP server through a proxy the test can stop and start.
    proxy = await startTcpProxy({ host: '127.0.0.1', port: sink.port });
    t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${proxy.port}`, MAIL_FROM), cheapPasswords: true });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await sink?.close();
  });

  it('keeps a reset mail through the outage and delivers it once the server is back, exactly once', async () => {
    const who = await signUp(t, { email: `outage-${randomUUID()}@example.com`, password: PASSWORD });
    await proxy.cut();
    try {
      const asked = await t.request('/api/auth/request-password-reset', { body: { email: who.email, redirectTo: '/reset-password' } });
      expect(asked.status).toBe(200);
      // Tried and failed at least twice while the server was away; nothing arrived.
      expect(await until(async () => ((await mailJobsTo(t, who.email))[0]?.retry_count ?? 0) >= 2, 20_000)).toBe(true);
      expect(mailsTo(sink, who.email)).toEqual([]);
    } finally {
      await proxy.resume();
    }
    // The next retry after the server is back: the waits double (1 s, 2 s, 4 s, … with jitter).
    expect(await until(() => mailsTo(sink, who.email).length > 0, 40_000)).toBe(true);
    const [mail] = mailsTo(sink, who.email);
    if (!mail) throw new Error('no mail');
    expect(mail.headers.subject).toBe('Reset your Tarot Insights password');
    // The link still works: it was sealed in the job, not lost.
    expect(linkIn(mail, '/api/auth/reset-password/').pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]+$/);
    await mailsSettled(t);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(sink, who.email)).toHaveLength(1);
    expect((await mailJobsTo(t, who.email)).map((job) => job.state)).toEqual(['completed']);
  }, 60_000);
});

describe('each mail, from the change that causes it', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ mailer: createSmtpMailer(sink.url, MAIL_FROM), cheapPasswords: true });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const newUser = () => signUp(t, { email: `mail-${randomUUID()}@example.com`, password: PASSWORD });

  it('never keeps a working link in the job table', async () => {
    const who = await newUser();
    expect((await t.request('/api/email/confirmation', { body: { email: who.email, name: '', uid: who.id }, headers: { Cookie: who.cookie } })).status).toBe(
      200,
    );
    const mail = await nextMailTo(sink, who.email, 0);
    const link = linkIn(mail, '/api/auth/verify-email');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const stored = await t.db.execute(sql`select data::text as data from pgboss.job where name = 'mail' and data->>'to' = ${who.email}`);
    const [row] = z.object({ rows: z.array(z.object({ data: z.string() })) }).parse(stored).rows;
    expect(row?.data).toContain('"kind": "welcome"');
    expect(row?.data).not.toContain(token);
  });

  it('tells the owner when their password is changed, with no link that works by itself, and not when the change fails', async () => {
    const who = await newUser();
    const change = (currentPassword: string) =>
      t.request('/api/auth/change-password', {
        body: { currentPassword, newPassword: 'a brand new secret', revokeOtherSessions: true },
        headers: { Cookie: who.cookie },
      });
    expect((await change('not my password')).status).toBe(400);
    await mailsSettled(t);
    expect(mailsTo(sink, who.email)).toEqual([]);

    expect((await change(PASSWORD)).status).toBe(200);
    const mail = await nextMailTo(sink, who.email, 0);
    expect(mail.headers.subject).toBe('Your Tarot Insights password was changed');
    expect(mail.text).toContain('The password of your Tarot Insights account was changed on');
    expect(linkIn(mail, '/forgot-password').search).toBe('');
    expect(mail.raw).not.toMatch(/token=|reset-password\/[A-Za-z0-9]/);
  });

  it('sends a receipt with the pack or subscription and the amount with its currency, once per payment', async () => {
    const who = await newUser();
    const buyer = clientFor(t, who);
    const pack = CREDIT_PACKS[0];
    const opened = await buyer.post('/api/stripe/create-checkout-session', { userId: who.id, credits: pack.credits, price: pack.price });
    const checkoutId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    for (let i = 0; i < 2; i++) expect((await buyer.post(`/api/checkout/${checkoutId}/pay`, {})).status).toBe(200);
    const receipt = await nextMailTo(sink, who.email, 0);
    expect(receipt.headers.subject).toBe('Your Tarot Insights receipt: 10 credits for follow-up questions, $4.99 USD');
    expect(receipt.text).toContain('Amount: $4.99 USD');
    expect(receipt.text).toContain(`Reference: local_${checkoutId}`);

    const subscription = await buyer.post('/api/stripe/create-subscription-checkout-session', { userId: who.id });
    const subscriptionId = new URL(((await subscription.json()) as { url: string }).url).pathname.split('/').at(-1) ?? '';
    expect((await buyer.post(`/api/checkout/${subscriptionId}/pay`, {})).status).toBe(200);
    const second = await nextMailTo(sink, who.email, 1);
    expect(second.headers.subject).toBe(`Your Tarot Insights receipt: Unlimited subscription (monthly), $${SUBSCRIPTION_PRICE_CENTS / 100} USD`);
    await mailsSettled(t);
    // Paid twice, received once: a receipt per payment, not per press.
    expect(mailsTo(sink, who.email)).toHaveLength(2);
  });
});

describe('mail that fails for good, in the admin console', () => {
  const ADMIN_EMAIL = 'postmaster-admin@example.com';
  let sink: SmtpSink;
  let t: TestApp;
  let down = true;
  let admin: SignedInUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const dead = createSmtpMailer(`smtp://127.0.0.1:${await freePort()}`, MAIL_FROM);
    const working = createSmtpMailer(sink.url, MAIL_FROM);
    // One retry, a second apart: a mail fails for good within seconds.
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL },
      mailer: { id: 'smtp:switchable', send: (message) => (down ? dead : working).send(message) },
      mailRetries: 1,
      cheapPasswords: true,
    });
    admin = await signUp(t, { email: ADMIN_EMAIL });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin.id));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const failedList = async (who: SignedInUser | null) => {
    const response = await clientFor(t, who).get(apiPaths.admin.failedMails);
    return { status: response.status, body: response.status === 200 ? AdminFailedMailsSchema.parse(await response.json()) : await response.json() };
  };

  it('lists it (kind, masked recipient, attempts, last error) to admins only, and a retry, audited, sends it', async () => {
    const who = await signUp(t, { email: `lost-${randomUUID()}@example.com` });
    expect((await t.request('/api/email/confirmation', { body: { email: who.email, name: '', uid: who.id }, headers: { Cookie: who.cookie } })).status).toBe(
      200,
    );
    expect(await until(async () => (await mailJobsTo(t, who.email))[0]?.state === 'failed', 20_000)).toBe(true);

    const listed = await failedList(admin);
    expect(listed.status).toBe(200);
    const entry = AdminFailedMailsSchema.parse(listed.body).mails.find((mail) => mail.recipient === `l…@example.com` && mail.kind === 'welcome');
    expect(entry).toMatchObject({ kind: 'welcome', recipient: 'l…@example.com', attempts: 2 });
    expect(entry?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(JSON.stringify(listed.body)).not.toContain(who.email);
    // Anyone else: the not-found answer, as for the rest of the console.
    expect((await failedList(who)).status).toBe(404);
    expect((await failedList(null)).status).toBe(404);

    down = false;
    const asAdmin = clientFor(t, admin);
    expect((await asAdmin.post(apiPaths.admin.retryMail(randomUUID()), {})).status).toBe(404);
    expect(await (await asAdmin.post(apiPaths.admin.retryMail('not-a-job'), {})).json()).toEqual({ error: ADMIN_ERRORS.noSuchFailedMail });
    expect((await clientFor(t, who).post(apiPaths.admin.retryMail(entry?.id ?? ''), {})).status).toBe(404);
    const retried = await asAdmin.post(apiPaths.admin.retryMail(entry?.id ?? ''), {});
    expect(retried.status).toBe(200);
    expect(AdminFailedMailsSchema.parse(await retried.json()).mails.map((mail) => mail.id)).not.toContain(entry?.id);
    const mail = await nextMailTo(sink, who.email, 0);
    expect(mail.headers.subject).toBe('Welcome to Tarot Insights');
    // A second press finds nothing failed to retry.
    expect((await asAdmin.post(apiPaths.admin.retryMail(entry?.id ?? ''), {})).status).toBe(404);

    const [audited] = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'mail_retried'));
    expect(audited).toMatchObject({ adminEmail: ADMIN_EMAIL, targetUserId: who.id, detail: 'Sent the welcome mail to l…@example.com again' });
    const page = AdminAuditPageSchema.parse(await (await asAdmin.get(apiPaths.admin.audit())).json());
    expect(page.entries[0]).toMatchObject({ action: 'mail_retried', targetEmail: who.email });
  }, 60_000);
});
