// Issue 6: the front end as a phone sees it. Builds the app, starts the production server on an
// embedded PGlite database, and runs Lighthouse (its default config: mobile, simulated slow 4G and
// 4× CPU slowdown) on the public pages, in Debian's Chromium launched through playwright-core.
// Then measures the layout shift while the cards of a visitor's reading appear.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../src/shared/i18n/languages.ts';
import { languageOfPath, pathIn } from '../../src/shared/i18n/language-paths.ts';
import { paths } from '../../src/shared/paths.ts';
import { clientBuildDir } from '../../src/server/http/client-builds.ts';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/chromium.ts';
import { freePort } from '../../tests/support/local-server.ts';
import { root, startAppServer, runCleanups } from './processes.ts';
import { fixed, int, percentile, withMark, type Section, type Table } from './report.ts';

interface FrontendBenchOptions {
  quick: boolean;
  /** Run the build first (off with --no-build, to measure what dist/client holds). */
  build: boolean;
  log(line: string): void;
}

const ROUTES = [paths.ask, paths.welcome, paths.login, paths.signup, paths.cards, paths.card('the-fool')] as const;
/** The public pages another language has at its own address, measured there. */
const LOCALISED_ROUTES = [paths.welcome, paths.cards, paths.card('the-fool'), paths.privacy] as const;
const TARGET = { performance: 100, performanceFloor: 95, accessibility: 100, bestPractices: 100, askJsKb: 90, cls: 0.02 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Lhr = RunnerResult['lhr'];

interface RouteResult {
  route: string;
  lhr: Lhr;
  /** Performance scores of every run (the median run is reported). */
  performanceRuns: number[];
}

function score(lhr: Lhr, category: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[category]?.score;
  return value == null ? Number.NaN : Math.round(value * 100);
}

function numeric(lhr: Lhr, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

interface NetworkItem {
  url: string;
  resourceType: string;
  transferSize: number;
  resourceSize: number;
}

function networkItems(lhr: Lhr): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => ({
    url: String(item.url ?? ''),
    resourceType: String(item.resourceType ?? ''),
    transferSize: Number(item.transferSize ?? 0),
    resourceSize: Number(item.resourceSize ?? 0),
  }));
}

/** JavaScript bytes on the wire (compressed, headers included) for the page's first load. */
function scriptKb(lhr: Lhr): number {
  return (
    networkItems(lhr)
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + item.transferSize, 0) / 1024
  );
}

/** The audits that cost points: weighted in a category and not passed. */
function shortfalls(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      out.push(`${category}: ${ref.id}${value}, score ${fixed(audit.score, 2)}`);
    }
  }
  return out;
}

/** What moved, when a page's CLS is not zero (Lighthouse's layout-shifts audit). */
function shiftedElements(lhr: Lhr): string[] {
  const details = lhr.audits['layout-shifts']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    return `${node?.selector ?? node?.snippet ?? '?'} (${fixed(Number(item.score ?? 0), 4)})`;
  });
}

/** The entry chunk and stylesheet a build's index.html loads, gzipped as the server's compress() does (level 6). */
function entryBundle(language: Language = 'en'): { jsKb: number; cssKb: number; files: string[] } {
  const clientDir = clientBuildDir(path.join(root, 'dist'), language);
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const gz = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;
  return {
    jsKb: scripts.reduce((sum, file) => sum + gz(file), 0),
    cssKb: styles.reduce((sum, file) => sum + gz(file), 0),
    files: [...scripts, ...styles],
  };
}

/** One Lighthouse run; a run that failed to record (NO_NAVSTART and the like, on a busy machine) is retried twice. */
async function lighthouseRoute(url: string, port: number, log: (line: string) => void, language: Language = 'en'): Promise<Lhr> {
  let failure = '';
  // Another language's pages as a visitor who picked it in the footer gets them (its cookie).
  const extraHeaders: Record<string, string> = language === 'en' ? {} : { Cookie: `${LANGUAGE_COOKIE}=${language}` };
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], extraHeaders });
    if (!result) failure = 'Lighthouse returned nothing';
    else if (result.lhr.runtimeError) failure = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    else return result.lhr;
    log(`frontend: Lighthouse ${url} failed (${failure}), attempt ${attempt}/3`);
  }
  throw new Error(`Lighthouse ${url}: ${failure}`);
}

interface ShiftResult {
  all: number;
  counted: number;
  entries: ShiftEntry[];
}

