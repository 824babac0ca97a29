// Issue 7: the server under load, on PostgreSQL. The production server (node src/server/main.ts)
// runs against a fresh database; the data is written directly with SQL; autocannon measures the
// signed-in history page and a saved reading next to a bare Hono route started in the same run.
// The streaming endpoints are timed against a local OpenAI-compatible server with a fixed delay.
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { decodeCursor, historyPage } from '../../src/server/domain/history.ts';
import { LIMITS } from '../../src/server/domain/rate-limit.ts';
import { startOpenAIServer, type OpenAIServer, type RecordedRequest } from '../../tests/support/openai-server.ts';
import { freePort } from '../../tests/support/local-server.ts';
import { startAppServer, startBareHono, type Child, runCleanups } from './processes.ts';
import { fixed, int, mark, mean, percentile, withMark, type Section, type Table } from './report.ts';

export interface ServerBenchOptions {
  quick: boolean;
  /** Seconds per load run; 30 by default, 5 with --quick. */
  duration?: number | undefined;
  connections?: number | undefined;
  log(line: string): void;
}

const TARGET = { reqPerSec: 3_000, p99Ms: 25, ttftOverheadP95Ms: 30, promptGrowth: 0.1 } as const;
const PROVIDER_DELAY_MS = 200;
const PROVIDER_REPLY =
  '**Guidance**\nThe Star asks you to trust the slow return of hope. Let the answer come in its own time, and notice what already feels lighter.';
const BIG_HISTORY = 100_000;
const SMALL_HISTORY = 10;
const CARDS = JSON.stringify(['The Fool', 'The Star', 'The Sun']);

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ── Texts of realistic length (spec: 300–450 words for a reading, 120–250 for a follow-up) ──

const SENTENCES = [
  'The Fool in your past speaks of a leap you took without a map, and of the courage it asked of you.',
  'The Star in your present brings a quieter hope, the kind that grows when you stop forcing the answer.',
  'The Sun in your future promises warmth and clarity once you let others see what you are building.',
  'Notice where you already feel lighter, and give that feeling more room in the weeks ahead.',
  'A conversation you have been postponing may open a door that has stayed closed for too long.',
];

function prose(chars: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < chars; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.slice(0, chars).trim();
}

const INTERPRETATION = `**The Past: The Fool**\n${prose(800, 0)}\n\n**The Present: The Star**\n${prose(800, 1)}\n\n**The Future: The Sun**\n${prose(700, 2)}\n\n**Guidance**\n${prose(300, 3)}`;
const followUpQuestion = (n: number) => `Follow-up ${n}: what does the Star say about the conversation I keep postponing with my manager, and how should I prepare?`;
const followUpAnswer = (n: number) => `**Guidance**\n${prose(1_150, n)}`;

// ── Small helpers ──

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

let addressCounter = 0;
/** A fresh client address (TRUST_PROXY=1), so per-address limits never bite. */
const nextAddress = () => {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

interface BenchUser {
  id: string;
  cookie: string;
}

async function signUp(baseUrl: string, label: string): Promise<BenchUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': nextAddress() },
    body: JSON.stringify({ email: `${unique(label)}@bench.test`, password: 'bench-password-42', name: 'Bench Seeker', birthday: 14, birthMonth: 8 }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id: json.user.id, cookie };
}

// ── Seeding (plain SQL on the server's database) ──

/**
 * Inserts `count` readings, newest first, and returns their ids, or none with `ids: false`: the
 * big history's 100,000 ids would only burden the heap of this process, which also runs the load
 * generator.
 */
async function insertReadings(pool: pg.Pool, userId: string, count: number, spacing: string, complete: boolean, ids = true): Promise<string[]> {
  const result = await pool.query<{ id: string }>(
    `INSERT INTO reading (user_id, question, cards, interpretation, is_complete, message_count, created_at)
     SELECT $1, 'What should I focus on this season? (' || g || ')', $2::jsonb, $3, $4, $5, now() - g * $6::interval
     FROM generate_series(1, $7) AS g
     ${ids ? 'RETURNING id' : ''}`,
    [userId, CARDS, complete ? INTERPRETATION : '', complete, complete ? 1 : 0, spacing, count],
  );
  return result.rows.map((row) => row.id);
}

