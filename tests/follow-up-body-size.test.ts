import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_MAX_LENGTH } from '../src/shared/constants.ts';
import { createApiClient, type ApiClient } from '../src/web/api-client.ts';
import { askFollowUp } from '../src/web/features/reading/api/ask-follow-up.ts';
import { getReading } from '../src/web/features/reading/api/get-reading.ts';
import type { OpenAIServer } from './support/openai-server.ts';
import { clientFor, completedReadingFor, createAppWithProvider, nextClientAddress, resetLlmWindow, setAccount } from './support/readings.ts';
import { TEST_ORIGIN, type TestApp } from './support/test-app.ts';
import { signUp, type SignedInUser } from './support/users.ts';

// Issue 24: the reading page sent the whole conversation with every follow-up, so a long one hit
// the 64 KiB body limit (413) and the reading could never be continued. The browser's own call
// (the module the reading page uses) now sends only the question and the reading.

const FOLLOW_UPS = 100;
const BODY_BUDGET_BYTES = 2 * 1024;
/** The API's body limit (app.ts): what the old body outgrew. */
const API_BODY_LIMIT_BYTES = 64 * 1024;
/** A long answer, ~2.4 KB: a hundred of them make a conversation far past the body limit. */
const LONG_ANSWER = Array.from({ length: 30 }, (_, i) => `**Part ${i + 1}**\nThe Sun beside the Hermit asks you to step into the light, slowly.`).join('\n\n');

/** The browser's client, its requests sent into the app in process as the signed-in browser would send them. */
function browserClientOf(t: TestApp, who: SignedInUser, bodies: number[]): Promise<ApiClient> {
  const inProcess: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', who.cookie);
    headers.set('Origin', TEST_ORIGIN);
    // Each from an address of its own: the per-address window is not this test's subject either.
    headers.set('X-Forwarded-For', nextClientAddress());
    if (typeof init?.body === 'string') bodies.push(new TextEncoder().encode(init.body).length);
    return t.app.request(String(input), { ...init, headers });
  };
  return createApiClient(inProcess);
}

describe('a long conversation (POST /api/openai/follow-up from the reading page)', () => {
  let t: TestApp;
  let llm: OpenAIServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, llm, close } = await createAppWithProvider());
  });
  afterAll(async () => close());

  it(`accepts ${FOLLOW_UPS} follow-ups on one reading from a subscriber, each body under ${BODY_BUDGET_BYTES} bytes`, async () => {
    const me = await signUp(t);
    await setAccount(t, me.id, { subscription: true });
    const readingId = await completedReadingFor(clientFor(t, me));
    llm.setBehaviour({ kind: 'ok', text: LONG_ANSWER });
    const bodies: number[] = [];
    const browser = await browserClientOf(t, me, bodies);
    const question = `What does the Sun ask of me now? ${'Tell me more. '.repeat(40)}`.slice(0, FOLLOW_UP_MAX_LENGTH);

    for (let n = 1; n <= FOLLOW_UPS; n += 1) {
      // The per-user window (40 in 10 minutes) is not this test's subject.
      await resetLlmWindow(t, me.id);
      let streamed = '';
      const answer = await askFollowUp({ readingId, question }, { onDelta: (text) => (streamed += text) }, browser);
      expect(answer.response, `follow-up ${n}`).toBe(LONG_ANSWER);
      expect(streamed, `follow-up ${n}`).toBe(LONG_ANSWER);
      expect(answer.subscription).toBe(true);
    }

    expect(bodies).toHaveLength(FOLLOW_UPS);
    expect(Math.max(...bodies)).toBeLessThan(BODY_BUDGET_BYTES);
    const reading = await getReading(readingId, undefined, browser);
    // The interpretation, then each question and its answer.
    expect(reading.messages).toHaveLength(1 + 2 * FOLLOW_UPS);
    // What the old page sent as `context` by now: the whole conversation, far past the limit.
    const conversation = reading.messages.map((message) => `${message.role}: ${message.content}`).join('\n');
    expect(new TextEncoder().encode(conversation).length).toBeGreaterThan(API_BODY_LIMIT_BYTES);
  }, 180_000);
});
