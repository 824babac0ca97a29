// `npm start`: builds the front end only when its sources changed since the last build
// (scripts/build-stamp.ts), then runs the server in this process's place.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { staleBecause } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');

const stale = staleBecause(root);
if (stale) {
  console.log(`Building the front end: ${stale}.`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The front end in dist/client is current: no build needed.');
}
