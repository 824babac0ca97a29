import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCommitment, reading } from '../src/server/db/schema.ts';
import { COMMITMENT_MAX_AGE_SECONDS, COMMITMENT_NOT_USABLE } from '../src/server/domain/draw/fair-draw.ts';
import { commitmentOf, drawFromSeeds, FAIR_DRAW_ALGORITHM, verifyDraw } from '../src/shared/fair-draw/fair-draw.ts';
import { makeServerSeed } from '../src/shared/fair-draw/seeds.ts';
import { apiPaths, pageMetaKey, paths } from '../src/shared/paths.ts';
import { DrawCommitResponseSchema, type FairDraw } from '../src/shared/schemas/fair-draw.ts';
import { DrawResponseSchema, ReadingSchema } from '../src/shared/schemas/reading.ts';
import { clientFor, nextClientAddress } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';
import { visitorCookieOf } from './support/visitor.ts';

describe('a draw anyone can verify (issue 17 §3)', () => {
  let t: TestApp;
  let luna: SignedInUser;
  let sol: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
    luna = await signUp(t);
    sol = await signUp(t);
  });
  afterAll(async () => t.close());

  /** A visitor's browser: its commit and draw requests share its cookie and address. */
  function browser() {
    const address = nextClientAddress();
    let cookie = '';
    const post = async (path: string, body: unknown) => {
      const response = await t.request(path, { method: 'POST', body, headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) } });
      cookie = visitorCookieOf(response) || cookie;
      return response;
    };
    return {
      post,
      get cookie() {
        return cookie;
      },
      async commit() {
        const response = await post(apiPaths.drawCommit, {});
        expect(response.status).toBe(201);
        return DrawCommitResponseSchema.parse(await response.json());
      },
    };
  }

  async function expectVerifies(fairDraw: FairDraw, cards: { name: string; reversed: boolean }[]) {
    expect(fairDraw.algorithm).toBe(FAIR_DRAW_ALGORITHM);
    expect(await verifyDraw(fairDraw, cards)).toMatchObject({ commitmentMatches: true, cardsMatch: true });
  }

  describe('a visitor', () => {
    it('is shown a commitment before the draw, and the revealed server seed matches it and gives the cards', async () => {
      const visitor = browser();
      const { commitmentId, commitment } = await visitor.commit();
      const [stored] = await t.db.select().from(drawCommitment).where(eq(drawCommitment.id, commitmentId));
      expect(stored?.usedAt).toBeNull();
      expect(await commitmentOf(stored?.serverSeed ?? '')).toBe(commitment);

      const response = await visitor.post(apiPaths.draw, { commitmentId, clientSeed: 'my own seed 42' });
      expect(response.status).toBe(200);
      const drawn = DrawResponseSchema.parse(await response.json());
      expect(drawn.fairDraw).toMatchObject({ commitment, clientSeed: 'my own seed 42', deck: 'major', reversals: false, serverSeed: stored?.serverSeed });
      await expectVerifies(drawn.fairDraw, drawn.cards);
    });

    it('refuses to draw twice with one commitment', async () => {
      const visitor = browser();
      const { commitmentId } = await visitor.commit();
      expect((await visitor.post(apiPaths.draw, { commitmentId, clientSeed: 'first' })).status).toBe(200);
      const again = await visitor.post(apiPaths.draw, { commitmentId, clientSeed: 'second' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: COMMITMENT_NOT_USABLE });
    });

    it('uses a commitment once even when two draws race for it', async () => {
      const visitor = browser();
      await visitor.commit();
      const { commitmentId } = await visitor.commit();
      const statuses = await Promise.all([0, 1, 2].map((i) => visitor.post(apiPaths.draw, { commitmentId, clientSeed: `race ${i}` }).then((r) => r.status)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    });

    it('refuses an expired commitment', async () => {
      const visitor = browser();
      const { commitmentId } = await visitor.commit();
      await t.db
        .update(drawCommitment)
        .set({ createdAt: sql`now() - make_interval(secs => ${COMMITMENT_MAX_AGE_SECONDS + 1})` })
        .where(eq(drawCommitment.id, commitmentId));
      expect((await visitor.post(apiPaths.draw, { commitmentId, clientSeed: 'too late' })).status).toBe(409);
    });

    it('refuses another browser’s, an account’s or an unknown commitment', async () => {
      const owner = browser();
      const other = browser();
      await other.commit();
      const { commitmentId } = await owner.commit();
      expect((await other.post(apiPaths.draw, { commitmentId, clientSeed: 'not mine' })).status).toBe(409);
      const lunas = DrawCommitResponseSchema.parse(await (await clientFor(t, luna).post(apiPaths.drawCommit, {})).json());
      expect((await other.post(apiPaths.draw, { commitmentId: lunas.commitmentId, clientSeed: 'not mine' })).status).toBe(409);
      expect((await other.post(apiPaths.draw, { commitmentId: randomUUID(), clientSeed: 'unknown' })).status).toBe(409);
      // The owner's commitment is still good after the refusals.
      expect((await owner.post(apiPaths.draw, { commitmentId, clientSeed: 'mine' })).status).toBe(200);
    });

    it.each([
      ['a commitment without a client seed', (id: string) => ({ commitmentId: id })],
      ['a client seed without a commitment', () => ({ clientSeed: 'abc' })],
      ['an empty client seed', (id: string) => ({ commitmentId: id, clientSeed: '' })],
      ['a client seed of 65 characters', (id: string) => ({ commitmentId: id, clientSeed: 'x'.repeat(65) })],
      ['a client seed with a control character', (id: string) => ({ commitmentId: id, clientSeed: 'a\nb' })],
      ['a client seed outside ASCII', (id: string) => ({ commitmentId: id, clientSeed: 'café' })],
      ['a commitment id that is not a UUID', () => ({ commitmentId: 'abc', clientSeed: 'abc' })],
    ])('refuses %s with 400', async (_, body) => {
      const visitor = browser();
      const { commitmentId } = await visitor.commit();
      expect((await visitor.post(apiPaths.draw, body(commitmentId))).status).toBe(400);
    });

    it('without a commitment (the spec’s API) is still recorded and verifiable', async () => {
      const visitor = browser();
      const response = await visitor.post(apiPaths.draw, {});
      const drawn = DrawResponseSchema.parse(await response.json());
      await expectVerifies(drawn.fairDraw, drawn.cards);
      const [stored] = await t.db.select().from(drawCommitment).where(eq(drawCommitment.serverSeed, drawn.fairDraw.serverSeed));
      expect(stored?.usedAt).not.toBeNull();
    });

    it('keeps the seeds through the free reading and the claim, and the claimed reading reproduces its cards', async () => {
      const visitor = browser();
      const { commitmentId } = await visitor.commit();
      const drawn = DrawResponseSchema.parse(await (await visitor.post(apiPaths.draw, { commitmentId, clientSeed: 'keep me' })).json());
      const tempUserId = randomUUID();
      const preview = await visitor.post(apiPaths.interpretTemp, { question: 'Will it verify?', cards: drawn.cards.map(({ name }) => ({ name })), tempUserId });
      expect(preview.status).toBe(200);
      const newcomer = await signUp(t);
      const claimed = await t.request(apiPaths.transferTempReading, {
        body: { tempUserId, userId: newcomer.id },
        headers: { Cookie: `${newcomer.cookie}; ${visitor.cookie}` },
      });
      const { readingId } = (await claimed.json()) as { readingId: string };
      const saved = ReadingSchema.parse(await (await clientFor(t, newcomer).get(apiPaths.reading(readingId))).json());
      expect(saved.fairDraw).toEqual(drawn.fairDraw);
      await expectVerifies(saved.fairDraw ?? drawn.fairDraw, saved.cards);
    });
  });

  describe('a signed-in reading', () => {
    it('draws from the account’s commitment and the browser’s seed, and the reading reveals them', async () => {
      const client = clientFor(t, luna);
      const { commitmentId, commitment } = DrawCommitResponseSchema.parse(await (await client.post(apiPaths.drawCommit, {})).json());
      const created = await client.post(apiPaths.readings, { question: 'Is it fair?', commitmentId, clientSeed: 'lunas seed' });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const saved = ReadingSchema.parse(await (await client.get(apiPaths.reading(id))).json());
      expect(saved.fairDraw).toMatchObject({ commitment, clientSeed: 'lunas seed', deck: 'major', reversals: false });
      await expectVerifies(saved.fairDraw as FairDraw, saved.cards);
      expect((await client.post(apiPaths.readings, { question: 'Again?', commitmentId, clientSeed: 'x' })).status).toBe(409);
    });

    it('keeps the deck and reversals of the preferences in the record, and still verifies', async () => {
      const client = clientFor(t, sol);
      await t.request(apiPaths.accountDeck, { method: 'PATCH', body: { fullDeck: true, reversals: true }, headers: { Cookie: sol.cookie } });
      for (let i = 0; i < 5; i++) {
        const { commitmentId } = DrawCommitResponseSchema.parse(await (await client.post(apiPaths.drawCommit, {})).json());
        const { id } = (await (await client.post(apiPaths.readings, { question: `Full deck ${i}`, commitmentId, clientSeed: `sol ${i}` })).json()) as {
          id: string;
        };
        const saved = ReadingSchema.parse(await (await client.get(apiPaths.reading(id))).json());
        expect(saved.fairDraw).toMatchObject({ deck: 'full', reversals: true });
        await expectVerifies(saved.fairDraw as FairDraw, saved.cards);
      }
    });

    it('refuses a visitor browser’s commitment and another account’s', async () => {
      const visitor = browser();
      const visitors = await visitor.commit();
      const sols = DrawCommitResponseSchema.parse(await (await clientFor(t, sol).post(apiPaths.drawCommit, {})).json());
      for (const { commitmentId } of [visitors, sols]) {
        expect((await clientFor(t, luna).post(apiPaths.readings, { question: 'Whose?', commitmentId, clientSeed: 'x' })).status).toBe(409);
      }
    });

    it('without a commitment still stores a verifiable draw', async () => {
      const client = clientFor(t, luna);
      const { id } = (await (await client.post(apiPaths.readings, { question: 'Old client' })).json()) as { id: string };
      const [row] = await t.db.select().from(reading).where(eq(reading.id, id));
      expect(row?.fairDraw).not.toBeNull();
      await expectVerifies(
        row?.fairDraw as FairDraw,
        (row?.cards ?? []).map((name, i) => ({ name, reversed: row?.reversed[i] === true })),
      );
    });
  });

  it('forgets a deleted account in its commitments, which stay spent', async () => {
    const leaving = await signUp(t);
    const client = clientFor(t, leaving);
    const unused = DrawCommitResponseSchema.parse(await (await client.post(apiPaths.drawCommit, {})).json());
    expect((await client.post(apiPaths.accountDelete, { password: 'correct horse battery' })).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(drawCommitment)
        .where(eq(drawCommitment.owner, `user:${leaving.id}`)),
    ).toEqual([]);
    const [kept] = await t.db.select().from(drawCommitment).where(eq(drawCommitment.id, unused.commitmentId));
    expect(kept?.owner).toBe('deleted');
    expect(kept?.usedAt).not.toBeNull();
  });

  it('serves the specification /verify links to, and knows the /verify page', async () => {
    const spec = await t.request(paths.fairDrawSpec);
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await spec.text()).toBe(readFileSync(new URL('../docs/fair-draw.md', import.meta.url), 'utf8'));
    // The page itself is the app's shell, served 200 for every path pageMetaKey knows (web-pages.test.ts).
    expect(pageMetaKey(paths.verify)).toEqual({ key: 'verify', found: true });
  });

  describe('cannot be chosen by either side alone', () => {
    const spread = async (serverSeed: string, clientSeed: string) =>
      (await drawFromSeeds({ serverSeed, clientSeed, deck: 'full', reversals: true, count: 3 })).map((c) => `${c.name}${c.reversed ? '↓' : ''}`).join(',');

    it('with the server seed fixed the cards follow the client seed, and with the client seed fixed they follow the server seed', async () => {
      const serverSeed = makeServerSeed();
      const byClient = new Set(await Promise.all(Array.from({ length: 30 }, (_, i) => spread(serverSeed, `client ${i}`))));
      const byServer = new Set(await Promise.all(Array.from({ length: 30 }, () => spread(makeServerSeed(), 'client 0'))));
      // 30 draws of 78·77·76·8 spreads: a repeat is rare, a constant result would be a broken mix.
      expect(byClient.size).toBeGreaterThanOrEqual(29);
      expect(byServer.size).toBeGreaterThanOrEqual(29);
    });

    it('commits before it learns the client seed, and never stores a server seed twice', async () => {
      const commits = await Promise.all(
        Array.from({ length: 20 }, () =>
          clientFor(t, luna)
            .post(apiPaths.drawCommit, {})
            .then((r) => r.json()),
        ),
      );
      const ids = commits.map((body) => DrawCommitResponseSchema.parse(body).commitmentId);
      const rows = await t.db.select({ serverSeed: drawCommitment.serverSeed }).from(drawCommitment);
      expect(new Set(rows.map((row) => row.serverSeed)).size).toBe(rows.length);
      const [first] = await t.db
        .select()
        .from(drawCommitment)
        .where(eq(drawCommitment.id, ids[0] ?? ''));
      await expect(
        t.db.insert(drawCommitment).values({ serverSeed: first?.serverSeed ?? '', commitment: 'f'.repeat(64), owner: 'user:someone' }),
      ).rejects.toThrow();
    });

    it('answers the commitment without the seed', async () => {
      const response = await clientFor(t, null).post(apiPaths.drawCommit, {});
      const text = await response.text();
      const { commitmentId } = DrawCommitResponseSchema.parse(JSON.parse(text));
      const [row] = await t.db.select().from(drawCommitment).where(eq(drawCommitment.id, commitmentId));
      expect(text).not.toContain(row?.serverSeed ?? 'missing');
      expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['commitment', 'commitmentId']);
    });
  });
});
