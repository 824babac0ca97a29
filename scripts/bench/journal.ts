// The journal page's API (issue 27 §1) with one person's 5,000 readings on PGlite: the first page,
// the next one, a word search, a search that finds nothing (every row read), and the tag, card and
// outcome filters, each timed over repeated calls through the real app.
import { performance } from 'node:perf_hooks';
import { JOURNAL_PAGE_SIZE } from '../../src/shared/journal/journal.ts';
import { sendLogsTo } from '../../src/server/observe/log.ts';
import { apiPaths } from '../../src/shared/paths.ts';
import { JournalPageSchema } from '../../src/shared/schemas/journal-entries.ts';
import { seedJournalReadings } from '../../tests/support/journal.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { signUp } from '../../tests/support/users.ts';
import { fixed, int, percentile, withMark, type Section } from './report.ts';

interface JournalBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

export const JOURNAL_BENCH_READINGS = 5_000;
/** What a person waiting on a filter should not notice, on the embedded database. */
const P95_TARGET_MS = 150;

export async function runJournalBench({ quick, log }: JournalBenchOptions): Promise<Section> {
  const runs = quick ? 20 : 100;
  // A line per request would bury the table: only warnings and errors are shown.
  const restoreLogs = sendLogsTo({ write: (line: string) => process.stderr.write(line) }, 'warn');
  const t = await createTestApp({ cheapPasswords: true, workers: false });
  try {
    const user = await signUp(t);
    const seeding = performance.now();
    await seedJournalReadings(t.db, user.id, { count: JOURNAL_BENCH_READINGS, stepMinutes: 90 });
    log(`journal: ${int(JOURNAL_BENCH_READINGS)} readings seeded in ${fixed((performance.now() - seeding) / 1000)} s`);
    const get = (path: string) => t.request(path, { headers: { Cookie: user.cookie } });
    const first = JournalPageSchema.parse(await (await get(apiPaths.journal)).json());

    const cases: [string, string][] = [
      ['first page', apiPaths.journal],
      ['second page (cursor)', `${apiPaths.journal}?cursor=${first.nextCursor ?? ''}`],
      ['word search (question or note)', `${apiPaths.journal}?q=lighthouse`],
      ['search that finds nothing', `${apiPaths.journal}?q=${encodeURIComponent('no such words')}`],
      ['tag filter', `${apiPaths.journal}?tag=work`],
      ['card filter', `${apiPaths.journal}?card=the-tower`],
      ['outcome filter', `${apiPaths.journal}?outcome=as-read`],
      ['card, last 90 days', `${apiPaths.journal}?card=the-tower&days=90`],
    ];
    const rows: string[][] = [];
    for (const [name, path] of cases) {
      let items = 0;
      for (let warm = 0; warm < 3; warm += 1) await (await get(path)).arrayBuffer();
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await get(path);
        const body = JournalPageSchema.parse(await response.json());
        times.push(performance.now() - started);
        items = body.items.length;
      }
      const p95 = percentile(times, 95);
      rows.push([name, int(items), fixed(percentile(times, 50)), withMark(fixed(p95), p95 <= P95_TARGET_MS)]);
      log(`journal: ${name}: p50 ${fixed(percentile(times, 50))} ms, p95 ${fixed(p95)} ms`);
    }
    return {
      title: `The journal: one person with ${int(JOURNAL_BENCH_READINGS)} readings (PGlite, in process)`,
      tables: [
        {
          title: `GET ${apiPaths.journal}, ${int(runs)} calls each`,
          columns: ['query', `readings on the page (of ${JOURNAL_PAGE_SIZE})`, 'p50 ms', 'p95 ms'],
          rows,
          notes: [`Target: p95 ≤ ${P95_TARGET_MS} ms. Each call includes the session check, the page, and the person's tags and spreads for the filters.`],
        },
      ],
      notes: [],
    };
  } finally {
    await t.close();
    restoreLogs();
  }
}
