import { Hono } from 'hono';
import { cardPagePaths } from '../../shared/deck/library.ts';
import { pathIn } from '../../shared/i18n/language-paths.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { LOCALISED_PAGES } from '../../shared/i18n/localised-pages.ts';
import { paths } from '../../shared/paths.ts';
import type { RequestContext } from '../http/request-context.ts';

/**
 * The pages search engines may list: the public ones, the library and its 78 cards, and those
 * that have their own address in each language (issue 28 §1) at each of them.
 */
const SITEMAP_PAGES: readonly string[] = [
  paths.ask,
  paths.welcome,
  paths.cards,
  ...cardPagePaths(),
  paths.login,
  paths.signup,
  paths.privacy,
  paths.terms,
  paths.fairDraw,
  ...LANGUAGES.filter((language) => language !== 'en').flatMap((language) => LOCALISED_PAGES.map((pathname) => pathIn(language, pathname))),
];

/**
 * What crawlers are asked to leave alone: the API, and pages that are someone's own (account,
 * readings, checkouts, the admin console). Not shared readings: a chat app's or social site's
 * link preview must fetch them and their image, and they say noindex themselves.
 */
const DISALLOWED = ['/api/', paths.account, '/reading/', '/checkout/', paths.admin];

const ONE_HOUR = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sitemapXml(publicUrl: string): string {
  const urls = SITEMAP_PAGES.map((pathname) => `  <url><loc>${escapeXml(`${publicUrl}${pathname}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}${paths.sitemap}`, ''].join('\n');
}

/** /sitemap.xml and /robots.txt: the same for everyone, built once from PUBLIC_URL. */
export function siteIndexRoutes(publicUrl: string) {
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  return new Hono<RequestContext>()
    .get(paths.sitemap, (c) => c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': ONE_HOUR }))
    .get(paths.robots, (c) => c.body(robots, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ONE_HOUR }));
}
