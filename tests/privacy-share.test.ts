import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineReader } from '../src/server/adapters/llm/offline-reader/reader.ts';
import { NOT_SHAREABLE } from '../src/server/domain/readings/share-links.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { CreateShareLinkResponseSchema, SharedReadingSchema, type SharedReading } from '../src/shared/schemas/share.ts';
import { clientFor, completedReadingFor, createAppWithProvider, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';
import type { OpenAIServer } from './support/openai-server.ts';

// Issue 25 §1: a reading shared with its question hidden must not show the question, however the
// text quotes it, and its owner sees the public page before the link exists.

const QUESTION = 'Should I leave Marcus or stay with him in Lisbon?';
/** What a model may write: the question without its "?", lower-cased, with accents, split across lines, or in part. */
const MODEL_QUOTES = [
  'should i leave marcus or stay with him in lisbon',
  'You wonder: SHOULD I LEAVE MÁRCUS, OR STAY WITH HIM IN LISBÔN? The cards are calm.',
  '“Should   I leave\nMarcus — or stay with him in Lisbón?”',
  'This spread favours the second option, to stay with him in lisbon, with The Star tipping the balance.',
  'Leave Marcus... or stay with him in Lisbon!',
];
const MODEL_TEXT = `**The Past: The Fool**\n${MODEL_QUOTES.join(' ')}\n\n**Guidance**\nTrust the road.`;

/** Folded as the check folds it: no case, no accents, words only. */
const folded = (text: string) =>
  (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

async function shareAndRead(owner: Client, visitor: Client, readingId: string, showQuestion: boolean): Promise<SharedReading> {
  const made = await owner.post(apiPaths.readingShares(readingId), { showQuestion });
  expect(made.status).toBe(201);
  const { token } = CreateShareLinkResponseSchema.parse(await made.json());
  const shared = await visitor.get(apiPaths.sharedReading(token));
  expect(shared.status).toBe(200);
  return SharedReadingSchema.strict().parse(await shared.json());
}

async function previewOf(owner: Client, readingId: string, showQuestion: boolean): Promise<Response> {
  return owner.get(apiPaths.readingSharePreview(readingId, showQuestion));
}

describe('a hidden question does not leak through a model that quotes it', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;
  let owner: Client;
  let visitor: Client;

  beforeAll(async () => {
    ({ t, llm, close } = await createAppWithProvider());
    llm.setBehaviour({ kind: 'ok', text: MODEL_TEXT });
    owner = clientFor(t, await signUp(t));
    visitor = clientFor(t, null);
  });
  afterAll(async () => close());

  it('hides every quote, whatever its case, accents, spaces and punctuation, and the preview is the public page', async () => {
    const readingId = await completedReadingFor(owner, QUESTION);
    const hidden = await shareAndRead(owner, visitor, readingId, false);
    expect(hidden.question).toBeNull();
    const text = folded(hidden.interpretation);
    for (const detail of ['marcus', 'lisbon', 'stay with him', 'should i leave']) expect(text).not.toContain(detail);
    // What is not a quote stays.
    expect(hidden.interpretation).toContain('The cards are calm.');
    expect(hidden.interpretation).toContain('with The Star tipping the balance.');
    expect(hidden.interpretation).toContain('Trust the road.');

    const preview = await previewOf(owner, readingId, false);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(SharedReadingSchema.strict().parse(await preview.json())).toEqual(hidden);
  });

  it('shows the question and the text as written when the owner chooses to, the preview included', async () => {
    const readingId = await completedReadingFor(owner, QUESTION);
    const shown = await shareAndRead(owner, visitor, readingId, true);
    expect(shown.question).toBe(QUESTION);
    expect(shown.interpretation).toBe(MODEL_TEXT.trim());
    expect(SharedReadingSchema.parse(await (await previewOf(owner, readingId, true)).json())).toEqual(shown);
  });

  it('answers the preview only to the owner, with a valid choice, and not for a reading that cannot be shared', async () => {
    const readingId = await completedReadingFor(owner, QUESTION);
    expect((await previewOf(clientFor(t, await signUp(t)), readingId, false)).status).toBe(404);
    expect((await visitor.get(apiPaths.readingSharePreview(readingId, false))).status).toBe(401);
    expect((await owner.get(`${apiPaths.readingShares(readingId)}/preview?showQuestion=maybe`)).status).toBe(400);

    llm.setBehaviour({ kind: 'ok', text: 'A gentle reading.' });
    const crisis = await completedReadingFor(owner, 'I want to kill myself, will anything change?');
    const refused = await previewOf(owner, crisis, false);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: NOT_SHAREABLE });
    llm.setBehaviour({ kind: 'ok', text: MODEL_TEXT });
  });
});

describe('the offline reader quoting a hidden question', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true, reader: createOfflineReader({ chunkDelayMs: 0 }) });
  });
  afterAll(async () => t.close());

  // Its opening quotes the question and a choice's answer names the chosen option ("to stay with him in lisbon").
  it.each([
    QUESTION,
    'Will Dr. Okafor’s biopsy results for my mother come back clear?',
    'Should I take the job at Zalando or stay at Siemens?',
    'Is Théo hiding something from me',
  ])('leaves no run of the question in the shared text: %s', async (question) => {
    const owner = clientFor(t, await signUp(t));
    const readingId = await completedReadingFor(owner, question);
    const shared = await shareAndRead(owner, clientFor(t, null), readingId, false);
    const words = folded(question).split(' ');
    const text = folded(shared.interpretation);
    for (let i = 0; i + 3 <= words.length; i++) expect(text).not.toContain(words.slice(i, i + 3).join(' '));
    for (const name of ['marcus', 'lisbon', 'okafor', 'zalando', 'siemens', 'theo']) if (words.includes(name)) expect(text).not.toContain(name);
  });
});
