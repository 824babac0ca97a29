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
  [(p) => p === paths.fairDraw, 'routes/fair-draw-page.tsx'],
  [(p) => p.startsWith('/cards/'), 'routes/card-page.tsx'],
];

/** The entry of a prerendered page (src/web/load-after-paint.ts), in place of the app's own. */
const LOADER_MODULE = 'load-after-paint.ts';

function readManifest(clientDir: string): Record<string, ManifestChunk> | undefined {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

/** The built file of the prerendered pages' loader; none in a build without it. */
export function afterPaintLoader(clientDir: string): string | undefined {
  return readManifest(clientDir)?.[LOADER_MODULE]?.file;
}

/**
 * Head tags for a page's own code and styles.
 * - A page whose content is in the HTML (prerendered) gets its styles inlined, so that content
 *   paints styled, and no script: its loader fetches the app once the page has painted.
 * - Any other page's code and styles are fetched together with the main bundle, instead of one
 *   round trip later when the router asks for them.
 * Read from Vite's build manifest; without one, pages simply load as the router asks.
 */
export function pageAssetLinks(clientDir: string): (pathname: string, contentInHtml: boolean) => string {
  const manifest = readManifest(clientDir);
  if (!manifest) return () => '';
  const cache = new Map<string, string>();

  const linksFor = (source: string, contentInHtml: boolean): string => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    if (contentInHtml) return [...styles].map((file) => inlineStyle(readFileSync(path.join(clientDir, file), 'utf8'))).join('\n    ');
    return [
      // Preloaded, not applied (a stylesheet here would hold back the first paint), and at low
      // priority like the entry script: the shell is painted without them.
      ...[...styles].map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
    ].join('\n    ');
  };

  return (pathname, contentInHtml) => {
    const source = PAGE_MODULES.find(([test]) => test(pathname))?.[1];
    if (!source) return '';
    const key = `${source}|${contentInHtml}`;
    let links = cache.get(key);
    if (links === undefined) {
      links = linksFor(source, contentInHtml);
      cache.set(key, links);
    }
    return links;
  };
}
