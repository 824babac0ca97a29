// A flood of wrong passwords against the production server (issue 14): how long a static file
// waits while 50 wrong sign-ins are kept in flight from 50 addresses (each past every per-address
// limit, so only the hashing queue stands between them and the cores), and from one address.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HASHING_CONCURRENCY, HASHING_MAX_WAITING } from '../../src/server/domain/hashing-pool.ts';
import { root, runCleanups, startAppOnFreshDatabase } from './processes.ts';
import { fixed, int, percentile, withMark, type Section } from './report.ts';

interface FloodBenchOptions {
  quick: boolean;
  duration?: number | undefined;
  log: (line: string) => void;
}

const IN_FLIGHT = 50;
const STATIC_PATH = '/favicon.svg';
/** A static file must stay fast whatever the sign-ins do. */
const STATIC_P99_TARGET_MS = 250;

/** Peak resident memory of a process so far (Linux), in MiB. */
function peakRssMiB(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
    return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Times GET STATIC_PATH, one after another (a browser tab), until `until` says stop. */
async function timeStaticGets(baseUrl: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${STATIC_PATH}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${STATIC_PATH} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Keeps IN_FLIGHT wrong sign-ins going for `seconds`, from `addressOf(i)`; returns the count of each status. */
async function floodSignIns(baseUrl: string, email: string, seconds: number, addressOf: (i: number) => string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  const lane = async () => {
    while (Date.now() < deadline) {
      const i = sent++;
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': addressOf(i) },
        body: JSON.stringify({ email, password: `wrong guess ${i}` }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return statuses;
}

function statusText(statuses: Map<number, number> | undefined): string {
  if (!statuses) return '—';
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${int(count)}×${status}`)
    .join(', ');
}

export async function runFloodBench(options: FloodBenchOptions): Promise<Section> {
  const seconds = options.duration ?? (options.quick ? 5 : 15);
  const section: Section = { title: 'Password flood (issue 14): production server on PostgreSQL, production scrypt cost', tables: [], notes: [] };
  const cleanups: (() => Promise<void>)[] = [];
  const log = options.log;
  try {
    if (!existsSync(path.join(root, 'dist/client', STATIC_PATH))) {
      log('flood: build (no dist/client yet)');
      const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--quiet'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the build failed');
    }
    const { app } = await startAppOnFreshDatabase('flood', cleanups);

    const email = `flood-${randomBytes(6).toString('hex')}@example.com`;
    const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url, 'X-Forwarded-For': '10.99.0.1' },
      body: JSON.stringify({ email, password: 'the right password', name: 'Flood Target', birthday: 1, birthMonth: 1 }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);

    const rows: string[][] = [];
    const measure = async (label: string, flood: (() => Promise<Map<number, number>>) | null) => {
      log(`flood: ${label} (${seconds} s)`);
      let done = false;
      const floodRun = flood ? flood().finally(() => (done = true)) : null;
      const stopAt = Date.now() + seconds * 1000;
      const times = await timeStaticGets(app.url, () => (floodRun ? done : Date.now() >= stopAt));
      const statuses = floodRun ? await floodRun : undefined;
      const p99 = percentile(times, 99);
      rows.push([
        label,
        int(times.length),
        fixed(percentile(times, 50)),
        withMark(fixed(p99), p99 <= STATIC_P99_TARGET_MS),
        fixed(Math.max(...times)),
        statusText(statuses),
        int(peakRssMiB(app.process.pid)),
      ]);
    };
    await measure('no sign-ins', null);
    let counter = 0;
    await measure(`${IN_FLIGHT} wrong sign-ins in flight, ${IN_FLIGHT} addresses`, () =>
      floodSignIns(app.url, email, seconds, () => `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`),
    );
    await measure(`${IN_FLIGHT} wrong sign-ins in flight, one address`, () => floodSignIns(app.url, email, seconds, () => '10.98.0.1'));

    section.tables.push({
      title: `GET ${STATIC_PATH} one after another, while wrong sign-ins are kept in flight`,
      columns: ['sign-ins', 'GETs', 'p50 ms', 'p99 ms', 'max ms', 'sign-in answers', 'server peak RSS MiB'],
      rows,
      notes: [
        `Target: p99 of the static GET ≤ ${STATIC_P99_TARGET_MS} ms during the flood.`,
        `Hashing runs ${HASHING_CONCURRENCY} at a time with up to ${HASHING_MAX_WAITING} waiting (scrypt N=2^17, 128 MiB each); past that a sign-in is answered 503 at once, and past the per-address and per-email limits 429.`,
      ],
    });
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
    log(`flood: failed: ${section.error}`);
  } finally {
    await runCleanups(cleanups, 'flood', log);
  }
  return section;
}
