import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeServer, type StripeServer } from './support/stripe-server.ts';
import { createPostgresDatabase } from './support/postgres-database.ts';
import { signUpAt, startServerProcess, stopAllServerProcesses } from './support/server-process.ts';
import { POSTGRES, servicesAnswer } from './support/services.ts';

const SECRET_KEY = 'sk_test_production_process_4242';
const WEBHOOK_SECRET = 'whsec_test_production_process';
/** Each test starts one or two real server processes. */
const PROCESS_TEST_MS = 150_000;
const REFUSAL =
  /STRIPE_SECRET_KEY: required in production \(NODE_ENV=production or an https PUBLIC_URL\): set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_CHECKOUT=1/;

const available = await servicesAnswer(import.meta.filename, [POSTGRES]);

/** Issue 14 §3: the test checkout can never go live by accident. Real server processes, NODE_ENV=production. */
describe.runIf(available)('payments configuration of a production server process', () => {
  let stripe: StripeServer;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  /** The instances that do start share one PostgreSQL database (quicker to start than PGlite). */
  const starting = (env: Record<string, string>) => startServerProcess({ env: { DATABASE_URL: database.url, ...env }, healthTimeoutMs: 120_000 });

  beforeAll(async () => {
    stripe = await startStripeServer({ secretKey: SECRET_KEY });
    database = await createPostgresDatabase('tarot_payments_prod');
  });

  afterAll(async () => {
    await stopAllServerProcesses();
    await stripe?.close();
    await database?.drop();
  });

  it(
    'refuses to start without Stripe, naming the variables, with NODE_ENV=production',
    async () => {
      const refused = await startServerProcess({ env: { ALLOW_TEST_CHECKOUT: '' } }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(String(refused)).toMatch(/exited early \(\{"code":1,"signal":null\}\):\nInvalid environment configuration:\n/);
      expect(String(refused)).toMatch(REFUSAL);
    },
    PROCESS_TEST_MS,
  );

  it(
    'refuses to start without Stripe on an https PUBLIC_URL, whatever NODE_ENV says',
    async () => {
      await expect(startServerProcess({ env: { NODE_ENV: '', PUBLIC_URL: 'https://tarot.example', ALLOW_TEST_CHECKOUT: '' } })).rejects.toThrow(REFUSAL);
    },
    PROCESS_TEST_MS,
  );

  it(
    'refuses a Stripe key without its webhook secret, and a webhook secret without its key',
    async () => {
      await expect(startServerProcess({ env: { STRIPE_SECRET_KEY: SECRET_KEY } })).rejects.toThrow(
        /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
      );
      await expect(startServerProcess({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } })).rejects.toThrow(
        /STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
      );
    },
    PROCESS_TEST_MS,
  );

  it(
    'starts with ALLOW_TEST_CHECKOUT=1, names the local checkout in its start-up log and warns',
    async () => {
      const server = await starting({ ALLOW_TEST_CHECKOUT: '1' });
      expect(server.output()).toMatch(/database: postgres; reader: offline; mail: outbox; payments: local; jobs: pg-boss:postgres\)/);
      expect(server.output()).toContain('ALLOW_TEST_CHECKOUT: the local test checkout is on in production');
      const { id, client } = await signUpAt(server.url);
      const checkout = await client.request(server.url, '/api/stripe/create-checkout-session', { body: { userId: id, credits: 10, price: 499 } });
      expect(checkout.status).toBe(200);
      expect(((await checkout.json()) as { url: string }).url).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
      expect((await server.stop()).code).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it(
    'starts with both Stripe variables and names Stripe in its start-up log',
    async () => {
      const server = await starting({
        ALLOW_TEST_CHECKOUT: '',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      });
      expect(server.output()).toMatch(/; payments: stripe; jobs: pg-boss:postgres\)/);
      expect(server.output()).not.toContain('ALLOW_TEST_CHECKOUT');
      const { id, client } = await signUpAt(server.url);
      const checkout = await client.request(server.url, '/api/stripe/create-checkout-session', { body: { userId: id, credits: 10, price: 499 } });
      expect(checkout.status).toBe(200);
      expect(((await checkout.json()) as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      expect((await server.stop()).code).toBe(0);
    },
    PROCESS_TEST_MS,
  );
});
