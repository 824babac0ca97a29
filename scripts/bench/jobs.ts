// `npm run bench -- --only jobs`: what the job queue (pg-boss) costs at start-up, on PGlite and on
// PostgreSQL, and how long a mail job waits between its enqueue and its worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPgBossQueue } from '../../src/server/adapters/jobs/pg-boss-queue.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { jobPolicies } from '../../src/server/domain/jobs/jobs.ts';
import { createOutgoingMail } from '../../src/server/domain/mail/outgoing-mail.ts';
import { createPostgresDatabase } from '../../tests/support/postgres-database.ts';
import { fixed, int, type Section } from './report.ts';

const ROUNDS = 5;
const MAILS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Opening the database (migrations applied), then starting the queue on it: the first time (its schema installed) and again. */
async function startUpCosts(open: () => Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>) {
  const rows: { open: number; first: number; again: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [{ handle, drop }, openMs] = await timed(open);
    const policies = jobPolicies(30);
    const [first, firstMs] = await timed(() => startPgBossQueue(handle, { policies }));
    await first.stop(1_000);
    const [again, againMs] = await timed(() => startPgBossQueue(handle, { policies }));
    await again.stop(1_000);
    await handle.close();
    await drop();
    rows.push({ open: openMs, first: firstMs, again: againMs });
  }
  return { open: median(rows.map((row) => row.open)), first: median(rows.map((row) => row.first)), again: median(rows.map((row) => row.again)) };
}

/** From enqueue to the worker's hands, one mail after another (a worker waiting, woken by NOTIFY). */
async function enqueueToWorker(handle: DatabaseHandle): Promise<number[]> {
  const jobs = await startPgBossQueue(handle, { policies: jobPolicies(30) });
  const mail = createOutgoingMail(jobs, 'a-bench-secret-that-is-long-enough-0123456789');
  const waits: number[] = [];
  let arrived: () => void = () => undefined;
  await jobs.work(
    'mail',
    mail.deliverWith({
      mailer: { id: 'bench', send: async () => arrived() },
      db: handle.db,
      publicUrl: 'http://localhost:3000',
    }),
  );
  for (let i = 0; i < MAILS; i++) {
    const started = performance.now();
    const done = new Promise<void>((resolve) => (arrived = resolve));
    await mail.send({ kind: 'password-changed', to: `bench-${i}@example.com`, name: 'Bench', userId: null, changedAt: new Date() });
    await done;
    waits.push(performance.now() - started);
  }
  await jobs.stop(1_000);
  return waits;
}

export async function runJobsBench({ log }: { log: (line: string) => void }): Promise<Section> {
  const section: Section = { title: 'Job queue (pg-boss)', tables: [], notes: [] };
  const engines: [string, () => Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>][] = [
    [
      'PGlite (file)',
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-jobs-'));
        return { handle: await openDatabase({ kind: 'pglite', dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
      },
    ],
    [
      'PostgreSQL',
      async () => {
        const database = await createPostgresDatabase('tarot_bench_jobs');
        return { handle: await openDatabase({ kind: 'postgres', url: database.url }), drop: database.drop };
      },
    ],
  ];
  const rows: string[][] = [];
  const latency: string[][] = [];
  for (const [name, open] of engines) {
    try {
      log(`jobs: start-up on ${name}`);
      const costs = await startUpCosts(open);
      rows.push([name, int(costs.open), int(costs.first), int(costs.again)]);
      log(`jobs: enqueue to worker on ${name}`);
      const { handle, drop } = await open();
      const waits = await enqueueToWorker(handle);
      await handle.close();
      await drop();
      const sorted = [...waits].sort((a, b) => a - b);
      latency.push([name, fixed(median(waits)), fixed(sorted[Math.floor(sorted.length * 0.95)] ?? 0)]);
    } catch (error) {
      section.notes.push(`${name}: could not run (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  section.tables.push({
    title: `Start-up (median of ${ROUNDS}, ms)`,
    columns: ['Database', 'Open + migrate', 'Queue start, schema installed', 'Queue start, schema there'],
    rows,
    notes: ['The queue starts after the migrations, in every instance; pg-boss installs or upgrades its own schema under its own lock.'],
  });
  section.tables.push({
    title: `Enqueue to worker, ${MAILS} mails one after another (ms)`,
    columns: ['Database', 'Median', 'p95'],
    rows: latency,
  });
  return section;
}
