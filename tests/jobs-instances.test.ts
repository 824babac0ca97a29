import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STARTING_CREDITS } from '../src/shared/constants.ts';
import { createPostgresDatabase } from './support/postgres-database.ts';
import { until } from './support/readings.ts';
import { POSTGRES, servicesAnswer } from './support/services.ts';
import { signUpAt, sleep, startServerProcess, stopAllServerProcesses, type ServerProcess } from './support/server-process.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';

// The job queue across real server processes on one PostgreSQL database (issue 25 §4): periodic
// work runs once a period however many instances offer it, and a job whose process is killed in
// the middle of it is taken up again by another.

/** The sweep runs every half lease: every second here. */
const LEASE_SECONDS = 3;

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

describe.runIf(available)('jobs across server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let sink: SmtpSink;
  let holding = false;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase('tarot_jobs');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    sink = await startSmtpSink({ holdWhile: () => holding });
  });
  afterAll(async () => {
    await stopAllServerProcesses();
    await admin?.end();
    await sink?.close();
    await database?.drop();
  });
  beforeEach((context) => {
    context.onTestFailed(() => {
      for (const server of started) process.stdout.write(`\n----- server on ${server.port} -----\n${server.output()}\n`);
    });
    started.length = 0;
  });

  const start = async () => {
    const server = await startServerProcess({
      env: { DATABASE_URL: database.url, REDIS_URL: '', SMTP_URL: sink.url, MAIL_RETRY_DELAY_SECONDS: '1', REPLY_LEASE_SECONDS: String(LEASE_SECONDS) },
      // Two processes starting at once on a busy machine can take more than the default 30 s.
      healthTimeoutMs: 90_000,
    });
    started.push(server);
    return server;
  };

  const sweepJobs = async (since: Date) => {
    const { rows } = await admin.query<{ state: string; singleton_on: Date | null }>(
      `select state, singleton_on from pgboss.job where name = 'sweep-replies' and created_on >= $1 order by created_on`,
      [since],
    );
    return rows;
  };

  it('sweeps once a period with two instances offering it, and settles an abandoned reply once', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const me = await signUpAt(a.url);
    const created = await me.client.request(b.url, '/api/readings', { body: { question: 'What is left unsaid?' } });
    expect(created.status).toBe(201);
    const readingId = ((await created.json()) as { id: string }).id;
    // What a writer killed in the middle of a follow-up leaves: a charge, the reply claimed, its lease lapsed.
    const replyId = randomUUID();
    await admin.query(`update "user" set credits = credits - 1 where id = $1`, [me.id]);
    await admin.query(`insert into credit_ledger (user_id, delta, reason, reference) values ($1, -1, 'follow_up', $2)`, [me.id, replyId]);
    await admin.query(`update reading set reply_id = $2, reply_lease_until = now() - interval '1 minute' where id = $1`, [readingId, replyId]);

    const since = Date.now();
    const refundsOf = async () => (await admin.query(`select delta from credit_ledger where reason = 'refund' and reference = $1`, [replyId])).rows;
    expect(await until(async () => (await refundsOf()).length > 0, 60_000)).toBe(true);
    await sleep(5_000);
    const elapsedSeconds = (Date.now() - since) / 1000;
    const jobs = await sweepJobs(new Date(since));
    // Both instances offer a sweep every second; the queue keeps one a period (its slot), run once:
    // never two jobs for one second, never more jobs than seconds.
    const slots = jobs.map((job) => job.singleton_on?.getTime());
    expect(new Set(slots).size).toBe(jobs.length);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 1);
    expect(jobs.filter((job) => job.state !== 'completed' && job.state !== 'active' && job.state !== 'created')).toEqual([]);

    expect(await refundsOf()).toEqual([{ delta: 1 }]);
    const { rows: balance } = await admin.query<{ credits: number }>(`select credits from "user" where id = $1`, [me.id]);
    expect(balance[0]?.credits).toBe(STARTING_CREDITS);
    const settledBy = [a, b].filter((server) => server.output().includes('[replies] abandoned replies released: 1, credits refunded: 1'));
    expect(settledBy).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  }, 240_000);

  it('takes up a mail again after the process sending it is killed (SIGKILL), and delivers it once', async () => {
    const first = await start();
    const me = await signUpAt(first.url, `killed-${randomUUID()}@example.com`);
    holding = true;
    const asked = await me.client.request(first.url, '/api/email/confirmation', { body: { email: me.email, name: '', uid: me.id } });
    expect(asked.status).toBe(200);
    // The first process is in the middle of the job: the message is written, the server's answer withheld.
    expect(await until(() => sink.held.some((mail) => mail.rcptTo.includes(me.email)), 15_000)).toBe(true);
    const { rows: active } = await admin.query<{ state: string }>(`select state from pgboss.job where name = 'mail' and data->>'to' = $1`, [me.email]);
    expect(active).toEqual([{ state: 'active' }]);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    holding = false;

    const second = await start();
    // Its claim lapses (no heartbeat for 10 s), the supervisor fails it, and it is retried here.
    expect(await until(() => sink.received.some((mail) => mail.rcptTo.includes(me.email)), 60_000)).toBe(true);
    await sleep(2_000);
    expect(sink.received.filter((mail) => mail.rcptTo.includes(me.email))).toHaveLength(1);
    const { rows: done } = await admin.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'mail' and data->>'to' = $1`,
      [me.email],
    );
    expect(done).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(second.output()).toContain('[mail] welcome to k…@example.com sent at attempt 2');
    await second.stop();
  }, 240_000);
});

describe('the queue in the default configuration (PGlite)', () => {
  it('sends mail from the embedded database and stops cleanly on SIGTERM', async () => {
    // A fresh PGlite migrates in the process: slow on a busy machine.
    const server = await startServerProcess({ env: { REDIS_URL: '' }, healthTimeoutMs: 120_000 });
    try {
      expect(server.output()).toContain('database: pglite');
      expect(server.output()).toContain('jobs: pg-boss:pglite');
      const me = await signUpAt(server.url, `embedded-${randomUUID()}@example.com`);
      const asked = await me.client.request(server.url, '/api/email/confirmation', { body: { email: me.email, name: '', uid: me.id } });
      expect(asked.status).toBe(200);
      // The outbox mailer's line (JSON: the subject's quotes are escaped).
      expect(await until(() => server.output().includes('Welcome to Tarot Insights\\" to e…@example.com written to'), 15_000)).toBe(true);
      const exit = await server.stop('SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('Stopped cleanly');
    } finally {
      await stopAllServerProcesses();
    }
  }, 180_000);
});
