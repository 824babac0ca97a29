import { z } from 'zod';
import { MailJobSchema } from '../mail/outgoing-mail.ts';

// The kinds of durable work (ports/job-queue.ts), what each carries and how it is retried.

const Nothing = z.object({}).strict();

/** What each kind of job carries, checked again when a worker takes it from the database. */
export const JOB_DATA_SCHEMAS = {
  /** One mail to one person (outgoing-mail.ts). */
  mail: MailJobSchema,
  /** Settles the replies whose writer died (reply-lease.ts). */
  'sweep-replies': Nothing,
  /** Deletes what has expired: unused draw commitments, old visitor draws and counters, spent links and sessions (clean-up.ts). */
  'clean-up': Nothing,
};

export type JobName = keyof typeof JOB_DATA_SCHEMAS;
export type JobData = { [N in JobName]: z.infer<(typeof JOB_DATA_SCHEMAS)[N]> };
export const JOB_NAMES = ['mail', 'sweep-replies', 'clean-up'] as const satisfies readonly JobName[];

/** A job's data as stored, checked against what its kind carries. */
export function parseJobData<N extends JobName>(name: N, data: unknown): JobData[N] {
  const schemas: { [K in JobName]: z.ZodType<JobData[K]> } = JOB_DATA_SCHEMAS;
  return schemas[name].parse(data);
}

export interface JobPolicy {
  /** Attempts after the first. */
  retries: number;
  /** The wait before the first retry; each further one waits about twice as long, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long one attempt may run before the job is failed (and retried elsewhere). */
  expireSeconds: number;
  /** A live attempt renews its claim at half this; a job whose claim goes this long unrenewed (its process died) is failed and retried. */
  heartbeatSeconds: number;
  /** How long a finished job (sent, or failed for good) is kept, for the admin console and for looking into. */
  keepSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Mail waits out an SMTP outage of about six hours (12 retries, doubling from `MAIL_RETRY_DELAY_SECONDS`
 * up to an hour apart); an attempt is bounded well above the SMTP client's own timeouts
 * (adapters/email), so a slow server is never sent the same mail by a second instance.
 */
export function jobPolicies(mailRetryDelaySeconds: number): Record<JobName, JobPolicy> {
  return {
    mail: {
      retries: 12,
      retryDelaySeconds: mailRetryDelaySeconds,
      retryDelayMaxSeconds: HOUR,
      expireSeconds: 5 * 60,
      heartbeatSeconds: 10,
      keepSeconds: 7 * DAY,
    },
    // The next period's sweep is the retry.
    'sweep-replies': { retries: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, expireSeconds: 5 * 60, heartbeatSeconds: 10, keepSeconds: HOUR },
    'clean-up': { retries: 3, retryDelaySeconds: 60, retryDelayMaxSeconds: HOUR, expireSeconds: 15 * 60, heartbeatSeconds: 10, keepSeconds: DAY },
  };
}