/** Gives a complete reading its interpretation (seq 0) and `followUps` earlier question/answer pairs. */
async function insertConversation(pool: pg.Pool, readingId: string, followUps: number): Promise<void> {
  await pool.query(
    `INSERT INTO message (reading_id, seq, role, content, created_at)
     SELECT $1, g, CASE WHEN g = 0 THEN 'assistant' WHEN g % 2 = 1 THEN 'user' ELSE 'assistant' END,
            CASE WHEN g = 0 THEN $2 WHEN g % 2 = 1 THEN $3 || ' #' || g ELSE $4 || ' #' || g END,
            now() - interval '1 day' + g * interval '1 minute'
     FROM generate_series(0, $5) AS g`,
    [readingId, INTERPRETATION, followUpQuestion(0), followUpAnswer(0), followUps * 2],
  );
  await pool.query('UPDATE reading SET message_count = $2 WHERE id = $1', [readingId, followUps * 2 + 1]);
}

/** The history cursor of the row at `offset`, in the format history.ts writes. */
async function cursorAt(pool: pg.Pool, userId: string, offset: number): Promise<string> {
  const result = await pool.query<{ created_at: string; id: string }>(
    `SELECT to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at, id
     FROM reading WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [userId, offset],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no reading at offset ${offset}`);
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

// ── CPU time: what a request costs, whatever else the machine is doing ──

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU time of a process in ms (Linux /proc), or NaN where unavailable. */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU time of every PostgreSQL backend serving `database`, by pid. */
async function backendCpu(pool: pg.Pool, database: string): Promise<Map<number, number>> {
  const result = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
  return new Map(result.rows.map((row) => [row.pid, processCpuMs(row.pid)]));
}

interface CpuProbe {
  serverPid: number | undefined;
  /** The database whose backends serve the server (none for the bare route). */
  database?: { pool: pg.Pool; name: string };
}

// ── Load (autocannon) ──

interface LoadResult {
  result: autocannon.Result;
  /** CPU ms per request spent by the app server, its PostgreSQL backends and the load generator. */
  serverCpuMs: number;
  databaseCpuMs: number;
  clientCpuMs: number;
}

interface LoadRow {
  route: string;
  data: string;
  run: LoadResult;
  baseline?: boolean;
}

async function load(url: string, headers: Record<string, string>, seconds: number, connections: number, cpu?: CpuProbe): Promise<LoadResult> {
  // Every route must answer 200 before it is measured: a 401 at 10,000 req/s proves nothing.
  const check = await fetch(url, { headers });
  const body = await check.text();
  if (check.status !== 200) throw new Error(`${url} answered ${check.status} before the load run: ${body.slice(0, 200)}`);
  await autocannon({ url, headers, connections, duration: Math.min(3, Math.max(1, Math.round(seconds / 5))) }); // warm-up
  const serverBefore = processCpuMs(cpu?.serverPid);
  const backendsBefore = cpu?.database ? await backendCpu(cpu.database.pool, cpu.database.name) : new Map<number, number>();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const client = process.cpuUsage(clientBefore);
  const serverAfter = processCpuMs(cpu?.serverPid);
  const backendsAfter = cpu?.database ? await backendCpu(cpu.database.pool, cpu.database.name) : new Map<number, number>();
  let database = 0;
  // A backend that started during the run counts from zero; one that ended is lost (rare under load).
  for (const [pid, after] of backendsAfter) database += after - (backendsBefore.get(pid) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return {
    result,
    serverCpuMs: (serverAfter - serverBefore) / requests,
    databaseCpuMs: cpu?.database ? database / requests : Number.NaN,
    clientCpuMs: (client.user + client.system) / 1000 / requests,
  };
}

function loadTable(rows: LoadRow[], seconds: number, connections: number): Table {
  const bare = rows.find((row) => row.baseline)?.run.result.requests.average ?? Number.NaN;
  return {
    title: `Throughput: autocannon, ${connections} connections, ${seconds} s per route (load generator on the same machine)`,
    columns: ['Route', 'Data', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs bare', 'CPU ms/req: server', 'PostgreSQL', 'load gen.'],
    rows: rows.map(({ route, data, run, baseline }) => {
      const { result } = run;
      const rps = result.requests.average;
      const errors = result.errors + result.timeouts;
      const cpu = [fixed(run.serverCpuMs, 3), Number.isNaN(run.databaseCpuMs) ? '—' : fixed(run.databaseCpuMs, 3), fixed(run.clientCpuMs, 3)];
      return baseline
        ? [route, data, int(rps), fixed(result.latency.p50), fixed(result.latency.p99), int(errors), int(result.non2xx), '100%', ...cpu]
        : [
            route,
            data,
            withMark(int(rps), rps >= TARGET.reqPerSec),
            fixed(result.latency.p50),
            withMark(fixed(result.latency.p99), result.latency.p99 < TARGET.p99Ms),
            withMark(int(errors), errors === 0),
            withMark(int(result.non2xx), result.non2xx === 0),
            `${fixed((rps / bare) * 100, 1)}%`,
            ...cpu,
          ];
    }),
    notes: [
      `Target per app route: ≥ ${int(TARGET.reqPerSec)} req/s, p99 < ${TARGET.p99Ms} ms, 0 errors, 0 non-2xx. "errors" counts connection errors and timeouts.`,
      `CPU ms/req: user + system CPU time per request of the server process, of its PostgreSQL backends and of this process (autocannon), from /proc. Unlike req/s it hardly depends on what else the machine runs; with ${cpus().length} cores the ceiling is about ${int(cpus().length * 1000)} ÷ (their sum) req/s.`,
    ],
  };
}

// ── EXPLAIN ANALYZE of the real history query ──

interface Plan {
  label: string;
  tableRows: number;
  text: string;
  /** How PostgreSQL planned 10 executions of the prepared statement. */
  planning: string;
}

/** The session token inside a signed session cookie (`token.signature`), as the server reads it. */
function sessionTokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((item) => item.split('=')[0]?.endsWith('session_token'));
  const value = decodeURIComponent(pair?.slice(pair.indexOf('=') + 1) ?? '');
  if (!value.includes('.')) throw new Error('no session cookie');
  return value.slice(0, value.lastIndexOf('.'));
}

/**
 * Runs history.ts's own query (captured through a Drizzle logger) under EXPLAIN ANALYZE, and as
 * the prepared statement it is, 10 times on one connection, to see whether PostgreSQL kept one
 * generic plan or planned every call afresh.
 */
async function explainHistory(pool: pg.Pool, label: string, who: BenchUser, cursor: string | undefined): Promise<Plan> {
  let captured: { query: string; params: unknown[] } | undefined;
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => void (captured = { query, params }) },
  });
  const decoded = cursor === undefined ? undefined : decodeCursor(cursor);
  if (decoded === null) throw new Error('the benchmark made a cursor history.ts does not accept');
  await historyPage(db, sessionTokenOf(who.cookie), decoded);
  if (!captured) throw new Error('the history query was not captured');
  const { query, params } = captured;
  // Once to warm the cache like the load run did, then the measured one.
  await pool.query(`EXPLAIN ANALYZE ${query}`, params);
  const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
  const count = await pool.query<{ n: string }>('SELECT count(*) AS n FROM reading');
  const client = await pool.connect();
  let planning: string;
  try {
    for (let i = 0; i < 10; i++) await client.query({ name: 'bench_history_plan', text: query, values: params });
    const row = (await client.query<{ generic_plans: string; custom_plans: string }>("SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'bench_history_plan'")).rows[0];
    planning = `${row?.generic_plans ?? '?'} generic, ${row?.custom_plans ?? '?'} custom`;
  } finally {
    client.release(true);
  }
  return { label, tableRows: Number(count.rows[0]?.n ?? 0), text: plan.rows.map((row) => row['QUERY PLAN']).join('\n'), planning };
}

