// A flood of wrong passwords against the production server (issue 14): how long a static file
// waits while 50 wrong sign-ins are kept in flight from 50 addresses (each past every per-address
// limit, so only the hashing queue stands between them and the cores), and from one address.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HASHING_CONCURRENCY, HASHING_MAX_WAITING } from '../../src/server/domain/accounts/hashing-pool.ts';
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
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmHWM:'));
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

/** Keeps IN_FLIGHT wrong sign-ins going for `seconds`, on `emailOf(i)` from `addressOf(i)`; returns the count of each status. */
async function floodSignIns(baseUrl: string, emailOf: (i: number) => string, seconds: number, addressOf: (i: number) => string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  const lane = async () => {
    while (Date.now() < deadline) {
      const i = sent++;
      const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': addressOf(i) },
        body: JSON.stringify({ email: emailOf(i), password: `wrong guess ${i}` }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return statuses;
}

/** The owner signing in once a second from their usual address until `until` says stop, with `cookie` (a browser that signed in before) or none. */
async function ownerSignIns(baseUrl: string, email: string, cookie: string | null, until: () => boolean): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  while (!until()) {
    const started = Date.now();
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': OWNER_ADDRESS, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ email, password: OWNER_PASSWORD }),
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
  }
  return statuses;
}

const OWNER_ADDRESS = '10.97.0.1';
const OWNER_PASSWORD = 'the right password';

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
      body: JSON.stringify({ email, password: OWNER_PASSWORD, name: 'Flood Target', birthday: 1, birthMonth: 1 }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);

    // The owner's browser signs in once before the flood: it holds the account's device cookie.
    const first = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.url, 'X-Forwarded-For': OWNER_ADDRESS },
      body: JSON.stringify({ email, password: OWNER_PASSWORD }),
    });
    const deviceCookie =
      first.headers
        .getSetCookie()
        .find((line) => line.startsWith('ti_device='))
        ?.split(';')[0] ?? null;
    if (first.status !== 200 || !deviceCookie) throw new Error(`the owner's first sign-in answered ${first.status} without a device cookie`);

    const rows: string[][] = [];
    const ownerRows: string[][] = [];
    const measure = async (label: string, flood: (() => Promise<Map<number, number>>) | null, owner?: { label: string; cookie: string | null }) => {
      log(`flood: ${label}${owner ? `, ${owner.label}` : ''} (${seconds} s)`);
      let done = false;
      const floodRun = flood ? flood().finally(() => (done = true)) : null;
      const stopAt = Date.now() + seconds * 1000;
      const ownerRun = owner ? ownerSignIns(app.url, email, owner.cookie, () => (floodRun ? done : Date.now() >= stopAt)) : null;
      const times = await timeStaticGets(app.url, () => (floodRun ? done : Date.now() >= stopAt));
      const statuses = floodRun ? await floodRun : undefined;
      if (owner && ownerRun) ownerRows.push([label, owner.label, statusText(await ownerRun), statusText(statuses)]);
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
    const manyAddresses = () => `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
    await measure(`${IN_FLIGHT} wrong sign-ins in flight, ${IN_FLIGHT} addresses`, () => floodSignIns(app.url, () => email, seconds, manyAddresses));
    await measure(`${IN_FLIGHT} wrong sign-ins in flight, one address`, () =>
      floodSignIns(
        app.url,
        () => email,
        seconds,
        () => '10.98.0.1',
      ),
    );
    // Issue 25 §2: fifty addresses, random emails (no per-email limit applies), each address reused
    // for the whole run (so its own limit counts), while the owner signs in once a second.
    const fiftyAddresses = (i: number) => `10.96.0.${(i % IN_FLIGHT) + 1}`;
    const randomEmail = () => `guess-${randomBytes(6).toString('hex')}@example.com`;
    for (const owner of [
      { label: 'owner with the device cookie', cookie: deviceCookie },
      { label: 'owner from a new browser', cookie: null },
    ]) {
      await measure(
        `${IN_FLIGHT} wrong sign-ins in flight from ${IN_FLIGHT} addresses, random emails`,
        () => floodSignIns(app.url, randomEmail, seconds, fiftyAddresses),
        owner,
      );
    }

    section.tables.push({
      title: `GET ${STATIC_PATH} one after another, while wrong sign-ins are kept in flight`,
      columns: ['sign-ins', 'GETs', 'p50 ms', 'p99 ms', 'max ms', 'sign-in answers', 'server peak RSS MiB'],
      rows,
      notes: [
        `Target: p99 of the static GET ≤ ${STATIC_P99_TARGET_MS} ms during the flood.`,
        `Hashing runs ${HASHING_CONCURRENCY} at a time with up to ${HASHING_MAX_WAITING} waiting (scrypt N=2^17, 128 MiB each); past that a sign-in is answered 503 at once, and past the per-address and per-email limits 429.`,
      ],
    });
    section.tables.push({
      title: 'The owner signing in once a second (right password, usual address) during the flood',
      columns: ['flood', 'owner', 'owner answers', 'flood answers'],
      rows: ownerRows,
      notes: [
        'The device cookie (decision 0010) is issued at a successful sign-in; its holder skips the address and account limits and hashes in a lane strangers cannot fill.',
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
