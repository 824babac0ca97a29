// Issue 7 and 15: the server under load. The production server (node src/server/main.ts) runs
// against a fresh PostgreSQL database and then an embedded PGlite one; the data is written
// directly with SQL; autocannon measures the signed-in history, a saved reading and a signed-in
// page next to a bare Hono route started in the same run. The streaming endpoints are timed
// against a local OpenAI-compatible server with a fixed delay.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { paths } from '../../src/shared/paths.ts';
import { LIMITS } from '../../src/server/domain/limits/rate-limit.ts';
import { startOpenAIServer, type OpenAIServer } from '../../tests/support/openai-server.ts';
import { freePort } from '../../tests/support/local-server.ts';
import { root, runCleanups, startAppServer, startBareHono, type Child } from './processes.ts';
import { fixed, int, mark, mean, type Section } from './report.ts';
import { cursorAt, insertConversation, insertReadings, signUp, type BenchUser, type Sql } from './server-data.ts';
import { firstTokenMet, firstTokenTable, measureFirstToken, measurePromptSize, PROVIDER_DELAY_MS, PROVIDER_REPLY } from './server-first-token.ts';
import { load, loadTable, metTarget, type CpuProbe, type LoadRow } from './server-load.ts';
import { explainHistory, planTable, type Plan } from './server-plans.ts';

export interface ServerBenchOptions {
  quick: boolean;
  /** Build the front end first, so the signed-in page is the one `npm start` serves. */
  build: boolean;
  /** Seconds per load run; 30 by default, 5 with --quick. */
  duration?: number | undefined;
  connections?: number | undefined;
  log(line: string): void;
}

const BIG_HISTORY = 100_000;
const SMALL_HISTORY = 10;
const SIGNED_IN_PAGE = paths.ask;

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Cleanups = (() => Promise<void>)[];

/** What every load run of one engine shares. */
interface LoadPlan {
  seconds: number;
  connections: number;
  log(line: string): void;
}

