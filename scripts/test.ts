// Runs every test and ends with one plain line, "N passed, N failed", that CI reads.
// `--no-e2e` runs only the unit and integration suites (the second, PostgreSQL pass of CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../tests/e2e/support/chromium.ts';

interface VitestJson {
  testResults?: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTestSuites: number;
  success: boolean;
}

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function runVitest(name: string, extraArgs: string[]): VitestJson & { exitCode: number } {
  const outputFile = path.join(resultsDir, `${name}.json`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...extraArgs],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  const exitCode = result.status ?? 1;
  if (!existsSync(outputFile)) return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTotalTestSuites: 0, success: false, exitCode };
  return { ...(JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJson), exitCode };
}

const args = process.argv.slice(2);
const withE2e = !args.includes('--no-e2e');
const runs = [runVitest('unit', [])];

if (withE2e) {
  const chromium = findChromium();
  if (chromium) {
    runs.push(runVitest('e2e', ['--config', 'vitest.e2e.config.ts']));
  } else if (process.env.CI === 'true') {
    console.error('No Chromium found and CI=true: end-to-end tests cannot run. Install it with `apt-get install -y chromium` or set CHROME_PATH.');
    runs.push({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTotalTestSuites: 0, success: false, exitCode: 1 });
  } else {
    console.log('End-to-end tests skipped: no Chromium found. Install it with `apt-get install -y chromium` or set CHROME_PATH.');
  }
}

// The failures again, last, where a CI log's tail shows them: the run prints thousands of lines before.
for (const run of runs)
  for (const file of run.testResults ?? [])
    for (const test of file.assertionResults.filter((one) => one.status === 'failed'))
      console.log(`FAILED ${path.relative(root, file.name)} > ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300)}`);

const passed = runs.reduce((sum, run) => sum + run.numPassedTests, 0);
const failed = runs.reduce((sum, run) => sum + run.numFailedTests + (run.exitCode !== 0 && run.numFailedTests === 0 ? 1 : 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
