import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { startPgBossQueue } from './adapters/jobs/pg-boss-queue.ts';
import { pickAdapters } from './adapters/pick-adapters.ts';
import { openDatabase } from './db/client.ts';
import { startBackgroundWork } from './domain/jobs/background-work.ts';
import { jobPolicies } from './domain/jobs/jobs.ts';
import { createOutgoingMail } from './domain/mail/outgoing-mail.ts';
import { counterKeyHasher } from './domain/limits/rate-limit.ts';
import { createReadModels } from './read-models/read-models.ts';
import { EnvError, readProcessEnv } from './env.ts';
import { trackWork, workSettled } from './in-flight.ts';
import { configureLogging, log } from './observe/log.ts';
import { watchDatabasePool } from './observe/metrics.ts';
import { metricsRoutes } from './routes/metrics.ts';

/**
 * How long, once every connection is closed, handlers and jobs cut off from their clients may take
 * to finish (an answer under way being written and stored, a refund, a released claim).
 */
const JOB_CLEANUP_MS = 5_000;

async function main() {
  const env = readProcessEnv();
  await configureLogging({ level: env.LOG_LEVEL, pretty: env.LOG_FORMAT === 'pretty' });
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR });
  const secret = await loadAuthSecret(database.db, env.AUTH_SECRET);
  const jobs = await startPgBossQueue(database, { policies: jobPolicies(env.MAIL_RETRY_DELAY_SECONDS) });
  const mail = createOutgoingMail(jobs, secret);
  const adapters = pickAdapters(env, database.db, mail);
  const auth = createAuth({ env, db: database.db, secret, mail });
  const readModels = createReadModels(database);
  if (database.engine === 'postgres') watchDatabasePool(database.pool);
  const clientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
  const app = createApp(
    {
      env,
      db: database.db,
      readModels,
      auth,
      randomInt,
      mail,
      jobs,
      reader: adapters.reader,
      counters: adapters.counters,
      counterKey: counterKeyHasher(secret),
      payments: adapters.payments,
    },
    { clientDir: existsSync(clientDir) ? clientDir : undefined },
  );

  // Mail, the sweep of replies a killed or cut-off instance left half-written, and the hourly clean-up: jobs this instance takes its share of.
  await startBackgroundWork({ jobs, db: database.db, mail, mailer: adapters.mailer, publicUrl: env.PUBLIC_URL, replyLeaseSeconds: env.REPLY_LEASE_SECONDS });

  const server = serve({ fetch: (request, ...rest) => trackWork(Promise.resolve(app.fetch(request, ...rest))), port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(
      `Tarot Insights on ${env.PUBLIC_URL} (listening on ${info.address}:${info.port}; database: ${database.engine}; reader: ${adapters.reader.id}; mail: ${adapters.mailer.id}; payments: ${adapters.payments.id}; jobs: ${jobs.id})`,
    );
    if (env.PRODUCTION && adapters.payments.id === 'local') {
      log.warn('ALLOW_TEST_CHECKOUT: the local test checkout is on in production; nobody pays, and every purchase is granted');
    }
  });

  // Scraped on a port of its own: the public one then answers 404 for /metrics (app.ts).
  const metricsServer =
    env.METRICS_PORT === undefined
      ? undefined
      : serve({ fetch: new Hono().route('/', metricsRoutes(env.METRICS_TOKEN)).fetch, port: env.METRICS_PORT, hostname: env.HOST }, (info) => {
          log.info(`Metrics on ${info.address}:${info.port}${env.METRICS_TOKEN ? ' (bearer token required)' : ''}`);
        });

  let stopping = false;
  if ('closeIdleConnections' in server) {
    // While stopping, a keep-alive connection closes as soon as its response is done, instead of
    // idling until its keep-alive timeout and holding the exit back.
    server.on('request', (_request, response) => {
      response.once('finish', () => {
        if (stopping) setImmediate(() => server.closeIdleConnections());
      });
    });
  }
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests in flight (up to ${env.SHUTDOWN_GRACE_MS} ms)`);
    metricsServer?.close();
    const force = setTimeout(() => {
      log.warn('Grace period over; closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(() => void closeTheRest());
  };
  const closeTheRest = async () => {
    // A job cut with its connection still cleans up (a refund, a released claim) in the database.
    if (!(await workSettled(JOB_CLEANUP_MS))) log.warn('Some requests were still cleaning up; closing the database anyway');
    // A mail being sent is finished (or, past the wait, left to be retried by another instance).
    await jobs.stop(JOB_CLEANUP_MS);
    await adapters.counters.close();
    await readModels.close();
    await database.close();
    log.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Before the logger is configured (a bad environment), and read by a person: plain text.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
