// Child processes for the benchmarks: the production server (node src/server/main.ts) and the bare
// Hono baseline, each on a free port, with their output kept in .bench/ for when something breaks.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/local-server.ts';
import { createPostgresDatabase } from '../../tests/support/postgres-database.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const benchDir = path.join(root, '.bench');

/** The PostgreSQL server the benchmarks create their databases on (and drop them). */
const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Child {
  url: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited early with code ${child.exitCode} (see ${logFile})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (see ${logFile})`);
}

/** Starts `node <script>` with `env` (on top of this process's), waits until `readyPath` answers 2xx. */
export async function startNode(options: { name: string; script: string; port: number; env: Record<string, string>; readyPath: string }): Promise<Child> {
  mkdirSync(benchDir, { recursive: true });
  const logFile = path.join(benchDir, `${options.name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [options.script], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };
  try {
    await waitUntilUp(`${url}${options.readyPath}`, child, logFile, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, logFile, stop };
}

/** The production server: `node src/server/main.ts`, as `npm start` runs it after the build. */
export function startAppServer(name: string, port: number, env: Record<string, string>): Promise<Child> {
  return startNode({
    name,
    script: path.join(root, 'src/server/main.ts'),
    port,
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      // The benchmark buys nothing; the local test checkout stands in for Stripe.
      ALLOW_TEST_CHECKOUT: '1',
      // Outside services off unless the benchmark sets them.
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      REDIS_URL: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      ...env,
    },
  });
}

/**
 * The production server on a fresh PostgreSQL database and data folder of its own, on a free port,
 * as one instance behind a proxy (TRUST_PROXY=1) with a random AUTH_SECRET. How to undo each step
 * is pushed onto `cleanups` as it is taken, so a failure part-way leaves nothing behind.
 */
export async function startAppOnFreshDatabase(
  name: string,
  cleanups: (() => Promise<void>)[],
  env: Record<string, string> = {},
): Promise<{ app: Child; databaseUrl: string }> {
  const database = await createPostgresDatabase(`tarot_bench_${name}`, BENCH_ADMIN_URL);
  cleanups.push(database.drop);
  const dataDir = mkdtempSync(path.join(tmpdir(), `tarot-bench-${name}-`));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const app = await startAppServer(name, port, {
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ...env,
  });
  cleanups.push(() => app.stop());
  return { app, databaseUrl: database.url };
}

/** The baseline: a bare Hono app on @hono/node-server answering {ok:true}. */
export function startBareHono(port: number): Promise<Child> {
  return startNode({ name: 'bare-hono', script: path.join(root, 'scripts/bench/bare-hono.ts'), port, readyPath: '/', env: {} });
}

/** Runs cleanups newest first; one that fails is logged and the rest still run. */
export async function runCleanups(cleanups: (() => Promise<void>)[], label: string, log: (line: string) => void): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`${label}: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
