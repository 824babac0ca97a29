// `npm run bench`: runs the benchmarks, prints their tables with each target marked ✓ or ✗, and
// writes the latest results as Markdown to .bench/latest.md. Targets never fail the run; only a
// benchmark that could not run exits non-zero.
//
//   npm run bench                         everything, 30 s per load run
//   npm run bench -- --quick              shorter runs (5 s per load run, 20 streamed requests)
//   npm run bench -- --only server        or any name in BENCHMARKS below (comma-separated or repeated)
//   npm run bench -- --duration 10 --connections 100 --no-build
//   npm run bench -- --wait-idle          first wait (up to 15 min) for the 1-minute load average to drop below 1
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runFrontendBench } from './frontend.ts';
import { runFirstInputBench } from './first-input.ts';
import { runJobsBench } from './jobs.ts';
import { runJournalBench } from './journal.ts';
import { runFloodBench } from './password-flood.ts';
import { benchDir } from './processes.ts';
import { sectionToMarkdown, sectionToText, type Section } from './report.ts';
import { runPatternsBench } from './patterns.ts';
import { runReaderBench } from './reader.ts';
import { runReaskBench } from './reask.ts';
import { runSafetyBench } from './safety.ts';
import { runServerBench } from './server.ts';

/** What every benchmark is given; each reads the part it needs. */
interface RunOptions {
  quick: boolean;
  /** Build the front end first (off with --no-build). */
  build: boolean;
  duration?: number | undefined;
  connections?: number | undefined;
  log: (line: string) => void;
}

/** Every benchmark by the name `--only` takes, in the order a full run goes through them. */
const RUNNERS = {
  server: runServerBench,
  frontend: runFrontendBench,
  'first-input': runFirstInputBench,
  flood: runFloodBench,
  safety: runSafetyBench,
  reask: runReaskBench,
  jobs: runJobsBench,
  reader: runReaderBench,
  patterns: runPatternsBench,
  journal: runJournalBench,
} satisfies Record<string, (options: RunOptions) => Promise<Section>>;
const BENCHMARKS = Object.keys(RUNNERS) as (keyof typeof RUNNERS)[];
type Benchmark = (typeof BENCHMARKS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string', multiple: true },
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'wait-idle': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run bench -- [--quick] [--only ${BENCHMARKS.join('|')}] [--duration SECONDS] [--connections N] [--no-build] [--wait-idle]`);
  process.exit(0);
}

const only = (values.only ?? [])
  .flatMap((value) => value.split(','))
  .map((value) => value.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !BENCHMARKS.includes(name as Benchmark));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from ${BENCHMARKS.join(', ')}.`);
  process.exit(2);
}
const selected = only.length ? BENCHMARKS.filter((name) => only.includes(name)) : [...BENCHMARKS];

function positive(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}
const duration = positive('duration', values.duration);
const connections = positive('connections', values.connections);
const quick = values.quick ?? false;

const log = (line: string) => console.log(`[bench] ${line}`);
const startedAt = new Date();
const sections: Section[] = [];

/** The figures assume a machine doing nothing else; a busy one makes every figure worse. */
async function waitForIdle(): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  while ((loadavg()[0] ?? 0) >= 1 && Date.now() < deadline) {
    log(`waiting for the machine to settle (1-minute load average ${(loadavg()[0] ?? 0).toFixed(2)})`);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
  }
}

for (const name of selected) {
  const started = Date.now();
  if (values['wait-idle']) await waitForIdle();
  const load = loadavg()[0] ?? 0;
  log(`${name}: starting${quick ? ' (quick)' : ''}; 1-minute load average ${load.toFixed(2)}`);
  if (load >= cpus().length / 2) log(`${name}: the machine is busy; the figures will be pessimistic`);
  const section = await RUNNERS[name]({ quick, build: !values['no-build'], duration, connections, log });
  log(`${name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  section.notes.push(
    `1-minute load average at the start: ${load.toFixed(2)}, at the end: ${(loadavg()[0] ?? 0).toFixed(2)} (this run's own processes included; ${cpus().length} CPUs).`,
  );
  sections.push(section);
  console.log(sectionToText(section));
}

const header = [
  '# Benchmark results',
  '',
  `${startedAt.toISOString()} · \`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` · ${cpus().length} CPU (${cpus()[0]?.model.trim() ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GB · Node ${process.version}`,
  '',
  'Targets are marked ✓ (met) or ✗ (missed). Load generator, server, database and browser share the machine.',
];
mkdirSync(benchDir, { recursive: true });
const file = path.join(benchDir, 'latest.md');
writeFileSync(file, `${[header.join('\n'), ...sections.map(sectionToMarkdown)].join('\n\n')}\n`);
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
process.exit(sections.some((section) => section.error) ? 1 : 0);