/** A database of our own on the PostgreSQL server, dropped at the end. */
async function createBenchDatabase(cleanups: Cleanups): Promise<{ name: string; url: string; version: string }> {
  const name = `tarot_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: ADMIN_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), version };
}

/** The production server on `database` (a PostgreSQL URL, or '' for PGlite in `dataDir`). */
async function startServer(name: string, database: string, dataDir: string, secret: string, llm: OpenAIServer, cleanups: Cleanups): Promise<Child> {
  const port = await freePort();
  const app = await startAppServer(name, port, {
    DATABASE_URL: database,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: llm.baseURL,
    OPENAI_MODEL: 'bench-model',
  });
  cleanups.push(() => app.stop());
  return app;
}

/** A user with SMALL_HISTORY complete readings, the newest with two follow-ups; returns that reading. */
async function seedSmallHistory(sql: Sql, who: BenchUser): Promise<string> {
  const readings = await insertReadings(sql, who.id, SMALL_HISTORY, '1 hour', true);
  const opened = readings[0];
  if (!opened) throw new Error('no reading to open');
  for (const id of readings) await insertConversation(sql, id, id === opened ? 2 : 0);
  return opened;
}

const cookie = (who: BenchUser) => ({ cookie: who.cookie });

/** The signed-in routes of a user with a small history: the history, a saved reading and a page. */
async function smallHistoryRows(plan: LoadPlan, app: Child, who: BenchUser, opened: string, cpu: CpuProbe | undefined): Promise<LoadRow[]> {
  const { seconds, connections, log } = plan;
  log(`server: GET /api/readings, ${SMALL_HISTORY} readings (${seconds} s)`);
  const history: LoadRow = {
    route: 'GET /api/readings',
    data: `${SMALL_HISTORY} readings`,
    run: await load(`${app.url}/api/readings`, cookie(who), seconds, connections, cpu),
  };
  log(`server: GET /api/readings/:id (${seconds} s)`);
  const reading: LoadRow = {
    route: 'GET /api/readings/:id',
    data: `user with ${SMALL_HISTORY}; 5 messages`,
    run: await load(`${app.url}/api/readings/${opened}`, cookie(who), seconds, connections, cpu),
  };
  log(`server: GET ${SIGNED_IN_PAGE} signed in (${seconds} s)`);
  // As a browser asks for it: the page is sent compressed when that pays.
  const page: LoadRow = {
    route: `GET ${SIGNED_IN_PAGE}`,
    data: 'signed in',
    run: await load(`${app.url}${SIGNED_IN_PAGE}`, { ...cookie(who), 'accept-encoding': 'gzip, deflate, br' }, seconds, connections, cpu),
  };
  return [history, reading, page];
}

/** A user with BIG_HISTORY readings: the first page, a page deep in it, and a saved reading. */
async function bigHistoryRows(plan: LoadPlan, app: Child, sql: Sql, who: BenchUser, cpu: CpuProbe): Promise<{ rows: LoadRow[]; deepCursor: string }> {
  const { seconds, connections, log } = plan;
  log(`server: inserting ${int(BIG_HISTORY)} readings`);
  const seedStart = performance.now();
  await insertReadings(sql, who.id, BIG_HISTORY, '1 minute', true, false);
  const opened = (await sql<{ id: string }>('SELECT id FROM reading WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1 OFFSET 500', [who.id])).rows[0]?.id;
  if (!opened) throw new Error('no reading to open');
  await insertConversation(sql, opened, 2);
  await sql('VACUUM ANALYZE reading');
  await sql('VACUUM ANALYZE message');
  // The seed's dirty pages are written now, not by a checkpoint in the middle of a load run.
  await sql('CHECKPOINT').catch((error: unknown) => log(`server: no CHECKPOINT after seeding (${error instanceof Error ? error.message : String(error)})`));
  log(`server: seeded in ${fixed((performance.now() - seedStart) / 1000)} s`);
  const deepOffset = Math.floor(BIG_HISTORY / 2);
  const deepCursor = await cursorAt(sql, who.id, deepOffset);

  log(`server: GET /api/readings, ${int(BIG_HISTORY)} readings (${seconds} s)`);
  const first: LoadRow = {
    route: 'GET /api/readings',
    data: `${int(BIG_HISTORY)} readings`,
    run: await load(`${app.url}/api/readings`, cookie(who), seconds, connections, cpu),
  };
  log(`server: GET /api/readings?cursor=… (${seconds} s)`);
  const deep: LoadRow = {
    route: 'GET /api/readings?cursor=…',
    data: `${int(BIG_HISTORY)}, after row ${int(deepOffset)}`,
    run: await load(`${app.url}/api/readings?cursor=${deepCursor}`, cookie(who), seconds, connections, cpu),
  };
  log(`server: GET /api/readings/:id, ${int(BIG_HISTORY)} readings (${seconds} s)`);
  const reading: LoadRow = {
    route: 'GET /api/readings/:id',
    data: `user with ${int(BIG_HISTORY)}; 5 messages`,
    run: await load(`${app.url}/api/readings/${opened}`, cookie(who), seconds, connections, cpu),
  };
  return { rows: [first, deep, reading], deepCursor };
}

/**
 * PGlite: the server signs a user up, stops while this process writes the readings into its data
 * directory (PGlite has one process at a time), then starts again on it. The page's bar is the
 * history call's own rate on this engine.
 */
async function pgliteRows(plan: LoadPlan, llm: OpenAIServer, bare: LoadRow, cleanups: Cleanups): Promise<LoadRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-pglite-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const secret = randomBytes(32).toString('hex');
  plan.log('server: PGlite: signing up a user with 10 readings');
  const first = await startServer('server-pglite', '', dataDir, secret, llm, []);
  let who: BenchUser;
  try {
    who = await signUp(first.url, 'pglite');
  } finally {
    await first.stop();
  }
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  let opened: string;
  try {
    opened = await seedSmallHistory(<Row extends Record<string, unknown>>(text: string, values?: unknown[]) => client.query<Row>(text, values), who);
  } finally {
    await client.close();
  }
  const app = await startServer('server-pglite', '', dataDir, secret, llm, cleanups);
  const [history, reading, page] = await smallHistoryRows(plan, app, who, opened, { serverPid: app.process.pid });
  if (!history || !reading || !page) throw new Error('PGlite rows missing');
  page.target = { reqPerSec: history.run.result.requests.average };
  history.target = {};
  reading.target = {};
  return [bare, history, reading, page];
}

function buildFrontEnd(log: (line: string) => void): void {
  log('server: building the front end');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

export async function runServerBench(options: ServerBenchOptions): Promise<Section> {
  const plan: LoadPlan = { seconds: options.duration ?? (options.quick ? 5 : 30), connections: options.connections ?? 50, log: options.log };
  const { seconds, connections, log } = plan;
  const streamCount = options.quick ? 20 : 100;
  const streamWarmup = options.quick ? 3 : 5;
  const section: Section = { title: 'Server (issues 7 and 15): production server, PostgreSQL and PGlite', tables: [], notes: [], details: [] };
  const cleanups: Cleanups = [];
  // One kept-alive connection, as a browser tab would have.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  try {
    if (options.build) buildFrontEnd(log);
    const database = await createBenchDatabase(cleanups);
    const llm = await startOpenAIServer({ kind: 'ok', text: PROVIDER_REPLY, delayMs: PROVIDER_DELAY_MS });
    cleanups.push(() => llm.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    log(`server: starting the bare Hono baseline and the production server on ${database.name}`);
    const bareServer = await startBareHono(await freePort());
    cleanups.push(() => bareServer.stop());
    const app = await startServer('server', database.url, dataDir, randomBytes(32).toString('hex'), llm, cleanups);
    // The server has migrated the database; a pool of our own writes the data.
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    cleanups.push(() => pool.end());
    const sql: Sql = <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => pool.query<Row>(text, values);
    const cpu: CpuProbe = { serverPid: app.process.pid, database: { pool, name: database.name } };

    log('server: seeding a user with 10 readings');
    const small = await signUp(app.url, 'small');
    const smallOpened = await seedSmallHistory(sql, small);
    await sql('ANALYZE');
    log(`server: bare Hono route (${seconds} s)`);
    const bare: LoadRow = {
      route: 'bare Hono GET / {ok:true}',
      data: '—',
      baseline: true,
      run: await load(`${bareServer.url}/`, {}, seconds, connections, { serverPid: bareServer.process.pid }),
    };
    const rows = [bare, ...(await smallHistoryRows(plan, app, small, smallOpened, cpu))];
    const plans: Plan[] = [await explainHistory(pool, `first page, user with ${SMALL_HISTORY}`, small, undefined)];

    const big = await signUp(app.url, 'big');
    const { rows: bigRows, deepCursor } = await bigHistoryRows(plan, app, sql, big, cpu);
    rows.push(...bigRows);
    plans.push(
      await explainHistory(pool, `first page, user with ${SMALL_HISTORY}`, small, undefined),
      await explainHistory(pool, `first page, user with ${int(BIG_HISTORY)}`, big, undefined),
      await explainHistory(pool, `page after row ${int(Math.floor(BIG_HISTORY / 2))}, user with ${int(BIG_HISTORY)}`, big, deepCursor),
    );
    section.tables.push(loadTable(`PostgreSQL ${database.version}`, rows, seconds, connections), planTable(plans));
    for (const each of plans) section.details?.push({ title: `EXPLAIN: ${each.label} (${int(each.tableRows)} rows in reading)`, text: each.text });

    log(`server: ${streamCount} streamed interpretations and ${streamCount} streamed follow-ups`);
    const streaming = { baseUrl: app.url, serverPid: app.process.pid, llm, sql, agent };
    const streamer = await signUp(app.url, 'streamer');
    const firstToken = await measureFirstToken(streaming, streamer, streamCount, streamWarmup);
    section.tables.push(firstTokenTable(firstToken));
    log('server: prompt size of the 1st, 10th and 50th follow-up');
    section.tables.push(await measurePromptSize(streaming, streamer));
    // PostgreSQL is done with: its server stops before PGlite's starts.
    await app.stop();

    const liteRows = await pgliteRows(plan, llm, bare, cleanups);
    section.tables.push(loadTable('PGlite', liteRows, seconds, connections));

    section.notes.push(
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}; Node ${process.version}; PostgreSQL ${database.version} on the same machine; server NODE_ENV=production, pg pool of 10.`,
      `Rate limits stay on; the benchmark clears the llm:* counters between streamed requests (LIMITS.llmPerUser is ${LIMITS.llmPerUser.limit} per ${LIMITS.llmPerUser.windowSeconds / 60} min).`,
      `Server logs: ${path.relative(process.cwd(), app.logFile)} and server-pglite.log beside it.`,
    );
    const allMet = [...rows, ...liteRows].every((row) => row.baseline || metTarget(row)) && firstTokenMet(firstToken);
    const [interpret, followUps] = firstToken.map((run) => fixed(mean(run.samples.map((sample) => sample.overheadMs))));
    section.notes.push(
      `Throughput and first-token targets: ${mark(allMet)} ${allMet ? 'all met' : 'not all met (see ✗ above)'}. Mean overhead: interpret ${interpret} ms, follow-up ${followUps} ms.`,
    );
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await runCleanups(cleanups, 'server', log);
    agent.destroy();
  }
  return section;
}
