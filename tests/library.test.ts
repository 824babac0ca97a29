import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { session } from '../src/server/db/schema.ts';
import { DECK } from '../src/shared/deck/cards.ts';
import { cardPageMeta, findCardBySlug, neighboursOf } from '../src/shared/deck/library.ts';
import { pageMetaKey, paths } from '../src/shared/paths.ts';
import { englishPageMeta } from './support/page-meta.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// Issue 17 §2: the card library's pages as the server sends them (status, head tags, who is
// asking), the card art beside them, and /sitemap.xml and /robots.txt. The pages' content in the
// real build is checked in Chromium (tests/e2e/library.e2e.ts).

const PRERENDERED_FOOL = '<main><h1>The Fool</h1><p>prerendered</p></main>';

/** A built front end in miniature: the page template and one prerendered card page. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-library-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head-->\n</head><body><div id="root"><!--shell--><p>shell</p><!--/shell--></div></body></html>',
  );
  writeFileSync(path.join(dir, '.vite', 'prerendered.json'), JSON.stringify({ [paths.card('the-fool')]: PRERENDERED_FOOL }));
  writeFileSync(path.join(dir, '.vite', 'page-meta.json'), JSON.stringify(englishPageMeta()));
  return dir;
}

function card(slug: string) {
  const found = findCardBySlug(slug);
  if (!found) throw new Error(`no card ${slug}`);
  return found;
}

function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe('the card library pages', () => {
  let t: TestApp;
  let web: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    web = createApp(t.deps, { clientDir: fakeClientBuild() });
  });
  afterAll(async () => t.close());

  const get = (pathname: string, headers: Record<string, string> = {}) => web.request(pathname, { headers });

  it('gives every one of the 78 card pages its own title, description, canonical URL and Open Graph tags', async () => {
    expect(DECK).toHaveLength(78);
    for (const each of DECK) {
      const pathname = paths.card(each.slug);
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      const meta = cardPageMeta(each);
      expect(html).toContain(`<title>${escaped(meta.title)}</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(escaped(meta.description));
      expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${pathname}">`);
      expect(metaContent(html, 'property', 'og:title')).toBe(escaped(meta.title));
      expect(metaContent(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}${pathname}`);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}${paths.cardImage(each.slug)}`);
    }
  });

  it('describes each card in its own words, and no two pages alike', () => {
    const fool = cardPageMeta(card('the-fool'));
    expect(fool.title).toBe('The Fool Tarot Card Meaning — Tarot Insights');
    expect(fool.description).toMatch(/^The Fool, a Major Arcana card: beginnings, trust, spontaneity, courage\. Upright: A fresh start is calling/);
    const cups = cardPageMeta(card('ace-of-cups'));
    expect(cups.description).toMatch(/^Ace of Cups, a card of the suit of Cups: /);
    const descriptions = new Set(DECK.map((each) => cardPageMeta(each).description));
    expect(descriptions.size).toBe(78);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(320);
  });

  it('links each card to the one before and after it in deck order', () => {
    expect(neighboursOf(card('the-fool'))).toEqual({ previous: undefined, next: card('the-magician') });
    expect(neighboursOf(card('king-of-pentacles'))).toEqual({ previous: card('queen-of-pentacles'), next: undefined });
    expect(neighboursOf(card('ace-of-wands')).previous?.name).toBe('The World');
    expect(neighboursOf(card('ace-of-wands')).next?.name).toBe('Two of Wands');
    expect(findCardBySlug('the-jester')).toBeUndefined();
  });

  it('gives the library itself its title and description', async () => {
    const response = await get(paths.cards);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escaped(englishPageMeta()[pageMetaKey(paths.cards).key].title)}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${paths.cards}">`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/social-card.svg`);
  });

  it('answers an unknown card with 404 and the app, which shows its not-found page', async () => {
    for (const pathname of [paths.card('the-jester'), paths.card('THE-FOOL'), `${paths.card('the-fool')}/more`]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain(`<title>${escaped(englishPageMeta().notFound.title)}</title>`);
    }
  });

  it("sends a signed-out visitor the prerendered card, and a signed-in one the app with who they are (the nav bar's state)", async () => {
    const signedOut = await (await get(paths.card('the-fool'))).text();
    expect(signedOut).toContain(`<div id="root" data-prerendered>${PRERENDERED_FOOL}</div>`);
    expect(signedOut).toContain('{"user":null}');
    const user = await signUp(t);
    const signedIn = await (await get(paths.card('the-fool'), { Cookie: user.cookie })).text();
    expect(signedIn).not.toContain('data-prerendered');
    const json = /<script id="initial-user" type="application\/json">(.*?)<\/script>/.exec(signedIn)?.[1] ?? '';
    expect((JSON.parse(json) as { user: { uid: string } | null }).user?.uid).toBe(user.id);
  });

  it('keeps serving the card art at /cards/{slug}.svg to anyone without looking up a session, which the pages do', async () => {
    const user = await signUp(t);
    // A session due for renewal: a request that looks it up gets a refreshed cookie back.
    const dueForRenewal = () =>
      t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
        .where(eq(session.userId, user.id));
    await dueForRenewal();
    const refreshed = (response: Response) => response.headers.getSetCookie().some((line) => line.startsWith('tarot.session_token='));
    for (const headers of [{}, { Cookie: user.cookie }] as Record<string, string>[]) {
      const art = await get(paths.cardImage('the-fool'), headers);
      expect(art.status).toBe(200);
      expect(art.headers.get('content-type')).toContain('image/svg+xml');
      expect(await art.text()).toContain('The Fool');
      expect(refreshed(art)).toBe(false);
    }
    for (const pathname of [paths.cards, paths.card('the-fool')]) {
      await dueForRenewal();
      expect(refreshed(await get(pathname, { Cookie: user.cookie })), pathname).toBe(true);
    }
    const unknown = await get(paths.cardImage('the-jester'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<svg');
  });
});

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("lists the public pages, the library and its 78 cards, and each language's public pages, as absolute URLs from PUBLIC_URL", async () => {
    const response = await t.request(paths.sitemap);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);
    const expected = [
      paths.ask,
      paths.welcome,
      paths.login,
      paths.signup,
      paths.privacy,
      paths.terms,
      paths.fairDraw,
      paths.cards,
      ...DECK.map((card) => paths.card(card.slug)),
      // Each other language's public pages at their own addresses (issue 28 §1).
      ...['/es', '/pt-br', '/fr', '/de'].flatMap((prefix) =>
        [paths.welcome, paths.cards, ...DECK.map((card) => paths.card(card.slug)), paths.privacy, paths.terms, paths.fairDraw].map(
          (pathname) => `${prefix}${pathname}`,
        ),
      ),
    ];
    expect([...locs].sort()).toEqual(expected.map((pathname) => `${TEST_ORIGIN}${pathname}`).sort());
    expect(locs).toHaveLength(8 + 78 + 4 * (78 + 5));
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/pt-br/cards/the-fool</loc>`);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/cards/the-fool</loc>`);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/cards/king-of-pentacles</loc>`);
    for (const privatePath of [paths.account, paths.admin, '/reading/', '/api/']) expect(xml).not.toContain(`${TEST_ORIGIN}${privatePath}`);
  });

  it('allows everything but the API and the private pages, and points to the sitemap', async () => {
    const response = await t.request(paths.robots);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/reading/', '/admin']) expect(lines).toContain(`Disallow: ${path}`);
    // Link previews of a shared reading fetch its page and image; the page itself says noindex.
    for (const path of ['/cards', '/s/']) expect(lines.some((line) => line.startsWith(`Disallow: ${path}`))).toBe(false);
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('answers both without a session lookup, whoever asks', async () => {
    const user = await signUp(t);
    for (const pathname of [paths.sitemap, paths.robots]) {
      const response = await t.request(pathname, { headers: { Cookie: user.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });
});