const OBSERVE_SHIFTS = `
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : '?';
    const classes = typeof node.className === 'string' && node.className.trim() ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + classes;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        startTime: entry.startTime,
        sources: (entry.sources || []).map((source) =>
          describe(source.node) + ' y ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) + ', h ' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface ShiftEntry {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: string[];
}

interface Viewport {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
}

/** Lighthouse's phone (Moto G Power) and a laptop. */
const VIEWPORTS: readonly Viewport[] = [
  { name: 'phone 412×823', width: 412, height: 823, mobile: true },
  { name: 'laptop 1350×940', width: 1350, height: 940, mobile: false },
];

function summarize(shifts: ShiftEntry[]): ShiftResult {
  return {
    all: shifts.reduce((sum, shift) => sum + shift.value, 0),
    counted: shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    entries: shifts,
  };
}

async function withPage<T>(browser: Browser, viewport: Viewport, address: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.mobile ? 1.75 : 1,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    // TRUST_PROXY=1: each run is its own visitor, with its own free reading.
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_SHIFTS);
    return await use(page);
  } finally {
    await context.close();
  }
}

const readShifts = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShifts: ShiftEntry[] }).__layoutShifts);

/** A visitor asks a question, draws, and watches the cards turn: the layout shift meanwhile. */
function cardsShift(browser: Browser, baseUrl: string, viewport: Viewport, address: string): Promise<ShiftResult> {
  return withPage(browser, viewport, address, async (page) => {
    await page.goto(`${baseUrl}${paths.ask}`, { waitUntil: 'networkidle' });
    await page.locator('#question').fill('What should I focus on this month to feel more at peace?');
    await page.getByRole('button', { name: 'Draw My Cards' }).click();
    await page.waitForTimeout(4_000);
    return summarize(await readShifts(page));
  });
}

const SLOW_CHUNK_MS = 300;

/**
 * A lazily loaded page whose code arrives late, as on a slow network: the loading state is painted
 * first, then the page. On localhost Lighthouse rarely sees that loading state at all.
 */
function slowChunkShift(browser: Browser, baseUrl: string, viewport: Viewport, route: string, address: string): Promise<ShiftResult> {
  return withPage(browser, viewport, address, async (page) => {
    await page.route(/\/assets\/.+-page-[^/]+\.js$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS));
      await request.continue();
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return summarize(await readShifts(page));
  });
}

function describeShifts(label: string, result: ShiftResult): string[] {
  return result.entries
    .filter((entry) => entry.value >= 0.0005)
    .map(
      (entry) =>
        `${label}: shift ${fixed(entry.value, 4)} at ${int(entry.startTime)} ms${entry.hadRecentInput ? ' (recent input)' : ''}: ${entry.sources.join('; ') || 'no source'}`,
    );
}

export async function runFrontendBench(options: FrontendBenchOptions): Promise<Section> {
  const section: Section = { title: 'Front end (issue 6): Lighthouse mobile, production build', tables: [], notes: [] };
  const runsPerRoute = options.quick ? 1 : 3;
  const cleanups: (() => Promise<void>)[] = [];
  const log = options.log;
  try {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH.');

    if (options.build) {
      log('frontend: build');
      const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the build failed');
    }
    const entry = entryBundle();
    // The ask page ships in the entry: each language's build has its own (docs/decisions/0034).
    const entries = LANGUAGES.map((language) => ({ language, ...entryBundle(language) }));

    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-web-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    log('frontend: starting the production server (PGlite)');
    const app = await startAppServer('frontend-server', port, {
      // localhost, not 127.0.0.1: Lighthouse and browsers treat it as a secure origin, as HTTPS would be.
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
    });
    cleanups.push(() => app.stop());
    const baseUrl = `http://localhost:${port}`;

    const debuggingPort = await freePort();
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    });
    cleanups.push(() => browser.close());
    const version = browser.version();

    const results: RouteResult[] = [];
    const pages = [
      ...ROUTES.map((route) => ({ route, language: 'en' as Language })),
      // Each other language's ask page (the footer's pick), and its public pages at their own addresses (issue 28 §1).
      ...LANGUAGES.filter((language) => language !== 'en').flatMap((language) => [
        { route: paths.ask, language },
        ...LOCALISED_ROUTES.map((route) => ({ route: pathIn(language, route), language })),
      ]),
    ];
    for (const { route: path, language } of pages) {
      const route = language === 'en' || languageOfPath(path) ? path : `${path} (${language})`;
      const runs: Lhr[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        log(`frontend: Lighthouse ${route} (run ${i + 1}/${runsPerRoute})`);
        runs.push(await lighthouseRoute(`${baseUrl}${path}`, debuggingPort, log, language));
      }
      // The median run by performance score, as Lighthouse's own docs recommend.
      const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as Lhr;
      results.push({ route, lhr: median, performanceRuns: runs.map((lhr) => score(lhr, 'performance')) });
    }

    const table: Table = {
      title: `Lighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile preset (default config), ${runsPerRoute === 1 ? 'one run' : `median of ${runsPerRoute} runs`} per page`,
      columns: ['Page', 'Perf', 'A11y', 'Best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB gz', 'requests'],
      rows: results.map(({ route, lhr, performanceRuns }) => {
        const perf = score(lhr, 'performance');
        const a11y = score(lhr, 'accessibility');
        const bp = score(lhr, 'best-practices');
        const cls = numeric(lhr, 'cumulative-layout-shift');
        const js = scriptKb(lhr);
        const perfText = runsPerRoute > 1 ? `${perf} (${performanceRuns.join('/')})` : String(perf);
        return [
          route,
          withMark(perfText, perf >= TARGET.performance) + (perf < TARGET.performanceFloor ? ' (below 95)' : ''),
          withMark(String(a11y), a11y >= TARGET.accessibility),
          withMark(String(bp), bp >= TARGET.bestPractices),
          int(numeric(lhr, 'first-contentful-paint')),
          int(numeric(lhr, 'largest-contentful-paint')),
          int(numeric(lhr, 'total-blocking-time')),
          withMark(fixed(cls, 3), cls <= TARGET.cls),
          route.startsWith(paths.ask) ? withMark(fixed(js), js <= TARGET.askJsKb) : fixed(js),
          int(networkItems(lhr).length),
        ];
      }),
      notes: [
        `Targets: performance ${TARGET.performance} (never below ${TARGET.performanceFloor}), accessibility ${TARGET.accessibility}, best practices ${TARGET.bestPractices}, CLS ≤ ${TARGET.cls}, first-load JS of ${paths.ask} ≤ ${TARGET.askJsKb} KB gz.`,
        'JS KB gz: script requests of the first load as transferred (gzip by the server, headers included), from the network-requests audit.',
        `Entry from dist/client/index.html (gzip level 6): ${fixed(entry.jsKb)} KB JS + ${fixed(entry.cssKb)} KB CSS (${entry.files.map((file) => path.basename(file)).join(', ')}).`,
        `The ask page's entry JS by language (each build's index.html, gzip level 6): ${entries
          .map(({ language, jsKb }) => `${language} ${withMark(fixed(jsKb), jsKb <= TARGET.askJsKb)}`)
          .join(', ')} KB; Lighthouse of ${paths.ask} by language below.`,
      ],
    };
    section.tables.push(table);

    const shortfallNotes = results.flatMap(({ route, lhr }) => [
      ...shortfalls(lhr).map((line) => `${route}: ${line}`),
      ...shiftedElements(lhr).map((line) => `${route}: layout shift of ${line}`),
    ]);
    if (shortfallNotes.length) section.notes.push('Audits that cost points (median run):', ...shortfallNotes.map((line) => `  ${line}`));
    else section.notes.push('No weighted audit lost points on any page (median run).');

    // Layout shift while the cards appear, on a phone and on a laptop.
    const shiftRuns = options.quick ? 1 : 3;
    let visitor = 0;
    const cardRows: string[][] = [];
    const cardNotes: string[] = [];
    for (const viewport of VIEWPORTS) {
      const results: ShiftResult[] = [];
      for (let i = 0; i < shiftRuns; i++) {
        log(`frontend: layout shift while the cards appear, ${viewport.name} (run ${i + 1}/${shiftRuns})`);
        results.push(await cardsShift(browser, baseUrl, viewport, `198.19.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`));
      }
      const worstAll = Math.max(...results.map((result) => result.all));
      const worstCounted = Math.max(...results.map((result) => result.counted));
      const median = (values: number[]) => fixed(percentile(values, 50), 4);
      cardRows.push([
        viewport.name,
        int(results.length),
        median(results.map((result) => result.all)),
        withMark(fixed(worstAll, 4), worstAll <= TARGET.cls),
        median(results.map((result) => result.counted)),
        withMark(fixed(worstCounted, 4), worstCounted <= TARGET.cls),
      ]);
      results.forEach((result, index) => cardNotes.push(...describeShifts(`${viewport.name} run ${index + 1}`, result)));
    }
    section.tables.push({
      title: `Layout shift on ${paths.ask} while the cards appear (no throttling; type a question, click Draw My Cards, wait 4 s)`,
      columns: ['Viewport', 'runs', 'all shifts, median', 'all shifts, worst', 'CLS-counted, median', 'CLS-counted, worst'],
      rows: cardRows,
      notes: [
        `Target ≤ ${TARGET.cls}. "All shifts" sums every layout-shift entry (PerformanceObserver, buffered); "CLS-counted" leaves out those within 500 ms of the click, as CLS does.`,
        ...cardNotes,
      ],
    });

    // Lazily loaded pages whose code arrives late.
    const slowRows: string[][] = [];
    const slowNotes: string[] = [];
    for (const route of ROUTES.filter((route) => route !== paths.ask)) {
      const row: string[] = [route];
      for (const viewport of VIEWPORTS) {
        log(`frontend: layout shift of ${route} with its code ${SLOW_CHUNK_MS} ms late, ${viewport.name}`);
        const result = await slowChunkShift(browser, baseUrl, viewport, route, `198.19.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`);
        row.push(withMark(fixed(result.counted, 4), result.counted <= TARGET.cls));
        slowNotes.push(...describeShifts(`${route}, ${viewport.name}`, result));
      }
      slowRows.push(row);
    }
    section.tables.push({
      title: `Layout shift of lazily loaded pages when their code arrives ${SLOW_CHUNK_MS} ms late (loading state painted first)`,
      columns: ['Page', ...VIEWPORTS.map((viewport) => `CLS, ${viewport.name}`)],
      rows: slowRows,
      notes: [`Target ≤ ${TARGET.cls}.`, ...slowNotes],
    });
    section.notes.push(`Browser: Chromium ${version} (headless). Server log: ${path.relative(process.cwd(), app.logFile)}.`);
  } catch (error) {
    section.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await runCleanups(cleanups, 'frontend', log);
  }
  return section;
}
