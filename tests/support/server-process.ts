import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DrawResponseSchema } from '../../src/shared/schemas/reading.ts';
import { freePort } from './local-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The origin every spawned instance is configured with (as if behind one load balancer). */
export const PROCESS_ORIGIN = 'http://localhost:3000';
export const PROCESS_AUTH_SECRET = 'multi-instance-secret-that-is-long-enough-0123456789';
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits, if needed, until the current fixed window of `windowSeconds` has at least `marginMs`
 * left, so a test counting hits in one window cannot straddle a boundary (real clock).
 */
export async function awayFromWindowEdge(windowSeconds: number, marginMs = 5_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 50);
}

interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<ExitInfo>;
  /** SIGTERM (or `signal`), then SIGKILL after `timeoutMs`; resolves with how it exited. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitInfo>;
}

interface StartOptions {
  /** Variables for the app; nothing else of the test process's environment leaks in but PATH and HOME. */
  env?: Record<string, string>;
  port?: number;
  healthTimeoutMs?: number;
}

const running = new Set<ServerProcess>();

/**
 * Spawns the real server (`node src/server/main.ts`) on a free port with TRUST_PROXY=1, a fresh
 * DATA_DIR (removed when it exits), PUBLIC_URL = PROCESS_ORIGIN and a fixed AUTH_SECRET, and
 * waits until /api/health answers 200. Its output is kept, not printed.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-proc-'));
  const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: PROCESS_ORIGIN,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      AUTH_SECRET: PROCESS_AUTH_SECRET,
      // NODE_ENV=production refuses the local test checkout unless asked for (set '' to not ask).
      ALLOW_TEST_CHECKOUT: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitInfo>((resolve) => {
    // 'close', not 'exit': only then has everything the process wrote been read.
    child.once('close', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const handle: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const info = await exited;
      clearTimeout(timer);
      running.delete(handle);
      return info;
    },
  };
  running.add(handle);
  const deadline = Date.now() + (options.healthTimeoutMs ?? 30_000);
  let exitedEarly: ExitInfo | undefined;
  void exited.then((info) => (exitedEarly = info));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`The server exited early (${JSON.stringify(exitedEarly)}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return handle;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await handle.stop('SIGKILL');
  throw new Error(`The server did not become healthy in time:\n${output}`);
}

/** Kills every process started here that is still running (for afterAll). */
export async function stopAllServerProcesses(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop('SIGKILL', 5_000)));
}

/** A signed-in (or not) caller of a spawned instance, as a browser behind the load balancer. */
export interface HttpClient {
  cookie: string;
  address: string;
  request(
    base: string,
    pathname: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<Response>;
}

let addressCounter = 0;
/** Per test process (vitest worker) unique-ish addresses, so per-address counters do not collide across runs. */
const addressPrefix = `10.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;
export const freshAddress = () => `${addressPrefix}.${(++addressCounter % 250) + 1}`;

export function httpClient(cookie = '', address = freshAddress()): HttpClient {
  return {
    cookie,
    address,
    request(base, pathname, init = {}) {
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      return fetch(`${base}${pathname}`, {
        method,
        headers: {
          ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', Origin: PROCESS_ORIGIN }),
          'X-Forwarded-For': address,
          ...(cookie ? { Cookie: cookie } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal ?? AbortSignal.timeout(60_000),
      });
    },
  };
}

function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export const TEST_PASSWORD = 'correct horse battery';

/** Signs up through `base`; returns the user and a client carrying the session. */
export async function signUpAt(
  base: string,
  email = `proc-${randomBytes(6).toString('hex')}@example.com`,
): Promise<{ id: string; email: string; client: HttpClient }> {
  const response = await httpClient().request(base, '/api/auth/sign-up/email', {
    body: { email, password: TEST_PASSWORD, name: 'Luna Starling', birthday: 14, birthMonth: 8 },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { user: { id: string } };
  return { id: json.user.id, email, client: httpClient(sessionCookieOf(response)) };
}

/**
 * A visitor's browser after its draw through `base`: the cards the server drew, as the page sends
 * them back, and a client carrying that browser's cookie (interpret-temp reads only those cards).
 */
export async function visitorDrawAt(base: string, address = freshAddress()): Promise<{ cards: { name: string }[]; client: HttpClient }> {
  const response = await httpClient('', address).request(base, '/api/draw', { body: {} });
  if (response.status !== 200) throw new Error(`the draw failed: ${response.status} ${await response.text()}`);
  const { cards } = DrawResponseSchema.parse(await response.json());
  return { cards: cards.map((card) => ({ name: card.name })), client: httpClient(sessionCookieOf(response), address) };
}
