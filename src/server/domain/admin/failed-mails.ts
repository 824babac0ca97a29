import { ADMIN_FAILED_MAILS_SHOWN } from '../../../shared/constants.ts';
import { ADMIN_ERRORS, type AdminFailedMail } from '../../../shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { adminAudit } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { maskEmail } from '../../observe/log.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { ActingAdmin } from './adjust-credits.ts';

/** Who a mail of a deleted account was for, in the audit log (it shows "Deleted account"). */
const DELETED_ACCOUNT = 'deleted';

/** The mails that used up their retries, newest first: kind, masked recipient, attempts and the last error. */
export async function failedMails(jobs: JobQueue): Promise<AdminFailedMail[]> {
  const failed = await jobs.failed('mail', ADMIN_FAILED_MAILS_SHOWN);
  return failed.map((job) => ({
    id: job.id,
    kind: job.data.kind,
    recipient: maskEmail(job.data.to),
    attempts: job.attempts,
    lastError: job.lastError,
    failedAt: job.failedAt.toISOString(),
  }));
}

/** Sends a failed mail again (one more attempt, at once), with its audit entry in the same transaction. */
export async function retryFailedMail(db: Database, jobs: JobQueue, by: ActingAdmin, jobId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mail = await jobs.retry('mail', jobId, { tx });
    if (!mail) throw notFound(ADMIN_ERRORS.noSuchFailedMail);
    await tx.insert(adminAudit).values({
      adminUserId: by.id,
      adminEmail: by.email,
      action: 'mail_retried',
      targetUserId: mail.userId ?? DELETED_ACCOUNT,
      detail: `Sent the ${mail.kind} mail to ${maskEmail(mail.to)} again`,
    });
  });
}
