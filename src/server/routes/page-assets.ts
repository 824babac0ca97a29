import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../shared/paths.ts';

/** A stylesheet written into the page; `</style` inside it must not end the element. */
export function inlineStyle(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Which lazily loaded page module (its source path in src/web) renders a URL. */
const PAGE_MODULES: ReadonlyArray<[test: (pathname: string) => boolean, source: string]> = [
  [(p) => p === paths.welcome, 'routes/welcome-page.tsx'],
  [(p) => p === paths.login, 'routes/login-page.tsx'],
  [(p) => p === paths.signup, 'routes/signup-page.tsx'],
  [(p) => p === paths.forgotPassword, 'routes/forgot-password-page.tsx'],
  [(p) => p === paths.resetPassword, 'routes/reset-password-page.tsx'],
  [(p) => p === paths.account, 'routes/account-page.tsx'],
  [(p) => p === paths.privacy || p === paths.terms, 'routes/legal-page.tsx'],
  [(p) => p.startsWith('/reading/'), 'routes/reading-page.tsx'],
  [(p) => p === paths.checkoutSuccess || p === paths.checkoutCancel, 'routes/checkout-result-page.tsx'],
  [(p) => p.startsWith('/checkout/'), 'routes/checkout-page.tsx'],
  [(p) => p === paths.cards, 'routes/library-page.tsx'],
  [(p) => p.startsWith('/cards/'), 'routes/card-page.tsx'],
];

/** The module the entry imports to start React (src/web/start-app.tsx). */
const APP_START_MODULE = 'start-app.tsx';

function readManifest(clientDir: string): Record<string, ManifestChunk> | undefined {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunks a module needs (itself and what it imports, the entry left out) and their styles. */
function chunksOf(manifest: Record<string, ManifestChunk>, sources: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The code the entry loads to start the app, and the styles of the app's own frame (navigation,
 * footer, the ask page) that come with it: every page has those with the main stylesheet, before
 * its first paint.
 */
export function appStartChunks(clientDir: string): { scripts: string[]; styles: string[] } {
  const manifest = readManifest(clientDir);
  return manifest ? chunksOf(manifest, [APP_START_MODULE]) : { scripts: [], styles: [] };
}

/**
 * Head tags for a page's own code and styles.
 * - A page whose content is in the HTML (prerendered) gets its styles inlined, so that content
 *   paints styled, and no script: the entry fetches the app once the page has painted
 *   (src/web/main.tsx), so nothing competes with the page's own content.
 * - Any other page paints a shell and needs the app to show anything: its code (the app's start
 *   and the page's own chunk) and styles are fetched together with the entry, instead of one
 *   round trip later each when the entry and then the router ask for them.
 * Read from Vite's build manifest; without one, pages simply load as the code asks.
 */
export function pageAssetLinks(clientDir: string): (pathname: string, contentInHtml: boolean) => string {
  const manifest = readManifest(clientDir);
  if (!manifest) return () => '';
  const cache = new Map<string, string>();

  const linksFor = (page: string | undefined, contentInHtml: boolean): string => {
    const pageOnly = chunksOf(manifest, page ? [page] : []);
    if (contentInHtml) return pageOnly.styles.map((file) => inlineStyle(readFileSync(path.join(clientDir, file), 'utf8'))).join('\n    ');
    const { scripts } = chunksOf(manifest, [APP_START_MODULE, ...(page ? [page] : [])]);
    return [
      // Preloaded, not applied (a stylesheet here would hold back the first paint), and at low
      // priority like the entry script: the shell is painted without them.
      ...pageOnly.styles.map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
    ].join('\n    ');
  };

  return (pathname, contentInHtml) => {
    const page = PAGE_MODULES.find(([test]) => test(pathname))?.[1];
    const key = `${page ?? ''}|${contentInHtml}`;
    let links = cache.get(key);
    if (links === undefined) {
      links = linksFor(page, contentInHtml);
      cache.set(key, links);
    }
    return links;
  };
}
