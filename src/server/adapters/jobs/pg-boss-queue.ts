import { SQL, sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, systemClock, type Clock, type ClockTimer, type ConstructorOptions, type Db, type Queue } from 'pg-boss';
import { z } from 'zod';
import type { DriverClient, Executor } from '../../db/client.ts';
import { JOB_NAMES, parseJobData, type JobName, type JobPolicy } from '../../domain/jobs/jobs.ts';
import { instantOfLocalTime } from '../../domain/jobs/local-time.ts';
import type { FailedJob, JobQueue, RunAt } from '../../domain/ports/job-queue.ts';
import { log, maskEmailsIn } from '../../observe/log.ts';

// The job queue on pg-boss, in the app's own database: PGlite or PostgreSQL (docs/decisions/0022).

/** pg-boss's tables live in a schema of their own, created and migrated by pg-boss at start. */
const SCHEMA = 'pgboss';
/** Its own connections on PostgreSQL: workers, the scheduler and the supervisor share them. */
const POOL_SIZE = 3;

export interface PgBossQueueOptions {
  policies: Record<JobName, JobPolicy>;
  /** How often an idle worker looks for due jobs; a new job wakes it at once (LISTEN/NOTIFY). */
  pollSeconds?: number;
  /** How often jobs whose attempt expired or whose process died are failed, and so retried. */
  superviseSeconds?: number;
  /** The queue's time and timers; a test passes pg-boss's TestClock to drive both forward. */
  clock?: Clock;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const DriverResultSchema = z.object({ rows: z.array(z.unknown()) });
/** What pg-boss's commands answer (its type declares no fields). */
const CommandResponseSchema = z.object({ affected: z.number() });

/** pg-boss's statements inside one of our transactions (a Drizzle one, on either engine). */
const inTransaction = (tx: Executor): Db =>
  fromDrizzle(
    {
      async execute(query) {
        if (!(query instanceof SQL)) throw new TypeError('pg-boss handed over a statement not built with drizzle');
        return DriverResultSchema.parse(await tx.execute(query));
      },
    },
    sql,
  );

function queueOptions(policy: JobPolicy): Omit<Queue, 'name'> {
  return {
    retryLimit: policy.retries,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    expireInSeconds: policy.expireSeconds,
    heartbeatSeconds: policy.heartbeatSeconds,
    deleteAfterSeconds: policy.keepSeconds,
    notify: true,
  };
}

function startAfterOf(runAt: RunAt | undefined): Date | number | undefined {
  if (!runAt) return undefined;
  if ('at' in runAt) return runAt.at;
  if ('afterSeconds' in runAt) return runAt.afterSeconds;
  return instantOfLocalTime(runAt.localTime, runAt.timeZone);
}

const FailedRowSchema = z.object({
  id: z.string(),
  data: z.unknown(),
  retry_count: z.coerce.number(),
  output: z.object({ message: z.string().optional() }).loose().nullable(),
  completed_on: z.coerce.date(),
});

/**
 * Starts pg-boss on the app's database (installing or upgrading its schema, under its own lock, so
 * instances may start together) and creates the queues with their policies.
 */
export async function startPgBossQueue(database: DriverClient, options: PgBossQueueOptions): Promise<JobQueue> {
  const clock = options.clock ?? systemClock;
  const superviseSeconds = options.superviseSeconds ?? 15;
  const common: ConstructorOptions = {
    schema: SCHEMA,
    clock,
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    openTelemetry: { enabled: false },
  };
  const boss =
    database.engine === 'postgres'
      ? new PgBoss({ ...common, connectionString: String(database.connection.connectionString), max: POOL_SIZE, application_name: 'tarot-jobs' })
      : // The one PGlite session is shared with the app: pg-boss's statements wait their turn behind our transactions.
        new PgBoss({ ...common, db: fromPglite(database.client), backend: 'pglite', reindex: false });
  // Its own failures (a poll while the database is away, say) are outages the app already reports.
  boss.on('error', (error) => log.warn(`[jobs] ${maskEmailsIn(messageOf(error))}`));
  boss.on('warning', (warning) => log.warn(`[jobs] ${maskEmailsIn(warning.message)}`));
  await boss.start();
  for (const name of JOB_NAMES) {
    const settings = queueOptions(options.policies[name]);
    await boss.createQueue(name, settings);
    // A queue made by an earlier release takes the policies of this one.
    await boss.updateQueue(name, settings);
  }

  const timers: ClockTimer[] = [];
  const pollingIntervalSeconds = options.pollSeconds ?? 2;

  return {
    id: `pg-boss:${database.engine}`,

    async enqueue(name, data, { tx, runAt, key } = {}) {
      const db = tx ? inTransaction(tx) : undefined;
      const startAfter = startAfterOf(runAt);
      if (key === undefined) {
        await boss.send(name, data, { db, startAfter });
        return;
      }
      // One waiting job per key: a second enqueue edits it (pg-boss's upsert, by singleton key).
      await boss.upsert(name, data, { db, startAfter, singletonKey: key });
    },

    async cancel(name, key, { tx } = {}) {
      const db = tx ? inTransaction(tx) : undefined;
      const waiting = await boss.findJobs(name, { key, queued: true, db });
      if (waiting.length === 0) return 0;
      const response = await boss.cancel(
        name,
        waiting.map((job) => job.id),
        { db },
      );
      return CommandResponseSchema.parse(response).affected;
    },

    async work(name, handler) {
      // A notification wakes an idle worker at once; one that came while it was busy is caught by the next poll.
      await boss.work(name, { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds }, async ([job]) => {
        if (!job) return;
        try {
          await handler(parseJobData(name, job.data), { id: job.id, retryCount: job.retryCount, signal: job.signal });
        } catch (error) {
          const message = maskEmailsIn(messageOf(error));
          log.warn(`[jobs] ${name} ${job.id} attempt ${job.retryCount + 1} failed: ${message}`);
          // What pg-boss keeps as the job's last error (and the admin console shows): no address in it.
          throw new Error(message);
        }
      });
    },

    async every(name, seconds) {
      // Every instance offers one job per period; pg-boss keeps one per period (its throttle slot), and one worker runs it.
      const offer = () => {
        boss.sendThrottled(name, {}, null, seconds).catch((error: unknown) => log.warn(`[jobs] offering ${name} failed: ${messageOf(error)}`));
      };
      offer();
      timers.push(clock.setInterval(offer, seconds * 1000));
    },

    async cron(name, expression, timeZone) {
      await boss.schedule(name, expression, {}, { tz: timeZone });
    },

    async failed<N extends JobName>(name: N, limit: number): Promise<FailedJob<N>[]> {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select id, data, retry_count, output, completed_on from ${SCHEMA}.job where name = $1 and state = 'failed' order by completed_on desc limit $2`,
          [name, limit],
        );
      return z
        .array(FailedRowSchema)
        .parse(rows)
        .map((row) => ({
          id: row.id,
          data: parseJobData(name, row.data),
          attempts: row.retry_count + 1,
          lastError: row.output?.message ?? 'unknown',
          failedAt: row.completed_on,
        }));
    },

    async retry(name, id, { tx } = {}) {
      const db = tx ? inTransaction(tx) : undefined;
      const [job] = await boss.findJobs(name, { id, db });
      if (job?.state !== 'failed') return null;
      const { affected } = CommandResponseSchema.parse(await boss.retry(name, id, { db }));
      return affected > 0 ? parseJobData(name, job.data) : null;
    },

    async stop(timeoutMs) {
      for (const timer of timers.splice(0)) clock.clearInterval(timer);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
