import type { Executor } from '../../db/client.ts';
import type { JobData, JobName } from '../jobs/jobs.ts';

/** When a one-off job may first run. Without one it runs as soon as a worker is free. */
export type RunAt =
  | { at: Date }
  | { afterSeconds: number }
  /** A wall-clock time where someone lives ("2026-12-03T09:00" in "Europe/Lisbon"), daylight saving included. */
  | { localTime: string; timeZone: string };

export interface EnqueueOptions {
  /** The transaction that causes the job: the job exists if, and only if, it commits. */
  tx?: Executor;
  runAt?: RunAt;
  /**
   * At most one waiting job per key and name: enqueueing again with the key replaces the waiting
   * job's data and time instead of adding a second one; `cancel` removes it.
   */
  key?: string;
}

/** One attempt at a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 for the first attempt. */
  retryCount: number;
  /** Aborted when the queue takes the job away (its instance is stopping, or the claim lapsed). */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (data: JobData[N], attempt: JobAttempt) => Promise<void>;

/** A job that used up its retries, for the admin console. */
export interface FailedJob<N extends JobName> {
  id: string;
  data: JobData[N];
  /** Attempts made, the first included. */
  attempts: number;
  lastError: string;
  failedAt: Date;
}

/**
 * Durable work on the app's own database (adapters/jobs): jobs written with the change that causes
 * them, retried with backoff, run once across every instance, and kept when they finally fail.
 */
export interface JobQueue {
  readonly id: string;
  enqueue<N extends JobName>(name: N, data: JobData[N], options?: EnqueueOptions): Promise<void>;
  /** Removes the waiting job with this key, if there is one; answers how many were removed. */
  cancel(name: JobName, key: string, options?: { tx?: Executor }): Promise<number>;
  /** Runs the jobs of `name` on this instance as they come due (a job that throws is retried). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** A job of `name` every `seconds`, run by one instance per period however many offer it. */
  every(name: JobName, seconds: number): Promise<void>;
  /** A job of `name` at each occurrence of a cron expression in a time zone, once across instances. */
  cron(name: JobName, expression: string, timeZone: string): Promise<void>;
  /** The latest jobs of `name` that finally failed, newest first. */
  failed<N extends JobName>(name: N, limit: number): Promise<FailedJob<N>[]>;
  /** Gives a failed job one more attempt, at once (in `tx` when given); its data, or null when no failed job of `name` has that id. */
  retry<N extends JobName>(name: N, id: string, options?: { tx?: Executor }): Promise<JobData[N] | null>;
  /** Stops taking jobs and waits up to `timeoutMs` for those under way. */
  stop(timeoutMs: number): Promise<void>;
}
