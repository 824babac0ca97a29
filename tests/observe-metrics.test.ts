import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReaderError } from '../src/server/domain/ports/reader.ts';
import { LIMITS } from '../src/server/domain/limits/rate-limit.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { watchDatabasePool } from '../src/server/observe/metrics.ts';
import { CREDIT_PACKS, STARTING_CREDITS } from '../src/shared/constants.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { createTestDatabase } from './support/database.ts';
import { expectConsoleErrors } from './support/expected-console-errors.ts';
import { freePort } from './support/local-server.ts';
import { clientFor, completedReadingFor } from './support/readings.ts';
import { startServerProcess, stopAllServerProcesses } from './support/server-process.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one series in a Prometheus text exposition, 0 when it is not there yet. */
function valueOf(exposition: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let unwatch: () => void = () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    // main.ts watches the PostgreSQL pool the same way; PGlite has none.
    if (database.engine === 'postgres') unwatch = watchDatabasePool(database.pool);
    t = await createTestApp({ cheapPasswords: true, database, env: { METRICS_TOKEN } });
  });

  afterAll(async () => {
    unwatch();
    await t?.close();
    await stopAllServerProcesses();
  });

  const scrape = async () => {
    const response = await t.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers only the configured bearer token: 401 with a Bearer challenge otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`, 'Bearer ']) {
      const response = await t.request('/metrics', { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('tarot_');
    }
    const text = await scrape();
    expect(text).toContain('# TYPE tarot_http_requests_total counter');
    expect(text).toContain('# TYPE tarot_http_request_duration_seconds histogram');
    // Node's own figures come with them.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('is off (404) without a token or a port', async () => {
    const off = await createTestApp({ cheapPasswords: true });
    try {
      for (const headers of [{}, { Authorization: `Bearer ${METRICS_TOKEN}` }] as Record<string, string>[]) {
        expect((await off.request('/metrics', { headers })).status).toBe(404);
      }
    } finally {
      await off.close();
    }
  });

  it('counts requests, model calls, credits, checkouts, payments and rate-limit refusals by the right amounts', async () => {
    const before = await scrape();
    const me = await signUp(t);
    const client = clientFor(t, me);

    // A reading (created, then interpreted by the offline reader) and a follow-up.
    const readingId = await completedReadingFor(client);
    const followUp = await client.post(apiPaths.followUp, { question: 'And after that?', userId: me.id, readingId });
    expect(followUp.status).toBe(200);
    expect((await client.get(apiPaths.reading(readingId))).status).toBe(200);

    // A purchase through the local checkout.
    const pack = CREDIT_PACKS[1] ?? CREDIT_PACKS[0];
    if (!pack) throw new Error('no credit pack');
    const opened = await client.post('/api/stripe/create-checkout-session', { userId: me.id, credits: pack.credits, price: pack.price });
    expect(opened.status).toBe(200);
    const checkoutId = /\/checkout\/([0-9a-f-]{36})$/.exec(((await opened.json()) as { url: string }).url)?.[1] ?? '';
    expect((await client.post(`/api/checkout/${checkoutId}/pay`, {})).status).toBe(200);
    // Paying again grants nothing more, and counts nothing more.
    expect((await client.post(`/api/checkout/${checkoutId}/pay`, {})).status).toBe(200);

    // Confirmation mails up to the limit, then one refused.
    const mail = () => client.post(apiPaths.confirmationEmail, { uid: me.id, email: me.email, name: 'Luna Starling' });
    for (let sent = 0; sent < LIMITS.emailPerUser.limit; sent++) expect((await mail()).status).toBe(200);
    expect((await mail()).status).toBe(429);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved('tarot_http_requests_total', { method: 'POST', route: '/api/auth/*', status: '200' })).toBe(1);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: apiPaths.readings, status: '201' })).toBe(1);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: apiPaths.interpret, status: '200' })).toBe(1);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: apiPaths.followUp, status: '200' })).toBe(1);
    // The route pattern, not the path with the reading's id.
    expect(moved('tarot_http_requests_total', { method: 'GET', route: apiPaths.readingPattern, status: '200' })).toBe(1);
    expect(after).not.toContain(readingId);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: '/api/checkout/:checkoutId/pay', status: '200' })).toBe(2);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: apiPaths.confirmationEmail, status: '200' })).toBe(LIMITS.emailPerUser.limit);
    expect(moved('tarot_http_requests_total', { method: 'POST', route: apiPaths.confirmationEmail, status: '429' })).toBe(1);
    expect(moved('tarot_http_request_duration_seconds_count', { method: 'POST', route: apiPaths.interpret })).toBe(1);
    expect(moved('tarot_http_request_duration_seconds_bucket', { method: 'POST', route: apiPaths.interpret, le: '+Inf' })).toBe(1);

    // The interpretation and the follow-up: two reader calls, both answered.
    expect(moved('tarot_model_calls_total', { outcome: 'ok' })).toBe(2);
    expect(moved('tarot_model_calls_total', { outcome: 'failed' })).toBe(0);
    expect(moved('tarot_model_call_duration_seconds_count', { outcome: 'ok' })).toBe(2);

    expect(moved('tarot_credits_granted_total', { reason: 'signup' })).toBe(STARTING_CREDITS);
    expect(moved('tarot_credits_spent_total', { reason: 'follow_up' })).toBe(1);
    expect(moved('tarot_credits_granted_total', { reason: 'purchase' })).toBe(pack.credits);
    expect(moved('tarot_checkouts_started_total', { kind: 'credits' })).toBe(1);
    expect(moved('tarot_payments_fulfilled_total', { kind: 'credits' })).toBe(1);
    expect(moved('tarot_rate_limit_refusals_total', { limit: 'emailPerUser' })).toBe(1);

    // The pool's figures on PostgreSQL; nothing pretending to be them on PGlite.
    if (database.engine === 'postgres') expect(valueOf(after, 'tarot_db_pool_connections')).toBeGreaterThan(0);
    else expect(after).not.toContain('tarot_db_pool_');
  });

  it('counts a subscription checkout and its start once, however often Pay is pressed', async () => {
    const me = await signUp(t);
    const client = clientFor(t, me);
    const before = await scrape();
    const opened = await client.post(apiPaths.subscriptionCheckout, { userId: me.id });
    expect(opened.status).toBe(200);
    const checkoutId = /\/checkout\/([0-9a-f-]{36})$/.exec(((await opened.json()) as { url: string }).url)?.[1] ?? '';
    expect((await client.post(`/api/checkout/${checkoutId}/pay`, {})).status).toBe(200);
    expect((await client.post(`/api/checkout/${checkoutId}/pay`, {})).status).toBe(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('tarot_checkouts_started_total', { kind: 'subscription' })).toBe(1);
    expect(moved('tarot_payments_fulfilled_total', { kind: 'subscription' })).toBe(1);
    expect(moved('tarot_payments_fulfilled_total', { kind: 'credits' })).toBe(0);
  });

  it('counts a reader that fails as a failed model call', async () => {
    const failing = await createTestApp({
      cheapPasswords: true,
      reader: {
        id: 'failing',
        metered: false,
        provider: 'openai',
        model: 'test-model',
        async *stream() {
          throw new ReaderError('the provider answered 500');
        },
      },
    });
    try {
      // The failure is logged as a warning on purpose.
      expectConsoleErrors(/^\[reader:failing\]/);
      const me = await signUp(failing);
      const client = clientFor(failing, me);
      const before = await scrape();
      const created = await client.post(apiPaths.readings, { question: 'Will it work?' });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const response = await client.post(apiPaths.interpret, { readingId: id });
      expect(response.status).toBeGreaterThanOrEqual(500);
      const after = await scrape();
      expect(valueOf(after, 'tarot_model_calls_total', { outcome: 'failed' }) - valueOf(before, 'tarot_model_calls_total', { outcome: 'failed' })).toBe(1);
      expect(valueOf(after, 'tarot_model_calls_total', { outcome: 'ok' }) - valueOf(before, 'tarot_model_calls_total', { outcome: 'ok' })).toBe(0);
    } finally {
      await failing.close();
    }
  });

  it('with METRICS_PORT, is served on that port only (with the token), and the public port answers 404', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({ env: { METRICS_PORT: String(metricsPort), METRICS_TOKEN } });
    try {
      expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
      const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await fetch(metricsUrl)).status).toBe(401);
      const scraped = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraped.status).toBe(200);
      // The health checks the test made while the server started were counted.
      expect(valueOf(await scraped.text(), 'tarot_http_requests_total', { method: 'GET', route: apiPaths.health, status: '200' })).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    // A server process of its own: its start takes longer than the default on a loaded machine.
  }, 90_000);
});
