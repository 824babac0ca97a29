// `node scripts/make-icons.ts`: draws the app's icons and /favicon.ico from src/web/public/favicon.svg
// into src/web/public (run again when the mark changes; a test fails until then).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { appIconFiles, PUBLIC_DIR } from './app-icons.ts';

for (const { file, bytes } of appIconFiles()) {
  writeFileSync(path.join(PUBLIC_DIR, file), bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}
