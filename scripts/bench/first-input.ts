// Issue 24: the sign-in, sign-up and ask pages as a phone sees them before the app's code has
// arrived. Debian's Chromium through playwright-core, its CPU slowed 4× and its network held to
// 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up (Lighthouse's mobile figures) through the
// DevTools protocol. Per page: when it first paints, when its first field takes typing, when the app
// runs its form; and whether what is typed and a submit clicked as soon as the field takes them
// come through (the signed-in account page, or the question drawn).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { z } from 'zod';
import { paths } from '../../src/shared/paths.ts';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/chromium.ts';
import { freePort } from '../../tests/support/local-server.ts';
import { root, runCleanups, startAppServer } from './processes.ts';
import { int, percentile, withMark, type Section } from './report.ts';

interface FirstInputBenchOptions {
  quick: boolean;
  /** Run the build first (off with --no-build, to measure what dist/client holds). */
  build: boolean;
  log(line: string): void;
}

const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 } as const;
const PASSWORD = 'moonlit-path-42';
/** How long a submit may take to come through on the slowed phone. */
const OUTCOME_TIMEOUT_MS = 60_000;

interface Probe {
  page: string;
  path: string;
  /** The first field a person types into. */
  field: string;
  form: string;
  /** Types into the form as a person would, from its first field. */
  fill(page: Page, run: number): Promise<void>;
  submit: string;
  /** Resolves once the submit has done what it should. */
  outcome(page: Page): Promise<unknown>;
}

/** What the page recorded in its own clock (ms since navigation start). */
const MarksSchema = z.object({
  firstPaint: z.number().nullable(),
  typable: z.number().nullable(),
  appRuns: z.number().nullable(),
  clicked: z.number().nullable(),
});
type Marks = z.infer<typeof MarksSchema>;

