import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { APP_SHELL, OFFLINE_PAGE, pageMetaKey, paths, type PageMeta, type PageMetaKey } from '../../shared/paths.ts';
import { cardPageMeta, findCardBySlug } from '../../shared/deck/library.ts';
import type { UserData } from '../../shared/schemas/account.ts';
import type { RequestContext } from '../http/request-context.ts';
import { toUserData } from '../domain/accounts/account.ts';
import { AppError } from '../errors.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { findSharedReading } from '../domain/readings/share-links.ts';
import { limitSharedReads, NOINDEX } from './share.ts';
import { sharedPageHead } from '../http/shared-page-head.ts';
import { afterPaintLoader, inlineStyle, pageAssetLinks } from '../http/page-assets.ts';
import { languageBuilds } from '../http/client-builds.ts';
import { requestLanguage } from '../http/request-language.ts';
import { cardImageIn, languageOfPath, pathIn } from '../../shared/i18n/language-paths.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { isLocalisedPage } from '../../shared/i18n/localised-pages.ts';

const HEAD_MARKER = '<!--app-head-->';

const CARD_PAGE = /^\/cards\/([^/]+)$/;

/** The built files a browser must revalidate each time it uses them. */
const REVALIDATED_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/**
 * The service worker and what it keeps for pages offline, and the manifest, from the build in the
 * request's language (issue 28 §3): each build's worker lists its own shell and offline page, which
 * it fetches from here with the same cookies, so offline a page comes in the language the worker
 * was installed in; an installed app describes itself in it.
 */
const LANGUAGE_FILES = new Set(['/sw.js', '/manifest.webmanifest', APP_SHELL, OFFLINE_PAGE]);

/** Every page's title and description in one build's language (scripts/build.ts), by key; a card's by `card:<slug>`. */
type PageMetaTexts = Partial<Record<PageMetaKey | `card:${string}`, PageMeta>>;

/** A build without its titles (an older build) still names the site. */
const UNTITLED: PageMeta = { title: 'Tarot Insights', description: '' };

function readPageMeta(clientDir: string): PageMetaTexts {
  const file = path.join(clientDir, '.vite', 'page-meta.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageMetaTexts) : {};
}

/** A page's title and description, and the picture a link preview shows: a card page's own card. */
function metaFor(pathname: string, publicUrl: string, isAdmin: boolean, site: { meta: PageMetaTexts; language: Language }) {
  const texts = site.meta;
  const card = findCardBySlug(CARD_PAGE.exec(pathname)?.[1] ?? '');
  if (card) return { ...(texts[`card:${card.slug}`] ?? cardPageMeta(card)), found: true, image: `${publicUrl}${cardImageIn(card.slug, site.language)}` };
  const { key, found } = pageMetaKey(pathname, { isAdmin });
  return { ...(texts[key] ?? UNTITLED), found, image: `${publicUrl}/social-card.svg` };
}

/**
 * A public page's address in each language (issue 28 §1), for search engines: English's is also
 * the one for a language we do not have.
 */
function alternates(pathname: string, publicUrl: string): string[] {
  if (!isLocalisedPage(pathname)) return [];
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${publicUrl}${pathIn(language, pathname)}`)}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', 'en')];
}

/** `address` is the page's own path as asked for, its language's prefix included; `pathname` the page's. */
function headFor(pathname: string, address: string, publicUrl: string, isAdmin: boolean, site: { meta: PageMetaTexts; language: Language }) {
  const meta = metaFor(pathname, publicUrl, isAdmin, site);
  const url = `${publicUrl}${address}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Tarot Insights">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...alternates(pathname, publicUrl),
  ];
  return { html: tags.join('\n    '), found: meta.found };
}

/**
 * The main stylesheet (a few KB) goes into the page itself: a linked one would be one more
 * round trip before the first paint, on every first visit.
 */
function inlineMainStylesheet(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (tag, file: string) => {
    return inlineStyle(readFileSync(path.join(clientDir, file), 'utf8'));
  });
}

const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered page is complete without the app's code, so the code must not compete with its
 * content: the page names the app's entry and loads only a small loader, which imports the entry
 * once the page has painted (src/web/load-after-paint.ts). Without a loader in the build (an
 * older build), the page is left as it is.
 */
