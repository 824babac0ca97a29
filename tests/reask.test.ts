import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reading } from '../src/server/db/schema.ts';
import { questionSimilarity, sameQuestion } from '../src/server/domain/readings/same-question.ts';
import { assessRisk } from '../src/server/domain/safety/assess-risk.ts';
import { cardSlug } from '../src/shared/deck/slug.ts';
import { REASK_WINDOW_HOURS } from '../src/shared/journal/journal.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { SimilarQuestionResponseSchema, type SimilarQuestionResponse } from '../src/shared/schemas/reask.ts';
import { AGREEMENT_FLOOR, readReaskPairs, scorePairs, splitHeldOut } from './support/reask-pairs.ts';
import { clientFor, completedReadingFor, createReadingFor, readingRow, type Client } from './support/readings.ts';
import { errorMessageOf } from './support/security.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

/*
 * Issue 27 §4, "Asking again": what a person would call the same question (the labelled pairs), and
 * POST /api/readings/similar, which finds the person's earlier reading of it within a day.
 */

describe('the same question, as a person would call it', () => {
  const pairs = readReaskPairs();
  const { tuned, heldOut } = splitHeldOut(pairs);

  it('is a labelled set of at least 300 pairs, about half of them the same question', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    const same = pairs.filter((pair) => pair.same).length / pairs.length;
    expect(same).toBeGreaterThan(0.4);
    expect(same).toBeLessThan(0.6);
  });

  it(`agrees with the labels on ≥ ${AGREEMENT_FLOOR * 100}% of the pairs`, () => {
    const score = scorePairs(pairs, sameQuestion);
    expect(score.agreement, score.wrong.map((pair) => `${pair.same ? 'same' : 'different'}: ${pair.a} / ${pair.b}`).join('\n')).toBeGreaterThanOrEqual(
      AGREEMENT_FLOOR,
    );
    // Calling two questions the same when they are not puts a reading in the way: precision matters most.
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('holds on the quarter it was never tuned on, and on the rest', () => {
    // The held-out quarter measured 87.4% when first scored; this floor catches a rule that breaks it.
    expect(scorePairs(heldOut, sameQuestion).agreement).toBeGreaterThanOrEqual(0.85);
    expect(scorePairs(tuned, sameQuestion).agreement).toBeGreaterThanOrEqual(AGREEMENT_FLOOR);
  });

  it.each([
    ['Will I get the job?', 'am i going to get that job'],
    ['Will I get the job?', 'will they hire me'],
    ['Does he love me?', 'does he have feelings for me'],
    ['Should I quit my job??', 'SHOULD I QUIT MY JOB'],
    ['Please tell me, will I get the job?', 'Will I get teh job'],
  ])('%s ≈ %s', (a, b) => {
    expect(sameQuestion(a, b)).toBe(true);
    expect(sameQuestion(b, a)).toBe(true);
  });

  it.each([
    ['Will I get the job?', 'Will I get the apartment?'],
    ['Does he love me?', 'Does she love me?'],
    ['Does he love me?', 'Do I love him?'],
    ['Does she love me?', 'Do I love him?'],
    ['What will happen this week?', 'What will happen this year?'],
    ['Should I quit?', 'Should I stay?'],
  ])('%s ≠ %s', (a, b) => {
    expect(sameQuestion(a, b)).toBe(false);
    expect(sameQuestion(b, a)).toBe(false);
  });

  it('scores from 0 to 1, the same question whole', () => {
    expect(questionSimilarity('Will I get the job?', 'Will I get the job?')).toBe(1);
    expect(questionSimilarity('Will I get the job?', '')).toBe(0);
    expect(questionSimilarity('Does he love me?', 'Do I love him?')).toBe(0);
  });
});

describe('POST /api/readings/similar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true });
  });
  afterAll(async () => t?.close());

  async function newClient(): Promise<Client> {
    return clientFor(t, await signUp(t));
  }

  async function similar(client: Client, question: string): Promise<SimilarQuestionResponse> {
    const response = await client.post(apiPaths.readingsSimilar, { question });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return SimilarQuestionResponseSchema.parse(await response.json());
  }

  async function ageReading(id: string, hours: number): Promise<void> {
    await t.db
      .update(reading)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(reading.id, id));
  }

  it('finds the reading of the same question asked within the day, with its cards and first lines', async () => {
    const me = await newClient();
    const id = await completedReadingFor(me, 'Will I get the job at the bakery?');
    await ageReading(id, 3);
    const { reading: found } = await similar(me, 'am i going to get that job at the bakery');
    const row = await readingRow(t, id);
    expect(found).toEqual({
      id,
      question: 'Will I get the job at the bakery?',
      createdAt: row.createdAt.toISOString(),
      cards: row.cards.map((name, index) => ({ name, slug: cardSlug(name), reversed: row.reversed[index] ?? false })),
      preview: row.preview,
    });
    expect(found?.preview.length).toBeGreaterThan(0);
    expect(found?.cards).toHaveLength(3);
  });

  it('answers the most recent of several', async () => {
    const me = await newClient();
    const older = await createReadingFor(me, 'Does he love me?');
    await ageReading(older, 5);
    const newer = await createReadingFor(me, 'Does he really love me?');
    await ageReading(newer, 1);
    expect((await similar(me, 'does he have feelings for me')).reading?.id).toBe(newer);
  });

  it(`finds nothing older than ${REASK_WINDOW_HOURS} hours`, async () => {
    const me = await newClient();
    const id = await createReadingFor(me, 'Should I move to Lisbon?');
    await ageReading(id, REASK_WINDOW_HOURS - 1);
    expect((await similar(me, 'should i relocate to lisbon')).reading?.id).toBe(id);
    await ageReading(id, REASK_WINDOW_HOURS + 1);
    expect((await similar(me, 'should i relocate to lisbon')).reading).toBeNull();
  });

  it('finds nothing for a different question', async () => {
    const me = await newClient();
    await createReadingFor(me, 'Will I get the job at the bakery?');
    expect((await similar(me, 'Will I get the apartment on Elm Street?')).reading).toBeNull();
    expect((await similar(me, 'Will my sister get the job at the bakery?')).reading).toBeNull();
  });

  it('never answers with another person’s reading', async () => {
    const alice = await newClient();
    const bob = await newClient();
    const id = await completedReadingFor(alice, 'Will my book get published this year?');
    expect((await similar(alice, 'will my book get published this year')).reading?.id).toBe(id);
    expect((await similar(bob, 'will my book get published this year')).reading).toBeNull();
    const withAlicesId = await bob.post(apiPaths.readingsSimilar, { question: 'Will my book get published this year?', userId: alice.user?.id });
    expect(((await withAlicesId.json()) as SimilarQuestionResponse).reading).toBeNull();
  });

  it('never stands between a question the risk assessment recognises and the draw', async () => {
    const question = 'Will anything change? I want to kill myself';
    expect(assessRisk(question).concerns).toContain('self-harm');
    const me = await newClient();
    const id = await createReadingFor(me, question);
    // Even a reading of the very question, stored without its concern (as before the assessment), is not offered.
    await t.db.update(reading).set({ safety: [] }).where(eq(reading.id, id));
    expect((await similar(me, question)).reading).toBeNull();
  });

  it('does not offer an earlier reading whose own question was recognised', async () => {
    const me = await newClient();
    const id = await createReadingFor(me, 'Will things get better at work?');
    await t.db
      .update(reading)
      .set({ safety: ['self-harm'] })
      .where(eq(reading.id, id));
    expect((await similar(me, 'will things get better at work')).reading).toBeNull();
  });

  it('refuses a bad body with a clear 400, and a visitor with 401', async () => {
    const me = await newClient();
    for (const body of [{}, { question: '' }, { question: 42 }, { question: 'x'.repeat(2_000) }]) {
      const response = await me.post(apiPaths.readingsSimilar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorMessageOf(response)).toMatch(/question/i);
    }
    const visitor = clientFor(t, null);
    expect((await visitor.post(apiPaths.readingsSimilar, { question: 'Will I get the job?' })).status).toBe(401);
  });
});