function planTable(plans: Plan[]): Table {
  return {
    title: 'History query plans: EXPLAIN (ANALYZE, BUFFERS) of the query history.ts sends',
    columns: ['Query', 'rows in table', 'scan of reading', 'buffers', 'execution ms', '10 calls planned'],
    rows: plans.map((plan) => {
      const onReading = /(\w[\w ]*Scan)(?: Backward)?(?: using (\S+))? on reading\b/.exec(plan.text);
      const scan = onReading?.[2] ? `index ${onReading[2]}` : (onReading?.[1]?.toLowerCase() ?? '?');
      const buffers = /Buffers: ([^\n]+)/.exec(plan.text)?.[1] ?? '';
      const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan.text)?.[1] ?? Number.NaN);
      return [plan.label, int(plan.tableRows), scan, buffers, fixed(execution, 3), plan.planning];
    }),
    notes: [
      'A sort node would mean the index does not give the order; none should appear. With only a few rows PostgreSQL may rightly prefer a sequential scan.',
      'The statement joins the session to the rows of the page; buffers count both. PostgreSQL always plans the first 5 calls for their parameters; "5 generic, 5 custom" means it then kept one plan, "0 generic, 10 custom" that it plans every call afresh (planning time on each).',
    ],
  };
}

// ── Streaming: time to the first delta ──

