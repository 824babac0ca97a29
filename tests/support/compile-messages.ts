import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Vitest's global setup: the pages' texts compiled, as the components under test import them. In a
 * process of its own: Paraglide's project loader keeps handles open that would hold Vitest's exit.
 */
export default function setup(): void {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/i18n/compile-messages.ts')], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error("The pages' texts could not be compiled");
}
