import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';
import { user } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { checkBackMail, dailyReminderMail } from '../check-back/journal-mail.ts';
import { journalLinks } from '../check-back/links.ts';
import { currentRequestId, log, maskEmail, runInRequestScope } from '../../observe/log.ts';
import { accountDeletedEmail, passwordChangedEmail, passwordResetEmail, receiptEmail, verificationEmail } from './account-mail.ts';
import type { EnqueueOptions, JobHandler, JobQueue } from '../ports/job-queue.ts';
import type { Mailer, MailMessage } from '../ports/mailer.ts';
import { inMailLayout } from './mail-layout.ts';
import { welcomeEmail } from './welcome-email.ts';

// Every mail is a job (ports/job-queue.ts): written with the change that causes it, sent by a
// worker, retried with backoff while the SMTP server is away, and listed in the admin console if
// it never goes. A link that signs its holder in or resets a password is sealed in the job
// (AES-256-GCM, a key derived from AUTH_SECRET), so the job table, like the verification table,
// never holds one that works.

const Recipient = {
  to: z.email(),
  name: z.string(),
  /** The account the mail is about; null once it is deleted. */
  userId: z.string().nullable(),
  /** The request that caused it: the worker's lines carry its id, like the request's own. */
  requestId: z.string().nullable(),
  /**
   * The language to write in, for a mail whose account will be gone when it is sent (the deletion
   * notice); any other mail is written in the account's language as it is when the mail goes out.
   */
  language: z.enum(LANGUAGES).optional(),
};
const Sealed = z.string().min(1);
/** A link's end of validity: past it the mail is not worth sending. */
const NotAfter = z.iso.datetime();

export const MailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verification'), ...Recipient, link: Sealed, notAfter: NotAfter }),
  z.object({ kind: z.literal('password-reset'), ...Recipient, link: Sealed, notAfter: NotAfter }),
  z.object({ kind: z.literal('welcome'), ...Recipient, verification: z.object({ link: Sealed, notAfter: NotAfter }).nullable() }),
  z.object({ kind: z.literal('account-deleted'), ...Recipient, subscriptionCancelled: z.boolean() }),
  z.object({ kind: z.literal('password-changed'), ...Recipient, changedAt: z.iso.datetime() }),
  z.object({
    kind: z.literal('receipt'),
    ...Recipient,
    purchase: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('credits'), credits: z.number().int().positive() }),
      z.object({ kind: z.literal('subscription') }),
    ]),
    amountCents: z.number().int().nonnegative(),
    currency: z.string().min(3).max(3),
    reference: z.string().min(1),
    paidAt: z.iso.datetime(),
  }),
  // The journal mails (issue 27): composed when sent, from what the database then holds (check-back/journal-mail.ts).
  z.object({ kind: z.literal('check-back'), ...Recipient, date: z.iso.date(), timeZone: z.string().min(1) }),
  z.object({ kind: z.literal('daily-reminder'), ...Recipient, localTime: z.string().min(1), timeZone: z.string().min(1) }),
]);
export type MailJob = z.infer<typeof MailJobSchema>;
const JOURNAL_KINDS: ReadonlySet<MailJob['kind']> = new Set(['check-back', 'daily-reminder']);

type Person = { to: string; name: string; userId: string | null; language?: Language };
type Link = { url: string; expiresAt: Date };

/** What a caller asks to send: links in the clear, sealed on the way into the job. */
export type MailRequest =
  | (Person & { kind: 'verification' | 'password-reset'; link: Link })
  | (Person & { kind: 'welcome'; verification: Link | null })
  | (Person & { kind: 'account-deleted'; subscriptionCancelled: boolean })
  | (Person & { kind: 'password-changed'; changedAt: Date })
  | (Person & {
      kind: 'receipt';
      purchase: { kind: 'credits'; credits: number } | { kind: 'subscription' };
      amountCents: number;
      currency: string;
      reference: string;
      paidAt: Date;
    })
  | (Person & { kind: 'check-back'; date: string; timeZone: string })
  | (Person & { kind: 'daily-reminder'; localTime: string; timeZone: string });

/** The account's language; English for an account that never had one (or is gone). */
async function accountLanguage(db: Executor, userId: string): Promise<Language> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}

function linkSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'tarot-insights mail link', 32));
  return {
    seal(text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export interface OutgoingMail {
  /**
   * Enqueues the mail, in `options.tx` when given: it then goes out if, and only if, that commits.
   * `runAt` sends it later (a wall-clock time in the recipient's zone, say); `key` makes it the one
   * waiting mail of its key, replaced by a later send with the key and removed by `cancel`.
   */
  send(request: MailRequest, options?: EnqueueOptions): Promise<void>;
  /** Removes the waiting mail with this key; answers whether there was one. */
  cancel(key: string, options?: { tx?: Executor }): Promise<boolean>;
}

export interface MailDelivery {
  mailer: Mailer;
  /** What the journal mails are composed from when they are sent. */
  db: Executor;
  publicUrl: string;
  now?: () => Date;
}

/** The app's mail: `send` for the code that causes a mail, `deliverWith` for the worker that sends it. */
export function createOutgoingMail(jobs: JobQueue, secret: string) {
  const { seal, open } = linkSeal(secret);
  const links = journalLinks(secret);
  const sealLink = (link: Link) => ({ link: seal(link.url), notAfter: link.expiresAt.toISOString() });

  function toJob(request: MailRequest): MailJob {
    const person = {
      to: request.to,
      name: request.name,
      userId: request.userId,
      requestId: currentRequestId() ?? null,
      ...(request.language ? { language: request.language } : {}),
    };
    switch (request.kind) {
      case 'verification':
      case 'password-reset':
        return { kind: request.kind, ...person, ...sealLink(request.link) };
      case 'welcome':
        return { kind: 'welcome', ...person, verification: request.verification && sealLink(request.verification) };
      case 'account-deleted':
        return { kind: 'account-deleted', ...person, subscriptionCancelled: request.subscriptionCancelled };
      case 'password-changed':
        return { kind: 'password-changed', ...person, changedAt: request.changedAt.toISOString() };
      case 'receipt':
        return {
          kind: 'receipt',
          ...person,
          purchase: request.purchase,
          amountCents: request.amountCents,
          currency: request.currency,
          reference: request.reference,
          paidAt: request.paidAt.toISOString(),
        };
      case 'check-back':
        return { kind: 'check-back', ...person, date: request.date, timeZone: request.timeZone };
      case 'daily-reminder':
        return { kind: 'daily-reminder', ...person, localTime: request.localTime, timeZone: request.timeZone };
    }
  }

  /**
   * The message, or null when the link it exists for has expired (a reset mail after an hour-long
   * outage, say) or, for a journal mail, when nothing is left to send.
   */
  async function render(job: MailJob, db: Executor, publicUrl: string, now: Date): Promise<MailMessage | null> {
    const live = (notAfter: string) => new Date(notAfter) > now;
    const language = async () => job.language ?? (job.userId ? await accountLanguage(db, job.userId) : DEFAULT_LANGUAGE);
    switch (job.kind) {
      case 'verification':
        return live(job.notAfter) ? verificationEmail(job.to, job.name, open(job.link), await language()) : null;
      case 'password-reset':
        return live(job.notAfter) ? passwordResetEmail(job.to, job.name, open(job.link), await language()) : null;
      case 'welcome': {
        // The welcome stands on its own; a link that expired on the way is left out (the account page sends a new one).
        const verification = job.verification && live(job.verification.notAfter) ? open(job.verification.link) : null;
        return welcomeEmail(job.to, job.name, publicUrl, verification, await language());
      }
      case 'account-deleted':
        return accountDeletedEmail(job.to, job.name, job.subscriptionCancelled, await language());
      case 'password-changed':
        return passwordChangedEmail(job.to, job.name, publicUrl, new Date(job.changedAt), await language());
      case 'receipt': {
        const payment = { amountCents: job.amountCents, currency: job.currency, reference: job.reference, paidAt: new Date(job.paidAt) };
        return receiptEmail(job.to, job.name, job.purchase, payment, await language());
      }
      case 'check-back':
        return checkBackMail({ db, links, mail, publicUrl, now }, job);
      case 'daily-reminder':
        return dailyReminderMail({ db, links, mail, publicUrl, now }, job);
    }
  }

  const mail: OutgoingMail = {
    send: (request, options) => jobs.enqueue('mail', toJob(request), options),
    cancel: async (key, options) => (await jobs.cancel('mail', key, options)) > 0,
  };

  return {
    ...mail,
    deliverWith({ mailer, db, publicUrl, now = () => new Date() }: MailDelivery): JobHandler<'mail'> {
      const deliver: JobHandler<'mail'> = async (job, attempt) => {
        const message = await render(job, db, publicUrl, now());
        if (!message) {
          log.info(
            `[mail] ${job.kind} to ${maskEmail(job.to)} not sent: ${JOURNAL_KINDS.has(job.kind) ? 'nothing left to send' : 'its link expired before it could be'}`,
          );
          return;
        }
        await mailer.send(inMailLayout(message, publicUrl));
        if (attempt.retryCount > 0) log.info(`[mail] ${job.kind} to ${maskEmail(job.to)} sent at attempt ${attempt.retryCount + 1}`);
      };
      return (job, attempt) =>
        job.requestId
          ? runInRequestScope(
              job.requestId,
              () => job.userId ?? undefined,
              () => deliver(job, attempt),
            )
          : deliver(job, attempt);
    },
  };
}

export type AppMail = ReturnType<typeof createOutgoingMail>;