interface StreamTiming {
  sentAt: number;
  firstDeltaAt: number;
  endAt: number;
}

/** POSTs and reads the NDJSON answer, noting when the first `delta` line arrived. */
function streamOnce(agent: Agent, baseUrl: string, pathname: string, body: unknown, cookie: string): Promise<StreamTiming> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const url = new URL(pathname, baseUrl);
    let text = '';
    let firstDeltaAt = Number.NaN;
    const sentAt = performance.now();
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Accept: 'application/x-ndjson',
          Origin: baseUrl,
          Cookie: cookie,
          'X-Forwarded-For': nextAddress(),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (Number.isNaN(firstDeltaAt) && (text + chunk).includes('"type":"delta"')) firstDeltaAt = performance.now();
          text += chunk;
        });
        response.on('end', () => {
          const endAt = performance.now();
          const lines = text.trim().split('\n');
          const last = JSON.parse(lines.at(-1) ?? '{}') as { type?: string; error?: string };
          if (response.statusCode !== 200 || last.type !== 'done' || Number.isNaN(firstDeltaAt)) {
            reject(new Error(`${pathname}: status ${response.statusCode}, last line ${lines.at(-1)}`));
            return;
          }
          resolve({ sentAt, firstDeltaAt, endAt });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface FirstTokenSample {
  clientMs: number;
  providerMs: number;
  overheadMs: number;
  beforeUpstreamMs: number;
  relayMs: number;
}

interface FirstTokenRun {
  route: string;
  samples: FirstTokenSample[];
  /** The server's CPU time per measured request (the whole request, stream included). */
  serverCpuMs: number;
}

async function firstTokenRun(
  route: string,
  count: number,
  warmup: number,
  llm: OpenAIServer,
  pool: pg.Pool,
  serverPid: number | undefined,
  send: (index: number) => Promise<StreamTiming>,
): Promise<FirstTokenRun> {
  const samples: FirstTokenSample[] = [];
  let cpuStart = Number.NaN;
  for (let i = 0; i < warmup + count; i++) {
    if (i === warmup) cpuStart = processCpuMs(serverPid);
    // The per-user LLM limit (LIMITS.llmPerUser) would stop a long run: cleared outside the timing.
    await pool.query(`DELETE FROM rate_counter WHERE key LIKE 'llm:%'`);
    const before = llm.requests.length;
    const timing = await send(i);
    if (llm.requests.length !== before + 1) throw new Error('expected exactly one provider request per call');
    const provider = llm.requests.at(-1) as RecordedRequest;
    if (i < warmup) continue;
    const clientMs = timing.firstDeltaAt - timing.sentAt;
    const providerMs = provider.firstTokenAt - provider.arrivedAt;
    samples.push({
      clientMs,
      providerMs,
      overheadMs: clientMs - providerMs,
      beforeUpstreamMs: provider.arrivedAt - timing.sentAt,
      relayMs: timing.firstDeltaAt - provider.firstTokenAt,
    });
  }
  return { route, samples, serverCpuMs: (processCpuMs(serverPid) - cpuStart) / count };
}

function firstTokenTable(runs: FirstTokenRun[]): Table {
  return {
    title: `Server time before the first streamed token (sequential requests; provider waits ${PROVIDER_DELAY_MS} ms before its first token)`,
    columns: ['Route', 'n', 'client TTFT p50', 'provider own p50', 'overhead p50', 'overhead p95', 'overhead max', 'before upstream p50', 'relay p50', 'server CPU ms/req'],
    rows: runs.map(({ route, samples, serverCpuMs }) => {
      const overhead = samples.map((sample) => sample.overheadMs);
      const p95 = percentile(overhead, 95);
      return [
        route,
        int(samples.length),
        fixed(percentile(samples.map((sample) => sample.clientMs), 50)),
        fixed(percentile(samples.map((sample) => sample.providerMs), 50)),
        fixed(percentile(overhead, 50)),
        withMark(fixed(p95), p95 <= TARGET.ttftOverheadP95Ms),
        fixed(Math.max(...overhead)),
        fixed(percentile(samples.map((sample) => sample.beforeUpstreamMs), 50)),
        fixed(percentile(samples.map((sample) => sample.relayMs), 50)),
        fixed(serverCpuMs, 2),
      ];
    }),
    notes: [
      `All times in ms. overhead = client's time to the first delta − the provider's own time (arrival → first token); target p95 ≤ ${TARGET.ttftOverheadP95Ms} ms.`,
      'before upstream = request sent → provider saw it (session, lease, credit, rate limits, prompt, SDK); relay = provider wrote its first token → client read the first delta.',
    ],
  };
}

// ── The benchmark ──

export async function runServerBench(options: ServerBenchOptions): Promise<Section> {
  const seconds = options.duration ?? (options.quick ? 5 : 30);
  const connections = options.connections ?? 50;
  const streamCount = options.quick ? 20 : 100;
  const streamWarmup = options.quick ? 3 : 5;
  const section: Section = { title: 'Server (issue 7): PostgreSQL, production server', tables: [], notes: [], details: [] };
  const cleanups: (() => Promise<void>)[] = [];
  const log = options.log;
  // One kept-alive connection, as a browser tab would have.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  try {
    // A fresh database of our own.
    const dbName = `tarot_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const pgVersion = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
    });
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${dbName}`;

    const llm = await startOpenAIServer({ kind: 'ok', text: PROVIDER_REPLY, delayMs: PROVIDER_DELAY_MS });
    cleanups.push(() => llm.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    log(`server: starting the bare Hono baseline and the production server on ${dbName}`);
    const bare = await startBareHono(await freePort());
    cleanups.push(() => bare.stop());
    const port = await freePort();
    const app: Child = await startAppServer('server', port, {
      DATABASE_URL: dbUrl.toString(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: llm.baseURL,
      OPENAI_MODEL: 'bench-model',
    });
    cleanups.push(() => app.stop());

    // The server has migrated the database; open it as the app does, plus a raw pool for SQL.
    const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
    cleanups.push(() => handle.close());
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
    cleanups.push(() => pool.end());

    // ── Phase A: a user with 10 readings ──
    log('server: seeding a user with 10 readings');
    const small = await signUp(app.url, 'small');
    const smallReadings = await insertReadings(pool, small.id, SMALL_HISTORY, '1 hour', true);
    const smallOpened = smallReadings[0] as string;
    for (const id of smallReadings) await insertConversation(pool, id, id === smallOpened ? 2 : 0);
    await pool.query('ANALYZE');

    const rows: LoadRow[] = [];
    const cpu: CpuProbe = { serverPid: app.process.pid, database: { pool, name: dbName } };
    const cookie = (who: BenchUser) => ({ cookie: who.cookie });
    log(`server: bare Hono route (${seconds} s)`);
    rows.push({ route: 'bare Hono GET / {ok:true}', data: '—', baseline: true, run: await load(`${bare.url}/`, {}, seconds, connections, { serverPid: bare.process.pid }) });
    log(`server: GET /api/readings, ${SMALL_HISTORY} readings (${seconds} s)`);
    rows.push({ route: 'GET /api/readings', data: `${SMALL_HISTORY} readings`, run: await load(`${app.url}/api/readings`, cookie(small), seconds, connections, cpu) });
    log(`server: GET /api/readings/:id (${seconds} s)`);
    rows.push({
      route: 'GET /api/readings/:id',
      data: `user with ${SMALL_HISTORY}; 5 messages`,
      run: await load(`${app.url}/api/readings/${smallOpened}`, cookie(small), seconds, connections, cpu),
    });
    const plans: Plan[] = [await explainHistory(pool, `first page, user with ${SMALL_HISTORY}`, small, undefined)];

    // ── Phase B: a user with 100,000 readings ──
    log(`server: inserting ${int(BIG_HISTORY)} readings`);
    const big = await signUp(app.url, 'big');
    const seedStart = performance.now();
    await insertReadings(pool, big.id, BIG_HISTORY, '1 minute', true, false);
    const bigOpened = (await pool.query<{ id: string }>('SELECT id FROM reading WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1 OFFSET 500', [big.id])).rows[0]?.id;
    if (!bigOpened) throw new Error('no reading to open');
    await insertConversation(pool, bigOpened, 2);
    await pool.query('VACUUM ANALYZE reading');
    await pool.query('VACUUM ANALYZE message');
    // The seed's dirty pages are written now, not by a checkpoint in the middle of a load run.
    await pool.query('CHECKPOINT').catch((error: unknown) => log(`server: no CHECKPOINT after seeding (${error instanceof Error ? error.message : String(error)})`));
    log(`server: seeded in ${fixed((performance.now() - seedStart) / 1000)} s`);
    const deepOffset = Math.floor(BIG_HISTORY / 2);
    const deepCursor = await cursorAt(pool, big.id, deepOffset);

    log(`server: GET /api/readings, ${int(BIG_HISTORY)} readings (${seconds} s)`);
    rows.push({ route: 'GET /api/readings', data: `${int(BIG_HISTORY)} readings`, run: await load(`${app.url}/api/readings`, cookie(big), seconds, connections, cpu) });
    log(`server: GET /api/readings?cursor=… (${seconds} s)`);
    rows.push({
      route: 'GET /api/readings?cursor=…',
      data: `${int(BIG_HISTORY)}, after row ${int(deepOffset)}`,
      run: await load(`${app.url}/api/readings?cursor=${deepCursor}`, cookie(big), seconds, connections, cpu),
    });
    log(`server: GET /api/readings/:id, ${int(BIG_HISTORY)} readings (${seconds} s)`);
    rows.push({
      route: 'GET /api/readings/:id',
      data: `user with ${int(BIG_HISTORY)}; 5 messages`,
      run: await load(`${app.url}/api/readings/${bigOpened}`, cookie(big), seconds, connections, cpu),
    });
    plans.push(
      await explainHistory(pool, `first page, user with ${SMALL_HISTORY}`, small, undefined),
      await explainHistory(pool, `first page, user with ${int(BIG_HISTORY)}`, big, undefined),
      await explainHistory(pool, `page after row ${int(deepOffset)}, user with ${int(BIG_HISTORY)}`, big, deepCursor),
    );
    section.tables.push(loadTable(rows, seconds, connections), planTable(plans));
    for (const plan of plans) section.details?.push({ title: `EXPLAIN: ${plan.label} (${int(plan.tableRows)} rows in reading)`, text: plan.text });

    // ── Phase C: time to the first streamed token ──
    log(`server: ${streamCount} streamed interpretations and ${streamCount} streamed follow-ups`);
    const streamer = await signUp(app.url, 'streamer');
    await handle.db.update(schema.user).set({ subscription: true }).where(eq(schema.user.id, streamer.id));
    const fresh = await insertReadings(pool, streamer.id, streamCount + streamWarmup, '1 second', false);
    const [followUpReading] = await insertReadings(pool, streamer.id, 1, '1 second', true);
    if (!followUpReading) throw new Error('no reading for follow-ups');
    await insertConversation(pool, followUpReading, 0);
    const interpret = await firstTokenRun('POST /api/openai/interpret', streamCount, streamWarmup, llm, pool, app.process.pid, (i) =>
      streamOnce(agent, app.url, '/api/openai/interpret', { readingId: fresh[i] }, streamer.cookie),
    );
    const followUps = await firstTokenRun('POST /api/openai/follow-up', streamCount, streamWarmup, llm, pool, app.process.pid, (i) =>
      streamOnce(agent, app.url, '/api/openai/follow-up', { userId: streamer.id, readingId: followUpReading, question: `Question ${i}: what should I keep in mind?` }, streamer.cookie),
    );
    section.tables.push(firstTokenTable([interpret, followUps]));

    // ── Phase D: prompt size of the 1st, 10th and 50th follow-up ──
    log('server: prompt size of the 1st, 10th and 50th follow-up');
    const promptRows: { nth: number; before: number; chars: number; bytes: number; messages: number }[] = [];
    for (const nth of [1, 10, 50]) {
      const [id] = await insertReadings(pool, streamer.id, 1, '1 second', true);
      if (!id) throw new Error('no reading for the prompt test');
      await insertConversation(pool, id, nth - 1);
      await pool.query(`DELETE FROM rate_counter WHERE key LIKE 'llm:%'`);
      await streamOnce(agent, app.url, '/api/openai/follow-up', { userId: streamer.id, readingId: id, question: followUpQuestion(nth) }, streamer.cookie);
      const sent = llm.requests.at(-1) as RecordedRequest;
      promptRows.push({
        nth,
        before: (nth - 1) * 2 + 1,
        chars: sent.body.messages.reduce((sum, item) => sum + item.content.length, 0),
        bytes: sent.bodyBytes,
        messages: sent.body.messages.length,
      });
    }
    const tenth = promptRows.find((row) => row.nth === 10)?.chars ?? Number.NaN;
    section.tables.push({
      title: 'Prompt size sent to the model (as the local provider received it)',
      columns: ['Follow-up', 'messages stored before', 'prompt chars', 'request bytes', 'vs 10th'],
      rows: promptRows.map((row) => [
        `${row.nth}${row.nth === 1 ? 'st' : 'th'}`,
        int(row.before),
        int(row.chars),
        int(row.bytes),
        row.nth === 50 ? withMark(`${fixed((row.chars / tenth - 1) * 100)}%`, row.chars <= tenth * (1 + TARGET.promptGrowth)) : `${fixed((row.chars / tenth - 1) * 100)}%`,
      ]),
      notes: [
        `Target: 50th ≤ 10th + ${TARGET.promptGrowth * 100}%. Stored answers are ~1,160 characters, questions ~130, the interpretation ~2,700 (the lengths the system prompt asks for).`,
      ],
    });

    section.notes.push(
      `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}; Node ${process.version}; PostgreSQL ${pgVersion} on the same machine; server NODE_ENV=production, pg pool of 10.`,
      `Rate limits stay on; the benchmark clears the llm:* counters between streamed requests (LIMITS.llmPerUser is ${LIMITS.llmPerUser.limit} per ${LIMITS.llmPerUser.windowSeconds / 60} min).`,
      `Server log: ${path.relative(process.cwd(), app.logFile)}.`,
    );
    const appRows = rows.filter((row) => !row.baseline);
    const allMet =
      appRows.every(({ run: { result } }) => result.requests.average >= TARGET.reqPerSec && result.latency.p99 < TARGET.p99Ms && result.errors + result.timeouts === 0 && result.non2xx === 0) &&
      [interpret, followUps].every(({ samples }) => percentile(samples.map((sample) => sample.overheadMs), 95) <= TARGET.ttftOverheadP95Ms);
    section.notes.push(
      `Throughput and first-token targets: ${mark(allMet)} ${allMet ? 'all met' : 'not all met (see ✗ above)'}. Mean overhead: interpret ${fixed(mean(interpret.samples.map((s) => s.overheadMs)))} ms, follow-up ${fixed(mean(followUps.samples.map((s) => s.overheadMs)))} ms.`,
    );
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await runCleanups(cleanups, 'server', log);
    agent.destroy();
  }
  return section;
}