/** Installed before any of the page's own script: watches for the field taking input and the app taking the form. */
const WATCH = ({ field, form }: { field: string; form: string }) => {
  const marks = { firstPaint: null as number | null, typable: null as number | null, appRuns: null as number | null, clicked: null as number | null };
  Object.assign(window, { __firstInput: marks });
  document.addEventListener(
    'click',
    (event) => {
      if (marks.clicked === null && event.target instanceof Element && event.target.closest('[type="submit"]')) marks.clicked = performance.now();
    },
    true,
  );
  const check = () => {
    const input = document.querySelector(field);
    if (marks.typable === null && input && !input.matches(':disabled')) marks.typable = performance.now();
    const element = document.querySelector(form);
    if (marks.appRuns === null && element && !element.hasAttribute('data-before-start')) marks.appRuns = performance.now();
    if (marks.appRuns === null || marks.typable === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

function probes(account: { email: string }): Probe[] {
  return [
    {
      page: 'sign-in',
      path: paths.login,
      field: '#login-email',
      form: '#login-form, form.auth-form',
      async fill(page) {
        await page.locator('#login-email').fill(account.email);
        await page.locator('#login-password').fill(PASSWORD);
      },
      submit: 'Sign In',
      outcome: (page) => page.waitForURL(`**${paths.account}`, { timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      page: 'sign-up',
      path: paths.signup,
      field: '#signup-name',
      form: '#signup-form, form.auth-form',
      async fill(page, run) {
        await page.locator('#signup-name').fill('Early Bird');
        await page.locator('#signup-birthday').fill('3');
        await page.locator('#signup-birth-month').selectOption({ label: 'May' });
        await page.locator('#signup-email').fill(`bench-first-input-${Date.now()}-${run}@example.test`);
        await page.locator('#signup-password').fill(PASSWORD);
        await page.locator('#signup-confirm-password').fill(PASSWORD);
      },
      submit: 'Begin My Journey',
      outcome: (page) => page.waitForURL(`**${paths.account}`, { timeout: OUTCOME_TIMEOUT_MS }),
    },
    {
      page: 'ask',
      path: paths.ask,
      field: '#question',
      form: '#ask-form, form.ask-form',
      async fill(page) {
        await page.locator('#question').fill('Will the garden bloom?');
      },
      submit: 'Draw My Cards',
      outcome: (page) => page.getByText('“Will the garden bloom?”').waitFor({ timeout: OUTCOME_TIMEOUT_MS }),
    },
  ];
}

interface RunResult {
  marks: Marks;
  cameThrough: boolean;
}

async function measure(browser: Browser, baseUrl: string, probe: Probe, run: number): Promise<RunResult> {
  // Each run its own address: the visitor's free reading is one per address and day.
  const context = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.24.${run}.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.addInitScript(WATCH, { field: probe.field, form: probe.form });
    await page.goto(probe.path, { waitUntil: 'commit' });
    // As soon as the field takes typing: type, then click the submit.
    await page.locator(probe.field).waitFor({ state: 'visible', timeout: OUTCOME_TIMEOUT_MS });
    await page.waitForFunction((field) => document.querySelector(field)?.matches(':disabled') === false, probe.field, { timeout: OUTCOME_TIMEOUT_MS });
    await probe.fill(page, run);
    await page.getByRole('button', { name: probe.submit, exact: true }).click({ timeout: OUTCOME_TIMEOUT_MS });
    // Read once the app runs the form, before the submit's outcome can take the page elsewhere.
    await page.waitForFunction(() => Reflect.get(Reflect.get(window, '__firstInput') ?? {}, 'appRuns') !== null, undefined, { timeout: OUTCOME_TIMEOUT_MS });
    const marks = MarksSchema.parse(await page.evaluate(() => Reflect.get(window, '__firstInput')));
    const cameThrough = await probe.outcome(page).then(
      () => true,
      () => false,
    );
    return { marks, cameThrough };
  } finally {
    await context.close();
  }
}

async function createAccount(baseUrl: string): Promise<{ email: string }> {
  const email = `bench-first-input-${Date.now()}@example.test`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': '10.24.250.250' },
    body: JSON.stringify({ name: 'Bench Reader', email, password: PASSWORD, birthday: 9, birthMonth: 3 }),
  });
  if (!response.ok) throw new Error(`Could not create the sign-in account: ${response.status} ${await response.text()}`);
  return { email };
}

const median = (values: readonly number[]) => percentile(values, 50);

/** A field takes typing once it is enabled and painted: the later of the two. */
function typableAt(result: RunResult): number | null {
  const { typable, firstPaint } = result.marks;
  return typable === null || firstPaint === null ? null : Math.max(typable, firstPaint);
}

export async function runFirstInputBench(options: FirstInputBenchOptions): Promise<Section> {
  const section: Section = {
    title: 'First input (issue 24): forms on a phone before the app’s code arrives',
    tables: [],
    notes: [
      `Chromium with the CPU slowed ${PHONE.cpuSlowdown}× and the network at ${PHONE.latencyMs} ms RTT, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s down, ${PHONE.uploadBitsPerSecond / 1e3} kbit/s up (DevTools protocol emulation). Times from navigation start, in the page's clock; medians (min–max) over the runs.`,
      'Typable: the first field is painted and enabled. App runs: the form has lost its data-before-start mark (the app runs it). Submit clicked: the fields filled and the submit clicked as soon as the first field was typable, as fast as the driven browser does it. Came through: it ended where it should (signed in on /account; the question drawn).',
    ],
  };
  const runs = options.quick ? 1 : 3;
  const cleanups: (() => Promise<void>)[] = [];
  const log = options.log;
  try {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH.');
    if (options.build) {
      log('first-input: build');
      const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the build failed');
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-first-input-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    log('first-input: starting the production server (PGlite)');
    const app = await startAppServer('first-input-server', port, { PUBLIC_URL: baseUrl, DATA_DIR: dataDir, TRUST_PROXY: '1' });
    cleanups.push(() => app.stop());
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    cleanups.push(() => browser.close());
    const account = await createAccount(baseUrl);

    const rows: string[][] = [];
    for (const probe of probes(account)) {
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run++) {
        log(`first-input: ${probe.page} (run ${run + 1}/${runs})`);
        results.push(await measure(browser, baseUrl, probe, run));
      }
      const figure = (pick: (result: RunResult) => number | null) => {
        const values = results.map(pick).filter((value): value is number => value !== null);
        if (values.length === 0) return '—';
        return `${int(median(values))} (${int(Math.min(...values))}–${int(Math.max(...values))})`;
      };
      const through = results.filter((result) => result.cameThrough).length;
      const before = (mark: number | null, react: number | null) => mark !== null && react !== null && mark < react;
      const clickedEarly = results.filter((result) => before(result.marks.clicked, result.marks.appRuns)).length;
      rows.push([
        probe.page,
        figure((result) => result.marks.firstPaint),
        figure(typableAt),
        figure((result) => result.marks.appRuns),
        figure((result) => result.marks.clicked),
        `${clickedEarly}/${runs}`,
        withMark(`${through}/${runs}`, through === runs),
      ]);
    }
    section.tables.push({
      title: `Chromium ${browser.version()}, ${runs === 1 ? 'one run' : `${runs} runs`} per page`,
      columns: ['Page', 'First paint, ms', 'Typable, ms', 'App runs the form, ms', 'Submit clicked, ms', 'Clicked before the app ran', 'Came through'],
      rows,
    });
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
    log(`first-input: failed: ${section.error}`);
  } finally {
    await runCleanups(cleanups, 'first-input', log);
  }
  return section;
}
