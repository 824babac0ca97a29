// Load runs of the server benchmark (autocannon), with the CPU time each request cost the server,
// its PostgreSQL backends and the load generator.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import type pg from 'pg';
import { fixed, int, withMark, type Table } from './report.ts';

export const TARGET = { reqPerSec: 3_000, p99Ms: 25, ttftOverheadP95Ms: 30, promptGrowth: 0.1 } as const;

// ── CPU time: what a request costs, whatever else the machine is doing ──

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU time of a process in ms (Linux /proc), or NaN where unavailable. */
export function processCpuMs(pid: number | undefined): number {
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

export interface CpuProbe {
  serverPid: number | undefined;
  /** The database whose backends serve the server (none for the bare route). */
  database?: { pool: pg.Pool; name: string };
}

// ── Load (autocannon) ──

export interface LoadResult {
  result: autocannon.Result;
  /** CPU ms per request spent by the app server, its PostgreSQL backends and the load generator. */
  serverCpuMs: number;
  databaseCpuMs: number;
  clientCpuMs: number;
}

export interface LoadRow {
  route: string;
  data: string;
  run: LoadResult;
  baseline?: boolean;
  /** What this row must reach, if not TARGET (a PGlite row: the history call's rate on PGlite). */
  target?: RowTarget;
}

/** A row's bar; what is absent is not judged. */
export interface RowTarget {
  reqPerSec?: number;
  p99Ms?: number;
}

const DEFAULT_TARGET: RowTarget = { reqPerSec: TARGET.reqPerSec, p99Ms: TARGET.p99Ms };

/** Whether a measured row met its target, with no errors and only 2xx answers. */
export function metTarget(row: LoadRow): boolean {
  const { result } = row.run;
  const target = row.target ?? DEFAULT_TARGET;
  return (
    result.requests.average >= (target.reqPerSec ?? 0) &&
    result.latency.p99 < (target.p99Ms ?? Infinity) &&
    result.errors + result.timeouts === 0 &&
    result.non2xx === 0
  );
}

export async function load(url: string, headers: Record<string, string>, seconds: number, connections: number, cpu?: CpuProbe): Promise<LoadResult> {
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

export function loadTable(engine: string, rows: LoadRow[], seconds: number, connections: number): Table {
  const bare = rows.find((row) => row.baseline)?.run.result.requests.average ?? Number.NaN;
  return {
    title: `Throughput on ${engine}: autocannon, ${connections} connections, ${seconds} s per route (load generator on the same machine)`,
    columns: ['Route', 'Data', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs bare', 'CPU ms/req: server', 'PostgreSQL', 'load gen.'],
    rows: rows.map(({ route, data, run, baseline, target = DEFAULT_TARGET }) => {
      const { result } = run;
      const rps = result.requests.average;
      const errors = result.errors + result.timeouts;
      const cpu = [fixed(run.serverCpuMs, 3), Number.isNaN(run.databaseCpuMs) ? '—' : fixed(run.databaseCpuMs, 3), fixed(run.clientCpuMs, 3)];
      return baseline
        ? [route, data, int(rps), fixed(result.latency.p50), fixed(result.latency.p99), int(errors), int(result.non2xx), '100%', ...cpu]
        : [
            route,
            data,
            target.reqPerSec === undefined ? int(rps) : withMark(int(rps), rps >= target.reqPerSec),
            fixed(result.latency.p50),
            target.p99Ms === undefined ? fixed(result.latency.p99) : withMark(fixed(result.latency.p99), result.latency.p99 < target.p99Ms),
            withMark(int(errors), errors === 0),
            withMark(int(result.non2xx), result.non2xx === 0),
            `${fixed((rps / bare) * 100, 1)}%`,
            ...cpu,
          ];
    }),
    notes: [
      `Target per app route unless its row says otherwise: ≥ ${int(TARGET.reqPerSec)} req/s, p99 < ${TARGET.p99Ms} ms, 0 errors, 0 non-2xx. "errors" counts connection errors and timeouts.`,
      `CPU ms/req: user + system CPU time per request of the server process, of its PostgreSQL backends and of this process (autocannon), from /proc. Unlike req/s it hardly depends on what else the machine runs; with ${cpus().length} cores the ceiling is about ${int(cpus().length * 1000)} ÷ (their sum) req/s.`,
    ],
  };
}
