import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { session, user as userTable } from '../src/server/db/schema.ts';
import { OFFLINE_PAGE, pageMetaKey, paths } from '../src/shared/paths.ts';
import { cardImageIn } from '../src/shared/i18n/language-paths.ts';
import { englishPageMeta } from './support/page-meta.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/**
 * A built front end in miniature: the page template with its static shell, the main bundle (with
 * a chunk it preloads) and stylesheet, one lazy page, the prerendered pages' loader, Vite's
 * manifest and one prerendered page.
 */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head-->\n<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-jkl.js">\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head><body><div id="root"><!--shell--><p>shell</p><main class="app-main"><div class="spinner-page" aria-busy="true"></div></main><!--/shell--></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Tarot Insights"}');
  writeFileSync(path.join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{color:#fff}');
  writeFileSync(path.join(dir, 'assets', 'react-jkl.js'), 'export default 1');
  writeFileSync(path.join(dir, 'assets', 'load-after-paint-ghi.js'), 'import(entry)');
  writeFileSync(path.join(dir, 'assets', 'welcome-page-def.js'), 'export default 1');
  writeFileSync(path.join(dir, 'assets', 'welcome-page-def.css'), '.mk{color:red}');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-jkl.js'], css: ['assets/index-abc.css'] },
      'load-after-paint.ts': { file: 'assets/load-after-paint-ghi.js', isEntry: true },
      '_react-jkl.js': { file: 'assets/react-jkl.js' },
      'routes/welcome-page.tsx': {
        file: 'assets/welcome-page-def.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-jkl.js'],
        css: ['assets/welcome-page-def.css'],
      },
    }),
  );
  writeFileSync(path.join(dir, '.vite', 'ask-shell.html'), '<section class="greeting"><h1>Welcome $& seeker</h1></section><form id="ask-form"></form>');
  writeFileSync(path.join(dir, '.vite', 'prerendered.json'), JSON.stringify({ [paths.welcome]: '<main><h1>Prerendered $& welcome</h1></main>' }));
  writeFileSync(path.join(dir, '.vite', 'page-meta.json'), JSON.stringify(englishPageMeta()));
  // Spanish's build, beside English's, with one title of its own.
  cpSync(dir, `${dir}-es`, { recursive: true });
  writeFileSync(path.join(`${dir}-es`, '.vite', 'page-meta.json'), JSON.stringify({ login: SPANISH_LOGIN }));
  // Each build's worker and offline page (issue 28 §3).
  writeFileSync(path.join(dir, 'offline.html'), '<html lang="en">offline</html>');
  writeFileSync(path.join(`${dir}-es`, 'offline.html'), '<html lang="es">sin conexión</html>');
  writeFileSync(path.join(`${dir}-es`, 'sw.js'), 'self.spanish = true');
  writeFileSync(path.join(`${dir}-es`, 'manifest.webmanifest'), '{"name":"Tarot Insights","lang":"es"}');
  return dir;
}

const SPANISH_LOGIN = { title: 'Iniciar sesión — Tarot Insights', description: 'Inicia sesión.' };
const english = englishPageMeta();
const metaOf = (pathname: string, isAdmin = false) => english[pageMetaKey(pathname, { isAdmin }).key];