function entryAfterPaint(html: string, loader: string | undefined): string {
  if (!loader) return html;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      (tag, entry: string) =>
        `<meta name="app-entry" content="${entry}">\n    <script type="module" fetchpriority="low" crossorigin src="/${loader}"></script>`,
    );
}

/**
 * The shell paints with the HTML alone, so the app's code is fetched at low priority: it is not
 * render-blocking, and must not be taken for it (Lighthouse counts any high-priority script that
 * finished before the first paint). Vite writes the entry tag and its preloads itself, so the
 * attribute goes in here.
 */
function lowPriorityEntryScript(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/** The signed-in state, in the page (inert JSON, allowed by the CSP) so the first render knows it. */
function initialUserScript(user: UserData | null): string {
  return `<script id="initial-user" type="application/json">${JSON.stringify({ user }).replace(/</g, '\\u003c')}</script>`;
}

/**
 * A signed-in visitor's page, cut once at start-up around the two places a request fills in. It
 * keeps the main stylesheet as a link: whoever signed in has been here and has it cached, and
 * without it inlined the page is a few KB, sent uncompressed (docs/decisions/0012).
 */
function signedInPage(template: string, assetLinks: (pathname: string, contentInHtml: boolean) => string) {
  const [start = '', afterMarker = ''] = template.split(HEAD_MARKER);
  const headEnd = afterMarker.indexOf('</head>');
  const middle = afterMarker.slice(0, headEnd);
  const end = afterMarker.slice(headEnd);
  return (pathname: string, headHtml: string, user: UserData) =>
    `${start}${headHtml}\n    ${initialUserScript(user)}${middle}  ${assetLinks(pathname, false)}\n  ${end}`;
}

/** The static shell in index.html, which a prerendered page replaces. */
const SHELL = /<div id="root"><!--shell-->[\s\S]*?<!--\/shell--><\/div>/;

/** The shell's main part, where a page's own first words can go. */
const SHELL_MAIN = '<main class="app-main"><div class="spinner-page" aria-busy="true"></div></main>';

/**
 * The ask page's shell with its signed-out welcome and question box in it (scripts/build.ts
 * renders them): the rest of the page depends on the browser, but the welcome, its largest text,
 * paints with the HTML, and a question can be typed and sent before the app's code runs.
 */
function shellWithAskForm(html: string, clientDir: string): string {
  const file = path.join(clientDir, '.vite', 'ask-shell.html');
  if (!existsSync(file) || !html.includes(SHELL_MAIN)) return html;
  const shell = readFileSync(file, 'utf8');
  return html.replace(SHELL_MAIN, () => `<main class="app-main"><div class="narrow">${shell}</div></main>`);
}

/** The build's signed-out HTML of the static public pages (scripts/build.ts), by path; none without it. */
function readPrerendered(clientDir: string): Map<string, string> {
  const file = path.join(clientDir, '.vite', 'prerendered.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/** `<html lang>` of a build's page template: the language its texts are in. */
function inLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * One language's build, read once: its page templates, prerendered pages, each page's assets and
 * titles (a title the build lacks is English's).
 */
function languageSite(clientDir: string, language: Language, englishMeta: PageMetaTexts = {}) {
  const index = inLanguage(lowPriorityEntryScript(readFileSync(path.join(clientDir, 'index.html'), 'utf8')), language);
  const template = inlineMainStylesheet(index, clientDir);
  const loader = afterPaintLoader(clientDir);
  const assetLinks = pageAssetLinks(clientDir);
  return {
    language,
    files: serveStatic({ root: clientDir }),
    template,
    prerenderedTemplate: entryAfterPaint(template, loader),
    // The welcome and the question box are the ask page's first content: they paint with the HTML,
    // and the app's code, fetched right after, does not compete with them (a few tens of
    // milliseconds on a phone).
    askTemplate: entryAfterPaint(shellWithAskForm(template, clientDir), loader),
    assetLinks,
    pageFor: signedInPage(index, assetLinks),
    prerendered: readPrerendered(clientDir),
    meta: { ...englishMeta, ...readPageMeta(clientDir) },
  };
}

/**
 * Serves the built front end: hashed assets cached forever, every page as index.html with its own
 * head, from the build in the request's language (docs/decisions/0034).
 */
export function webRoutes(clientDir: string, publicUrl: string) {
  const builds = languageBuilds(clientDir);
  const english = languageSite(clientDir, 'en');
  const sites = new Map([...builds].map(([language, dir]) => [language, language === 'en' ? english : languageSite(dir, language, english.meta)] as const));
  // A language's own address (/es/cards) is in that language; any other in the request's. A language
  // whose build is missing (an older build) gets English's pages.
  const siteFor = (c: Context<RequestContext>) => sites.get(languageOfPath(c.req.path)?.language ?? requestLanguage(c)) ?? english;
  /** The page a path shows, without its language's prefix. */
  const pageOf = (c: Context<RequestContext>) => languageOfPath(c.req.path)?.pathname ?? c.req.path;
  const app = new Hono<RequestContext>();
  const compressed = compress();
  // Assets always; a signed-in visitor's page never (see signedInPage).
  app.use('*', (c, next) => (c.get('viewer') && !c.req.path.startsWith('/assets/') ? next() : compressed(c, next)));
  // Hashed names never change content: cache them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Each build's hashed files, whichever language's page asked for them.
  for (const dir of builds.values()) app.use('/assets/*', serveStatic({ root: dir }));
  // A missing asset is a 404, never the page: a stale tab must not run HTML as a script.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('/', (c) => c.redirect(paths.ask, 302));
  // The build manifest is for the server, not for browsers.
  app.use('*', async (c, next) => (c.req.path.startsWith('/.vite/') ? c.text('Not found', 404) : next()));
  // The service worker and the manifest say which version of the app a browser runs: asked for
  // again on every check, never kept from a long-lived cache (issue 28 §3).
  app.use('*', async (c, next) => {
    await next();
    if (REVALIDATED_FILES.has(c.req.path) && c.res.status === 200) c.res.headers.set('Cache-Control', 'no-cache');
  });
  app.use('*', async (c, next) => {
    if (!LANGUAGE_FILES.has(c.req.path)) return next();
    c.header('Vary', 'Accept-Language, Cookie');
    return siteFor(c).files(c, next);
  });
  app.use('*', serveStatic({ root: clientDir }));
  const page = (c: Context<RequestContext>, headOf: (user: UserData | null) => { html: string; found: boolean }) => {
    const viewer = c.get('viewer');
    const user = viewer ? toUserData(viewer, c.get('deps').env.ADMIN_EMAILS) : null;
    const head = headOf(user);
    const { template, prerenderedTemplate, askTemplate, assetLinks, pageFor, prerendered } = siteFor(c);
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Language, Cookie');
    const pathname = pageOf(c);
    if (user) return c.html(pageFor(pathname, head.html, user), head.found ? 200 : 404);
    const state = initialUserScript(null);
    // Signed-out and without a query (which a page may read, like /login?error=): the page's own
    // content paints with the HTML, and React adopts it instead of drawing it again.
    // Prerendered by its own address: a language's links keep its prefix (scripts/build.ts).
    const markup = c.req.url.includes('?') ? undefined : prerendered.get(c.req.path);
    // Replaced through functions: a `$'` or `$&` in the path or the page is text, not a pattern.
    // The page's own styles go after the main stylesheet, where the router would have put them.
    const shell = pathname === paths.ask ? askTemplate : template;
    let html = (markup === undefined ? shell : prerenderedTemplate)
      .replace(HEAD_MARKER, () => `${head.html}\n    ${state}`)
      .replace('</head>', () => `  ${assetLinks(pathname, markup !== undefined)}\n  </head>`);
    if (markup !== undefined) html = html.replace(SHELL, () => `<div id="root" data-prerendered>${markup}</div>`);
    return c.html(html, head.found ? 200 : 404);
  };
  // A shared reading's head is made from the reading: crawlers run no script (issue 17 §5).
  app.get(paths.sharedPattern, async (c) => {
    c.header('X-Robots-Tag', NOINDEX);
    await limitSharedReads(c);
    const shared = await findSharedReading(c.get('deps').db, c.get('deps').reader, c.req.param('token')).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    return page(c, () => sharedPageHead(shared, c.req.param('token'), publicUrl));
  });
  // The admin console is a page for admins only: anyone else gets the not-found page's head and status.
  app.get('*', (c) => page(c, (user) => headFor(pageOf(c), c.req.path, publicUrl, user?.isAdmin === true, siteFor(c))));
  return app;
}
