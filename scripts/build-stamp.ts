// Whether dist/client was built from the sources as they are now. `npm run build` writes a stamp of
// what it read; `npm start` (scripts/start.ts) compares it with the tree and builds only on a difference.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../src/shared/i18n/languages.ts';
import { clientBuildDir } from '../src/server/http/client-builds.ts';

/** Everything the front-end build reads: the app, the prerendered pages' inputs, the tools and their versions. */
export const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  // The /fair-draw page is built from it.
  'docs/fair-draw.md',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/build-stamp.ts',
  'scripts/i18n',
  'project.inlang',
];

/** Written by the build itself from the inputs above (scripts/i18n/compile-messages.ts). */
const GENERATED = 'src/web/i18n/paraglide';

/** What the server reads from a build: without any of them the build is not there, whatever a stamp says. */
export const BUILD_OUTPUTS = LANGUAGES.flatMap((language) => {
  const dir = path.relative('.', clientBuildDir('dist', language));
  return [`${dir}/index.html`, `${dir}/.vite/manifest.json`, `${dir}/.vite/prerendered.json`, `${dir}/.vite/ask-shell.html`];
});

/** Inside the build's own output, which the next build empties first: a build that fails leaves none. */
export const BUILD_STAMP = 'dist/client/.vite/build-stamp.txt';

/** The files of one input; a missing one stays in the list (hashed as missing), so its arrival counts as a change. */
function inputFiles(root: string, input: string): string[] {
  const absolute = path.join(root, input);
  if (!existsSync(absolute) || !statSync(absolute).isDirectory()) return [input];
  const entries = readdirSync(absolute, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(GENERATED));
}

/**
 * A hash of the inputs' paths and contents, and of the year (the build writes it into the footer).
 * Contents rather than modification times: a checkout or a stash that puts the same text back
 * costs no rebuild.
 */
export function fingerprintInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256').update(`year ${new Date().getFullYear()}\0`);
  for (const file of [...new Set(inputs.flatMap((input) => inputFiles(root, input)))].sort()) {
    const absolute = path.join(root, file);
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Called by the build, with the fingerprint taken before it read anything. */
export function writeBuildStamp(root: string, fingerprint: string): void {
  writeFileSync(path.join(root, BUILD_STAMP), `${fingerprint}\n`);
}

/** Why the build must run again, or null when dist/client is current. */
export function staleBecause(root: string, inputs: readonly string[] = BUILD_INPUTS): string | null {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  const stampPath = path.join(root, BUILD_STAMP);
  if (!existsSync(stampPath)) return 'the build left no stamp';
  if (readFileSync(stampPath, 'utf8').trim() !== fingerprintInputs(root, inputs)) return 'the sources changed since the last build';
  return null;
}
