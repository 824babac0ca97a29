// `npm run build`: the browser bundle (dist/client), then the signed-out HTML of the static public
// pages (dist/client/.vite/prerendered.json, beside Vite's manifest and like it never served), which
// the server puts into those pages for signed-out visitors; last, the stamp `npm start` compares
// with the sources (scripts/build-stamp.ts).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { cardPagePaths } from '../src/shared/deck/library.ts';
import { PRERENDERED_PAGES } from '../src/shared/paths.ts';
import { fingerprintInputs, writeBuildStamp } from './build-stamp.ts';

// Always the production build, whatever the caller's NODE_ENV (Vitest sets 'test'); React's
// server renderer, loaded below, reads it too.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const logLevel = process.argv.includes('--quiet') ? 'error' : 'warn';
// Taken before anything is read: a source changed while the build runs makes the next start build again.
const fingerprint = fingerprintInputs(root);

// Two entries that share nothing: the app (index.html), and the loader that prerendered pages run
// instead, which imports the app's entry once the page has painted (src/web/load-after-paint.ts).
await build({
  root: path.join(root, 'src/web'),
  configFile: path.join(root, 'vite.config.ts'),
  logLevel,
  build: { rolldownOptions: { input: { index: 'index.html', 'load-after-paint': 'load-after-paint.ts' } } },
});

const serverOut = path.join(dist, 'prerender');
await build({
  root: path.join(root, 'src/web'),
  configFile: path.join(root, 'vite.config.ts'),
  logLevel,
  build: { ssr: 'prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { renderPage, renderAskShell } = (await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href)) as {
  renderPage(pathname: string): Promise<string>;
  renderAskShell(): string;
};
const pages: Record<string, string> = {};
for (const pathname of [...PRERENDERED_PAGES, ...cardPagePaths()]) {
  const html = await renderPage(pathname);
  // The CSP allows no inline script, and React would need one for a page streamed in parts.
  if (html.includes('<script') || html.includes('<template')) throw new Error(`The prerendered ${pathname} needs inline scripts`);
  pages[pathname] = html;
}
writeFileSync(path.join(dist, 'client', '.vite', 'prerendered.json'), JSON.stringify(pages));
writeFileSync(path.join(dist, 'client', '.vite', 'ask-shell.html'), renderAskShell());
rmSync(serverOut, { recursive: true, force: true });
writeBuildStamp(root, fingerprint);
