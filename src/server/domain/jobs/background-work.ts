import type { Database } from '../../db/client.ts';
import { log } from '../../observe/log.ts';
import { cleanUpExpired } from './clean-up.ts';
import type { AppMail } from '../mail/outgoing-mail.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import { sweepAbandonedReplies } from '../readings/reply-lease.ts';

/** Hourly, at a minute no one else picks; UTC, as the rows it deletes are timed. */
export const CLEAN_UP_CRON = '23 * * * *';

/**
 * How often abandoned replies are swept: every half lease, so one is settled at most about one and
 * a half leases after its writer's last renewal (docs/decisions/0003).
 */
export const sweepSecondsFor = (leaseSeconds: number) => Math.max(1, Math.floor(leaseSeconds / 2));

export interface BackgroundWorkDeps {
  jobs: JobQueue;
  db: Database;
  mail: AppMail;
  mailer: Mailer;
  publicUrl: string;
  replyLeaseSeconds: number;
  /** The time mails are composed at (a test's clock); the system's by default. */
  now?: () => Date;
}

/**
 * This instance's share of the durable work: it sends mail, sweeps abandoned replies and cleans up
 * when the queue hands it the job. Every instance offers the periodic jobs; the queue runs each
 * period's once (docs/decisions/0022).
 */
export async function startBackgroundWork(deps: BackgroundWorkDeps): Promise<void> {
  const { jobs, db } = deps;
  await jobs.work('mail', deps.mail.deliverWith({ mailer: deps.mailer, db, publicUrl: deps.publicUrl, now: deps.now }));
  await jobs.work('sweep-replies', async () => {
    const { released, refunded } = await sweepAbandonedReplies(db);
    if (released > 0) log.info(`[replies] abandoned replies released: ${released}, credits refunded: ${refunded}`);
  });
  await jobs.work('clean-up', async () => {
    await cleanUpExpired(db);
  });
  await jobs.every('sweep-replies', sweepSecondsFor(deps.replyLeaseSeconds));
  await jobs.cron('clean-up', CLEAN_UP_CRON, 'UTC');
}
