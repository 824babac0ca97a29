import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKS } from '../src/shared/constants.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { CreateReadingResponseSchema, InterpretResponseSchema } from '../src/shared/schemas/reading.ts';
import { captureLogs, type LogLine } from './support/test-logs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { cookiesFrom, signUp as signUpUser } from './support/users.ts';
import { clientFor, createReadingFor } from './support/readings.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { ReaderError } from '../src/server/domain/ports/reader.ts';
import { mailsSettled } from './support/jobs.ts';

const PASSWORD = 'plum-orchard-lantern-42';
const EMAIL = `zephyrine.quill-${Date.now()}@example.com`;
const QUESTION = 'Will the violet harbour lighthouse guide my sister home?';
const FOLLOW_UP = 'What does the copper key beneath the stairs mean?';
const METRICS_TOKEN = 'metrics-token-abcdefghijklmnop';
const AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('the server log of a whole sign-up → reading → follow-up → purchase run', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true, env: { METRICS_TOKEN } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has one line per request, each of its lines carries its id, and no secret or personal text appears', async () => {
    const logs = captureLogs('info');
    const requests: { id: string; route: string; lines: LogLine[] }[] = [];
    let cookie = '';

    /**
     * One request, answered in full, and the mail it caused sent (a job, after the answer): every
     * line logged meanwhile is its own (nothing else runs).
     */
    const send = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
      const from = logs.lines.length;
      const response = await t.request(path, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers } });
      const text = await response.text();
      await mailsSettled(t);
      const id = response.headers.get('X-Request-Id') ?? '';
      requests.push({ id, route: path, lines: logs.lines.slice(from) });
      return { response, text, id };
    };

    const signUp = await send('/api/auth/sign-up/email', { body: { email: EMAIL, password: PASSWORD, name: 'Zephyrine Quill', birthday: 3, birthMonth: 4 } });
    expect(signUp.response.status).toBe(200);
    const userId = (JSON.parse(signUp.text) as { user: { id: string } }).user.id;
    const signIn = await send('/api/auth/sign-in/email', { body: { email: EMAIL, password: PASSWORD } });
    expect(signIn.response.status).toBe(200);
    cookie = cookiesFrom(signIn.response);
    expect(cookie).not.toBe('');

    // Deep code logs here: the outbox mailer, in the mail job this request caused, writes a line for the mail it stores.
    const mail = await send(apiPaths.confirmationEmail, { body: { uid: userId, email: EMAIL, name: 'Zephyrine Quill' } });
    expect(mail.response.status).toBe(200);

    const created = await send(apiPaths.readings, { body: { question: QUESTION } });
    expect(created.response.status).toBe(201);
    const readingId = CreateReadingResponseSchema.parse(JSON.parse(created.text)).id;
    const interpreted = await send(apiPaths.interpret, { body: { readingId } });
    expect(interpreted.response.status).toBe(200);
    const interpretation = InterpretResponseSchema.parse(JSON.parse(interpreted.text)).interpretation;

    const followUp = await send(apiPaths.followUp, { body: { question: FOLLOW_UP, userId, readingId } });
    expect(followUp.response.status).toBe(200);
    const answer = (JSON.parse(followUp.text) as { response: string }).response;

    const pack = CREDIT_PACKS[0];
    if (!pack) throw new Error('no credit pack');
    const checkout = await send('/api/stripe/create-checkout-session', { body: { userId, credits: pack.credits, price: pack.price } });
    expect(checkout.response.status).toBe(200);
    const checkoutId = /\/checkout\/([0-9a-f-]{36})$/.exec((JSON.parse(checkout.text) as { url: string }).url)?.[1] ?? '';
    const paid = await send(`/api/checkout/${checkoutId}/pay`, { body: {} });
    expect(paid.response.status).toBe(200);

    const page = await send(apiPaths.reading(readingId), { method: 'GET' });
    expect(page.response.status).toBe(200);
    const scraped = await send('/metrics', { method: 'GET', headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.response.status).toBe(200);

    // Every request: its id in the header, exactly one request line, and every line it caused carries the id.
    for (const request of requests) {
      expect(request.id, request.route).toMatch(/^[0-9a-f-]{36}$/);
      expect(request.lines.length, request.route).toBeGreaterThan(0);
      for (const line of request.lines) expect(line.reqId, `${request.route}: ${line.msg}`).toBe(request.id);
      const requestLines = request.lines.filter((line) => line.msg === 'request');
      expect(requestLines, request.route).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        level: 'info',
        method: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length);
    // Lines from deep under the routes (the mail adapter, the payments domain) still name their request.
    const causedBy = (route: string) => requests.find((request) => request.route === route)?.lines.map((line) => line.msg) ?? [];
    expect(causedBy(apiPaths.confirmationEmail)).toContainEqual(expect.stringMatching(/^\[mail\] "[^"]+" to z…@example\.com written to /));
    expect(causedBy(`/api/checkout/${checkoutId}/pay`)).toContain('[payments] payment fulfilled');
    // The route pattern, never the path with its ids; the user once signed in.
    expect(requests.at(-2)?.lines.find((line) => line.msg === 'request')).toMatchObject({ method: 'GET', route: apiPaths.readingPattern, status: 200, userId });
    expect(requests[0]?.lines.find((line) => line.msg === 'request')).not.toHaveProperty('userId');

    const everything = logs.raw.join('');
    const sessionTokens = cookie.split('; ').map((pair) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1)));
    const secrets = {
      password: PASSWORD,
      email: EMAIL,
      'email local part': EMAIL.split('@')[0] ?? EMAIL,
      question: QUESTION,
      'follow-up question': FOLLOW_UP,
      'reading text': interpretation.slice(0, 60),
      'follow-up answer': answer.slice(0, 60),
      'metrics token': METRICS_TOKEN,
      'auth secret': AUTH_SECRET,
      ...Object.fromEntries(
        sessionTokens.flatMap((token, index) => [
          [`cookie ${index}`, token],
          [`session token ${index}`, token.split('.')[0] ?? token],
        ]),
      ),
    };
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(8);
      expect(everything.includes(secret), `${what} appears in the log`).toBe(false);
    }
  });

  it("names the request in the reader's warning when the model fails", async () => {
    const broken = await createTestApp({
      cheapPasswords: true,
      reader: {
        id: 'broken',
        metered: false,
        provider: 'openai',
        model: 'test-model',
        async *stream() {
          throw new ReaderError('the provider answered 500');
        },
      },
    });
    try {
      const me = await signUpUser(broken);
      const client = clientFor(broken, me);
      const readingId = await createReadingFor(client, QUESTION);
      const warned = expectConsoleErrors(/^\[reader:broken\] the provider answered 500$/);
      const logs = captureLogs('info');
      const response = await client.post(apiPaths.interpret, { readingId });
      expect(response.status).toBeGreaterThanOrEqual(500);
      const id = response.headers.get('X-Request-Id');
      expect(warned).toHaveLength(1);
      const lines = logs.lines.filter((line) => line.msg === warned[0] || line.msg === 'request');
      expect(lines).toEqual([
        expect.objectContaining({ level: 'warn', reqId: id, userId: me.id }),
        expect.objectContaining({ level: 'info', reqId: id, userId: me.id, route: apiPaths.interpret, status: response.status }),
      ]);
      expect(logs.raw.join('')).not.toContain(QUESTION);
    } finally {
      await broken.close();
    }
  });

  it('keeps a sane incoming X-Request-Id and replaces any other', async () => {
    const logs = captureLogs('info');
    const kept = await t.request(apiPaths.health, { headers: { 'X-Request-Id': 'edge-7f3a9c1e.42' } });
    expect(kept.headers.get('X-Request-Id')).toBe('edge-7f3a9c1e.42');
    expect(logs.lines.find((line) => line.msg === 'request')).toMatchObject({ reqId: 'edge-7f3a9c1e.42', route: apiPaths.health, status: 200 });

    for (const forged of ['short', 'x'.repeat(200), 'two words here', 'id","level":"fatal']) {
      const replaced = await t.request(apiPaths.health, { headers: { 'X-Request-Id': forged } });
      expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(logs.raw.join('')).not.toContain('fatal');
  });
});
