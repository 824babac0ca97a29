import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, BUILD_OUTPUTS, fingerprintInputs, staleBecause, writeBuildStamp } from '../scripts/build-stamp.ts';

// `npm start` builds only when the sources changed since the last build (scripts/start.ts).

describe('the build stamp', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  const build = () => {
    const fingerprint = fingerprintInputs(root);
    for (const output of BUILD_OUTPUTS) write(output, 'built');
    writeBuildStamp(root, fingerprint);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'tarot-build-stamp-'));
    write('src/web/main.tsx', 'export const app = 1;\n');
    write('src/web/features/ask/ask.css', '.ask { color: red; }\n');
    write('src/shared/constants.ts', 'export const PRICE = 1;\n');
    write('vite.config.ts', 'export default {};\n');
    write('package-lock.json', '{}\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is stale before the first build, current after it', () => {
    expect(staleBecause(root)).toBe(`${BUILD_OUTPUTS[0]} is missing`);
    build();
    expect(staleBecause(root)).toBeNull();
  });

  it('goes stale when a source file changes, and current again once rebuilt', () => {
    build();
    write('src/web/features/ask/ask.css', '.ask { color: blue; }\n');
    expect(staleBecause(root)).toBe('the sources changed since the last build');
    build();
    expect(staleBecause(root)).toBeNull();
  });

  it('goes stale when a file appears or goes, in a folder or at the top', () => {
    build();
    write('src/shared/new-text.ts', 'export const TEXT = "";\n');
    expect(staleBecause(root)).not.toBeNull();
    build();
    rmSync(path.join(root, 'src/shared/new-text.ts'));
    expect(staleBecause(root)).not.toBeNull();
    build();
    // tsconfig.json was missing at the last build: its arrival changes what the build would read.
    write('tsconfig.json', '{}\n');
    expect(staleBecause(root)).not.toBeNull();
  });

  it('goes stale when the dependencies or the build configuration change', () => {
    build();
    write('package-lock.json', '{"lockfileVersion": 3}\n');
    expect(staleBecause(root)).not.toBeNull();
    build();
    write('vite.config.ts', 'export default { build: {} };\n');
    expect(staleBecause(root)).not.toBeNull();
  });

  it('stays current when a file is touched but says the same (a checkout that puts the text back)', () => {
    build();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/web/main.tsx'), later, later);
    expect(staleBecause(root)).toBeNull();
  });

  it('is stale when an output the server reads is gone, or the build left no stamp', () => {
    build();
    rmSync(path.join(root, 'dist/client/.vite/prerendered.json'));
    expect(staleBecause(root)).toBe('dist/client/.vite/prerendered.json is missing');
    build();
    rmSync(path.join(root, 'dist/client/.vite/build-stamp.txt'));
    expect(staleBecause(root)).toBe('the build left no stamp');
  });

  it('reads every source of the real build: the prerendered pages and the scripts that make them included', () => {
    const real = path.resolve(import.meta.dirname, '..');
    const fingerprint = fingerprintInputs(real);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const input of ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'scripts/build.ts']) expect(BUILD_INPUTS).toContain(input);
    expect(
      fingerprintInputs(
        real,
        BUILD_INPUTS.filter((input) => input !== 'src/web'),
      ),
    ).not.toBe(fingerprint);
  });
});
