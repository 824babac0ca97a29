// `npm run build`: for each language (English in dist/client, the others in dist/client-<language>)
// the browser bundle, then the signed-out HTML of the static public pages
// (<build>/.vite/prerendered.json, beside Vite's manifest and like it never served), which
// the server puts into those pages for signed-out visitors, and every page's title and
// description in the language (page-meta.json, for the server's heads); last, the stamp `npm start` compares
// with the sources (scripts/build-stamp.ts).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { cardPagePaths } from '../src/shared/deck/library.ts';
import { PATH_PREFIXES } from '../src/shared/i18n/language-paths.ts';
import { LANGUAGES, type Language } from '../src/shared/i18n/languages.ts';
import { LOCALISED_PAGES } from '../src/shared/i18n/localised-pages.ts';
import { PRERENDERED_PAGES, type PageMeta } from '../src/shared/paths.ts';
import { clientBuildDir } from '../src/server/http/client-builds.ts';
import { fingerprintInputs, writeBuildStamp } from './build-stamp.ts';
import { cardTextsInLanguage } from './i18n/card-texts-in-language.ts';
import { htmlLang } from './i18n/html-lang.ts';
import { pwaInLanguage } from './pwa-in-language.ts';
import { messagesInLanguage } from './i18n/compile-messages.ts';

// Always the production build, whatever the caller's NODE_ENV (Vitest sets 'test'); React's
// server renderer, loaded below, reads it too.
process.env.NODE_ENV = 'production';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const logLevel = process.argv.includes('--quiet') ? 'error' : 'warn';
// Taken before anything is read: a source changed while the build runs makes the next start build again.
const fingerprint = fingerprintInputs(root);

// In a process of its own, which ends when it is done (Paraglide's loader leaves timers behind).
const compiled = spawnSync(process.execPath, [path.join(root, 'scripts/i18n/compile-messages.ts')], { cwd: root, stdio: 'inherit' });
if (compiled.status !== 0) throw new Error("The pages' texts could not be compiled");

/** One language's build: its browser bundle, then its prerendered pages and the ask page's shell. */
async function buildLanguage(language: Language): Promise<void> {
  const clientDir = clientBuildDir(dist, language);
  // Every text of the pages is this language's alone (scripts/i18n/compile-messages.ts).
  const inLanguage: InlineConfig = {
    root: path.join(root, 'src/web'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel,
    define: { __PAGE_LANGUAGE__: JSON.stringify(language) },
    plugins: [messagesInLanguage(language), cardTextsInLanguage(language), pwaInLanguage(language), htmlLang(language)],
  };
  // Two entries that share nothing: the app (index.html), and the loader that prerendered pages run
  // instead, which imports the app's entry once the page has painted (src/web/load-after-paint.ts).
  await build({ ...inLanguage, build: { outDir: clientDir, rolldownOptions: { input: { index: 'index.html', 'load-after-paint': 'load-after-paint.ts' } } } });

  // Its own directory per language: Node keeps every module it imported, by its URL.
  const serverOut = path.join(dist, `prerender-${language}`);
  await build({ ...inLanguage, build: { ssr: 'prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false } });
  const { renderPage, renderAskShell, pageMetaTexts } = (await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href)) as {
    renderPage(pathname: string, base?: string): Promise<string>;
    renderAskShell(): string;
    pageMetaTexts(): Record<string, PageMeta>;
  };
  const pages: Record<string, string> = {};
  // Another language's public pages also at its own address (/es/cards), with its prefix on their links.
  const prefix = language === 'en' ? '' : PATH_PREFIXES[language];
  const addresses = [
    ...[...PRERENDERED_PAGES, ...cardPagePaths()].map((pathname) => ({ pathname, base: '' })),
    ...(prefix ? LOCALISED_PAGES.map((pathname) => ({ pathname, base: prefix })) : []),
  ];
  for (const { pathname, base } of addresses) {
    const html = await renderPage(pathname, base);
    // The CSP allows no inline script, and React would need one for a page streamed in parts.
    if (html.includes('<script') || html.includes('<template')) throw new Error(`The prerendered ${base}${pathname} needs inline scripts`);
    pages[`${base}${pathname}`] = html;
  }
  writeFileSync(path.join(clientDir, '.vite', 'prerendered.json'), JSON.stringify(pages));
  writeFileSync(path.join(clientDir, '.vite', 'ask-shell.html'), renderAskShell());
  writeFileSync(path.join(clientDir, '.vite', 'page-meta.json'), JSON.stringify(pageMetaTexts()));
  rmSync(serverOut, { recursive: true, force: true });
}

// English first: its directory holds the stamp, written once every language is built.
for (const language of LANGUAGES) await buildLanguage(language);
writeBuildStamp(root, fingerprint);