describe('the pages the server sends', () => {
  let t: TestApp;
  let web: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    web = createApp(t.deps, { clientDir: fakeClientBuild() });
  });
  afterAll(async () => t.close());

  const get = (pathname: string, headers: Record<string, string> = {}) => web.request(pathname, { headers });

  it('answers /admin with the not-found page and 404 to anyone but an admin, and with the console to an admin', async () => {
    const notFoundTitle = `<title>${metaOf('/no-such-page').title}</title>`;
    const signedOut = await get(paths.admin);
    expect(signedOut.status).toBe(404);
    expect(await signedOut.text()).toContain(notFoundTitle);
    const regular = await signUp(t);
    const regularPage = await get(paths.admin, { Cookie: regular.cookie });
    expect(regularPage.status).toBe(404);
    expect(await regularPage.text()).toContain(notFoundTitle);
    // The admin flag on an address nobody has proven grants nothing.
    const admin = await signUp(t);
    await t.db.update(userTable).set({ isAdmin: true }).where(eq(userTable.id, admin.id));
    expect((await get(paths.admin, { Cookie: admin.cookie })).status).toBe(404);
    await t.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, admin.id));
    const adminPage = await get(paths.admin, { Cookie: admin.cookie });
    expect(adminPage.status).toBe(200);
    const html = await adminPage.text();
    expect(html).toContain(`<title>${metaOf(paths.admin, true).title}</title>`);
    expect(html).toContain('"isAdmin":true');
  });

  it('redirects / to the ask page', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(paths.ask);
  });

  it.each([paths.ask, paths.welcome, paths.login, paths.signup, paths.privacy, paths.terms])(
    'gives %s its own title, description and sharing tags',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      const html = await response.text();
      const meta = metaOf(pathname);
      expect(html).toContain(`<title>${meta.title.replace(/'/g, '&#39;')}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta.description}">`);
      expect(html).toContain(`<meta property="og:title" content="${meta.title}">`);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${pathname}">`);
    },
  );

  it("gives a page the title of the request's language, and English's where that build has none", async () => {
    const login = await (await get(paths.login, { 'Accept-Language': 'es-ES,es;q=0.9' })).text();
    expect(login).toContain(`<title>${SPANISH_LOGIN.title}</title>`);
    expect(login).toContain(`<meta name="description" content="${SPANISH_LOGIN.description}">`);
    const signup = await (await get(paths.signup, { 'Accept-Language': 'es' })).text();
    expect(signup).toContain(`<title>${metaOf(paths.signup).title}</title>`);
    expect(await (await get(paths.login)).text()).toContain(`<title>${metaOf(paths.login).title}</title>`);
  });

  it("serves a language's own address in that language whatever the browser asks, under its own canonical address", async () => {
    const login = await get('/es/login', { 'Accept-Language': 'de-DE' });
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain(`<title>${SPANISH_LOGIN.title}</title>`);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/es/login">');
    expect((await get('/es/no-such-page')).status).toBe(404);
  });

  it('lists a public page at its address in every language for search engines, and not a private one', async () => {
    const privacy = await (await get(paths.privacy)).text();
    expect(privacy).toContain(`<link rel="alternate" hreflang="en" href="http://localhost:3000${paths.privacy}">`);
    expect(privacy).toContain(`<link rel="alternate" hreflang="pt-BR" href="http://localhost:3000/pt-br${paths.privacy}">`);
    expect(privacy).toContain(`<link rel="alternate" hreflang="x-default" href="http://localhost:3000${paths.privacy}">`);
    const spanish = await (await get(`/es${paths.privacy}`)).text();
    expect(spanish).toContain(`<link rel="alternate" hreflang="de" href="http://localhost:3000/de${paths.privacy}">`);
    expect(await (await get(paths.login)).text()).not.toContain('hreflang');
  });

  it('answers an unknown page with 404 and the app, which shows its not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('inlines the main stylesheet and fetches the code, with the page’s own chunk and styles, at low priority', async () => {
    // With a query: the page is not prerendered, so its own styles are only preloaded.
    const html = await (await get(`${paths.welcome}?from=nav`)).text();
    expect(html).toContain('<style>body{color:#fff}</style>');
    expect(html).not.toContain('href="/assets/index-abc.css"');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-jkl.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/welcome-page-def.js">');
    expect(html).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/welcome-page-def.css">');
    expect(html.indexOf('welcome-page-def.css')).toBeGreaterThan(html.indexOf('<style>'));
    expect(html).not.toContain('load-after-paint');
    const ask = await (await get(paths.ask)).text();
    expect(ask).not.toContain('welcome-page-def');
  });

  it('sends a signed-out visitor the prerendered page in place of the shell, and the shell otherwise', async () => {
    const welcome = await (await get(paths.welcome)).text();
    // Inserted verbatim: `$&` in the markup is not a replacement pattern.
    expect(welcome).toContain('<div id="root" data-prerendered><main><h1>Prerendered $& welcome</h1></main></div>');
    expect(welcome).not.toContain('<p>shell</p>');
    // Its own styles are applied, not just preloaded, so the content paints styled.
    expect(welcome).toContain('<style>.mk{color:red}</style>');
    expect(welcome).not.toContain('rel="preload" as="style"');
    // No code but the small loader before the page has painted: it names the app's entry, which it imports afterwards.
    expect(welcome).toContain('<meta name="app-entry" content="/assets/index-abc.js">');
    expect(welcome).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/load-after-paint-ghi.js"></script>');
    expect(welcome).not.toContain('src="/assets/index-abc.js"');
    expect(welcome).not.toContain('modulepreload');
    const shell = '<div id="root"><!--shell--><p>shell</p><main class="app-main"><div class="spinner-page" aria-busy="true"></div></main><!--/shell--></div>';
    expect(await (await get(paths.login)).text()).toContain(shell);
    expect(await (await get(`${paths.welcome}?error=1`)).text()).toContain(shell);
    const user = await signUp(t);
    const signedIn = await (await get(paths.welcome, { Cookie: user.cookie })).text();
    expect(signedIn).toContain(shell);
    expect(signedIn).not.toContain('data-prerendered');
    expect(signedIn).not.toContain('load-after-paint');
  });

  it('puts the ask page’s signed-out welcome and question box in its shell, where the spinner was, and only there', async () => {
    const ask = await (await get(paths.ask)).text();
    expect(ask).toContain(
      '<p>shell</p><main class="app-main"><div class="narrow"><section class="greeting"><h1>Welcome $& seeker</h1></section><form id="ask-form"></form></div></main>',
    );
    expect(ask).not.toContain('data-prerendered');
    // What it shows first needs no code: the loader fetches the app after the paint, as on a prerendered page.
    expect(ask).toContain('<meta name="app-entry" content="/assets/index-abc.js">');
    expect(ask).not.toContain('modulepreload');
    expect(await (await get(paths.login)).text()).not.toContain('Welcome $& seeker');
    const user = await signUp(t);
    const signedIn = await (await get(paths.ask, { Cookie: user.cookie })).text();
    expect(signedIn).not.toContain('Welcome $& seeker');
    expect(signedIn).not.toContain('load-after-paint');
  });

  it('sends the build’s files with the security headers that apply to a file, not a document’s', async () => {
    const response = await get('/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
    const page = await get(paths.ask);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it("writes a name or a path holding $' or $& as text, not as a replacement pattern", async () => {
    const user = await signUp(t, { name: "Luna $' $& x" });
    const page = await (await get(paths.account, { Cookie: user.cookie })).text();
    expect(page.match(/<div id="root"/g)).toHaveLength(1);
    expect(page).toContain('"name":"Luna $\' $& x"');
    const odd = await (await get("/no-such-$'-page")).text();
    expect(odd.match(/<div id="root"/g)).toHaveLength(1);
  });

  it("passes on Better Auth's refreshed session cookie with a page of an active user", async () => {
    const user = await signUp(t);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
      .where(eq(session.userId, user.id));
    const page = await get(paths.account, { Cookie: user.cookie });
    expect(page.headers.getSetCookie().some((line) => line.startsWith('tarot.session_token=') && line.includes(`Max-Age=${30 * 86_400}`))).toBe(true);
  });

  it('sends a signed-in visitor the page with the main stylesheet linked, uncompressed', async () => {
    const user = await signUp(t);
    const response = await get(`${paths.welcome}?from=nav`, { Cookie: user.cookie, 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).not.toContain('<style>');
    // In the same order as a signed-out page: head tags, state, the app's code and styles, then the page's own.
    const order = [
      '<title>',
      'id="initial-user"',
      'src="/assets/index-abc.js"',
      'href="/assets/index-abc.css"',
      'href="/assets/welcome-page-def.js"',
      '</head>',
    ];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect((await get(paths.welcome, { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  });

  it('treats a session cookie that is not valid URL encoding as no session, not an error', async () => {
    const response = await web.request('/api/readings', { headers: { Cookie: 'tarot.session_token=abc%ZZ.sig' } });
    expect(response.status).toBe(401);
  });

  it('writes the signed-in state into the page as inert JSON, escaped', async () => {
    const signedOut = await (await get(paths.ask)).text();
    expect(signedOut).toContain('<script id="initial-user" type="application/json">{"user":null}</script>');
    const user = await signUp(t, { name: '</script><script>alert(1)</script>' });
    const signedIn = await (await get(paths.account, { Cookie: user.cookie })).text();
    const json = /<script id="initial-user" type="application\/json">(.*?)<\/script>/.exec(signedIn)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { user: { uid: string; name: string; credits: number } }).user).toMatchObject({
      uid: user.id,
      credits: 5,
      name: '</script><script>alert(1)</script>',
    });
  });

  it('serves hashed assets for a year, answers a missing one with 404 (never the page) and hides the build manifest', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/index-old.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('serves the service worker and the manifest to be revalidated on every use, the worker allowed by the CSP, and a favicon at /favicon.ico', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const csp = (await get(paths.welcome)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  it('sends pages uncached and compressed when the browser accepts it', async () => {
    const response = await get(paths.welcome, { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("serves the service worker, its offline page and the manifest from the request's language's build, revalidated each time", async () => {
    const spanishWorker = await get('/sw.js', { 'Accept-Language': 'es-ES,es;q=0.9' });
    expect(await spanishWorker.text()).toBe('self.spanish = true');
    expect(spanishWorker.headers.get('cache-control')).toBe('no-cache');
    expect(spanishWorker.headers.get('vary')).toContain('Accept-Language');
    expect(await (await get('/sw.js', { 'Accept-Language': 'en-GB' })).text()).toContain('addEventListener');
    expect(await (await get(OFFLINE_PAGE, { 'Accept-Language': 'es' })).text()).toContain('lang="es"');
    expect(await (await get(OFFLINE_PAGE)).text()).toContain('lang="en"');
    const manifest = await get('/manifest.webmanifest', { Cookie: 'lang=es' });
    expect(await manifest.json()).toEqual({ name: 'Tarot Insights', lang: 'es' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // A language whose build is missing gets English's worker, which lists English's pages.
    expect(await (await get('/sw.js', { 'Accept-Language': 'de' })).text()).toContain('addEventListener');
  });

  it('draws every card and a placeholder for an unknown name', async () => {
    const card = await get('/cards/the-fool.svg');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toContain('image/svg+xml');
    expect(await card.text()).toContain('The Fool');
    // In a language (issue 28 §1): the picture a French page shows; a language we lack gets English's.
    const french = await get(cardImageIn('the-fool', 'fr'));
    expect(french.status).toBe(200);
    expect(french.headers.get('cache-control')).toContain('immutable');
    expect(await french.text()).toContain('<title>Le Mat</title>');
    expect(await (await get('/cards/the-fool.svg?lang=xx')).text()).toContain('<title>The Fool</title>');
    const unknown = await get('/cards/the-joker.svg');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<svg');
  });
});
