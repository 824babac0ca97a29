import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { message, reading, shareLink } from '../src/server/db/schema.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../src/server/domain/readings/share-image.ts';
import { apiPaths, paths } from '../src/shared/paths.ts';
import {
  CreateShareLinkResponseSchema,
  SHARE_TOKEN_LENGTH,
  ShareLinksResponseSchema,
  SharedReadingSchema,
  type CreateShareLinkResponse,
} from '../src/shared/schemas/share.ts';
import { clientFor, type Client } from './support/readings.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

const QUESTION = 'Will the new job in Lisbon suit me?';
const INTERPRETATION = `You asked: “${QUESTION}” The cards answer.\n\n**The Past: The Fool**\nA leap was taken.\n\n**Guidance**\nTrust the road.`;
const FOLLOW_UP = 'What about my sister Marta?';

/** A built front end reduced to what the page route reads: the template and an empty manifest. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-share-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head-->\n<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head><body><div id="root"><!--shell--><p>shell</p><!--/shell--></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), '');
  writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{color:#fff}');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] } }),
  );
  return dir;
}

/** The width and height a PNG declares in its IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(view.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe('sharing a reading (issue 17 §5)', () => {
  let t: TestApp;
  let web: ReturnType<typeof createApp>;
  let owner: Client;
  let other: Client;
  let visitor: Client;
  let readingId: string;

  /** A finished reading with fixed cards (one reversed) and a follow-up, written directly. */
  async function storedReading(cards: string[], reversed: boolean[]): Promise<string> {
    const [row] = await t.db
      .insert(reading)
      .values({ userId: owner.user?.id ?? '', question: QUESTION, cards, reversed, interpretation: INTERPRETATION, isComplete: true, messageCount: 2 })
      .returning({ id: reading.id });
    if (!row) throw new Error('no reading');
    await t.db.insert(message).values([
      { readingId: row.id, seq: 1, role: 'user', content: FOLLOW_UP },
      { readingId: row.id, seq: 2, role: 'assistant', content: 'Marta walks her own road.' },
    ]);
    return row.id;
  }

  async function share(client: Client, id: string, showQuestion: boolean): Promise<CreateShareLinkResponse> {
    const response = await client.post(apiPaths.readingShares(id), { showQuestion });
    expect(response.status).toBe(201);
    return CreateShareLinkResponseSchema.parse(await response.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    web = createApp(t.deps, { clientDir: fakeClientBuild() });
    owner = clientFor(t, await signUp(t));
    other = clientFor(t, await signUp(t));
    visitor = clientFor(t, null);
    readingId = await storedReading(['The Fool', 'Three of Cups', 'Queen of Swords'], [false, true, false]);
  });
  afterAll(async () => t.close());

  it('creates a link whose token is 32 random bytes, unrelated to the reading id, and stores only its hash', async () => {
    const first = await share(owner, readingId, false);
    const second = await share(owner, readingId, false);
    for (const created of [first, second]) {
      expect(created.token).toHaveLength(SHARE_TOKEN_LENGTH);
      expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
      expect(created.token).not.toContain(readingId);
      expect(created.token).not.toContain(readingId.replaceAll('-', ''));
      expect(created.url).toBe(`${TEST_ORIGIN}${paths.shared(created.token)}`);
      expect(created.link.showQuestion).toBe(false);
      expect(created.link.revokedAt).toBeNull();
    }
    expect(second.token).not.toBe(first.token);
    // 256 random bits: two tokens share about as many bits as chance gives (~128), never most of them.
    const a = Buffer.from(first.token, 'base64url');
    const b = Buffer.from(second.token, 'base64url');
    let same = 0;
    for (let i = 0; i < 32; i++) for (let bit = 0; bit < 8; bit++) same += (((a[i] ?? 0) ^ (b[i] ?? 0)) >> bit) & 1 ? 0 : 1;
    expect(same).toBeGreaterThan(64);
    expect(same).toBeLessThan(192);
    const stored = await t.db.select().from(shareLink).where(eq(shareLink.id, first.link.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it('shows the cards and the interpretation but never the follow-ups, and the question only when chosen', async () => {
    const hidden = await share(owner, readingId, false);
    const shown = await share(owner, readingId, true);

    const hiddenResponse = await visitor.get(apiPaths.sharedReading(hidden.token));
    expect(hiddenResponse.status).toBe(200);
    expect(hiddenResponse.headers.get('x-robots-tag')).toContain('noindex');
    expect(hiddenResponse.headers.get('cache-control')).toBe('no-store');
    const hiddenText = await hiddenResponse.text();
    const hiddenBody = SharedReadingSchema.strict().parse(JSON.parse(hiddenText));
    expect(hiddenBody.question).toBeNull();
    // Where the interpretation quotes the hidden question word for word, the quote is left out too.
    expect(hiddenBody.interpretation).toBe(INTERPRETATION.replace(QUESTION, '…'));
    expect(hiddenBody.cards.map((card) => [card.name, card.reversed])).toEqual([
      ['The Fool', false],
      ['Three of Cups', true],
      ['Queen of Swords', false],
    ]);
    for (const secret of [QUESTION, FOLLOW_UP, readingId, owner.user?.id ?? 'owner']) expect(hiddenText).not.toContain(secret);

    const shownBody = SharedReadingSchema.parse(await (await visitor.get(apiPaths.sharedReading(shown.token))).json());
    expect(shownBody.question).toBe(QUESTION);
    expect(shownBody.interpretation).toBe(INTERPRETATION);
  });

  it('lists and revokes links for the owner only; another user gets the 404 of a missing reading', async () => {
    const created = await share(owner, readingId, true);

    expect((await other.post(apiPaths.readingShares(readingId), { showQuestion: true })).status).toBe(404);
    expect((await other.get(apiPaths.readingShares(readingId))).status).toBe(404);
    expect((await other.post(apiPaths.readingShareRevoke(readingId, created.link.id), {})).status).toBe(404);
    // Their own reading's path does not reach this link either.
    const [theirs] = await t.db
      .insert(reading)
      .values({ userId: other.user?.id ?? '', question: 'Mine', cards: ['The Sun', 'The Moon', 'The Star'] })
      .returning({ id: reading.id });
    expect((await other.post(apiPaths.readingShareRevoke(theirs?.id ?? '', created.link.id), {})).status).toBe(404);
    expect((await visitor.post(apiPaths.readingShares(readingId), { showQuestion: true })).status).toBe(401);
    expect((await visitor.get(apiPaths.readingShares(readingId))).status).toBe(401);
    expect((await owner.post(apiPaths.readingShares(readingId), { showQuestion: 'yes' })).status).toBe(400);
    expect((await owner.post(apiPaths.readingShares('not-a-uuid'), { showQuestion: true })).status).toBe(404);

    const listed = ShareLinksResponseSchema.parse(await (await owner.get(apiPaths.readingShares(readingId))).json());
    expect(listed.links.map((link) => link.id)).toContain(created.link.id);
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const revoked = await owner.post(apiPaths.readingShareRevoke(readingId, created.link.id), {});
    expect(revoked.status).toBe(200);
    const after = ShareLinksResponseSchema.parse(await (await owner.get(apiPaths.readingShares(readingId))).json());
    expect(after.links.find((link) => link.id === created.link.id)?.revokedAt).toEqual(expect.any(String));

    expect((await visitor.get(apiPaths.sharedReading(created.token))).status).toBe(404);
    expect((await visitor.get(paths.sharedImage(created.token))).status).toBe(404);
    const page = await web.request(paths.shared(created.token));
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain(QUESTION);
  });

  it('answers an unknown or malformed token with the same 404', async () => {
    for (const token of ['A'.repeat(SHARE_TOKEN_LENGTH), 'short', readingId]) {
      expect((await visitor.get(apiPaths.sharedReading(token))).status).toBe(404);
      expect((await visitor.get(paths.sharedImage(token))).status).toBe(404);
      expect((await web.request(paths.shared(token))).status).toBe(404);
    }
  });

  it('puts the Open Graph and Twitter tags and noindex in the shared page, the question only when shown', async () => {
    const hidden = await share(owner, readingId, false);
    const response = await web.request(paths.shared(hidden.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}${paths.sharedImage(hidden.token)}`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe(String(SHARE_IMAGE_WIDTH));
    expect(metaContent(html, 'property', 'og:image:height')).toBe(String(SHARE_IMAGE_HEIGHT));
    expect(metaContent(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}${paths.shared(hidden.token)}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${TEST_ORIGIN}${paths.sharedImage(hidden.token)}`);
    expect(metaContent(html, 'property', 'og:title')).toContain('Three of Cups (reversed)');
    expect(metaContent(html, 'property', 'og:description')).toContain('The Fool');
    expect(html).not.toContain('Lisbon');
    expect(html).not.toContain('<link rel="canonical"');

    const shown = await share(owner, readingId, true);
    const shownHtml = await (await web.request(paths.shared(shown.token))).text();
    expect(metaContent(shownHtml, 'name', 'description')).toContain('Lisbon');
    expect(metaContent(shownHtml, 'property', 'og:description')).toContain('Lisbon');
  });

  it('renders a 1200×630 PNG of the cards, different for different cards, and caches it', async () => {
    const first = await share(owner, readingId, false);
    const response = await visitor.get(paths.sharedImage(first.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const png = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });

    const again = new Uint8Array(await (await visitor.get(paths.sharedImage(first.token))).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(png))).toBe(true);

    const otherId = await storedReading(['The Sun', 'Ace of Wands', 'The Moon'], [false, false, false]);
    const second = await share(owner, otherId, false);
    const otherPng = new Uint8Array(await (await visitor.get(paths.sharedImage(second.token))).arrayBuffer());
    expect(pngSize(otherPng)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
    expect(Buffer.from(otherPng).equals(Buffer.from(png))).toBe(false);

    // The same cards upright make another picture: the reversed card is drawn upside down.
    const uprightId = await storedReading(['The Fool', 'Three of Cups', 'Queen of Swords'], [false, false, false]);
    const upright = await share(owner, uprightId, false);
    const uprightPng = new Uint8Array(await (await visitor.get(paths.sharedImage(upright.token))).arrayBuffer());
    expect(Buffer.from(uprightPng).equals(Buffer.from(png))).toBe(false);
  });

  it('stops serving a reading that was deleted with its account', async () => {
    const doomed = await share(owner, readingId, false);
    await t.db.delete(reading).where(eq(reading.id, readingId));
    expect(await t.db.select().from(shareLink).where(eq(shareLink.readingId, readingId))).toEqual([]);
    expect((await visitor.get(apiPaths.sharedReading(doomed.token))).status).toBe(404);
  });
});
