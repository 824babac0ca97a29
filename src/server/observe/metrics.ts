import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric of the server, in one registry for the whole process (docs/decisions/0014): one
 * process is one scrape target, and the domain counts a credit or a payment where it happens,
 * with no registry handed down to it. Several apps in one process (the tests) share the counts,
 * so a test compares a counter before and after what it does.
 */
export const metricsRegistry = new Registry();

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A model call streams a whole answer: seconds to a minute (OPENAI_TIMEOUT_MS). */
const MODEL_SECONDS_BUCKETS = [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];

export const httpRequests = new Counter({
  name: 'tarot_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'tarot_http_request_duration_seconds',
  help: 'Time to the response head (a stream goes on after it), by route pattern and method',
  labelNames: ['method', 'route'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export type ModelCallOutcome = 'ok' | 'failed' | 'aborted';

const modelCalls = new Counter({
  name: 'tarot_model_calls_total',
  help: 'Calls to the reader (the model, or the offline reader), by outcome',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const modelCallDuration = new Histogram({
  name: 'tarot_model_call_duration_seconds',
  help: 'Time a reader call took, whole stream included, by outcome',
  labelNames: ['outcome'] as const,
  buckets: MODEL_SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

const modelTokensIn = new Counter({
  name: 'tarot_model_tokens_in_total',
  help: 'Prompt tokens the model reported using',
  registers: [metricsRegistry],
});

const modelTokensOut = new Counter({
  name: 'tarot_model_tokens_out_total',
  help: 'Completion tokens the model reported writing',
  registers: [metricsRegistry],
});

export interface ModelCall {
  outcome: ModelCallOutcome;
  latencySeconds: number;
  tokensIn: number;
  tokensOut: number;
}

/** One reader call, once it has ended. */
export function observeModelCall({ outcome, latencySeconds, tokensIn, tokensOut }: ModelCall): void {
  modelCalls.inc({ outcome });
  modelCallDuration.observe({ outcome }, latencySeconds);
  if (tokensIn > 0) modelTokensIn.inc(tokensIn);
  if (tokensOut > 0) modelTokensOut.inc(tokensOut);
}

const creditsSpent = new Counter({
  name: 'tarot_credits_spent_total',
  help: 'Credits taken from balances, by ledger reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const creditsGranted = new Counter({
  name: 'tarot_credits_granted_total',
  help: 'Credits added to balances, by ledger reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

/** A ledger row written: a negative delta is spent, a positive one granted. */
export function countCredits(reason: string, delta: number): void {
  if (delta < 0) creditsSpent.inc({ reason }, -delta);
  else if (delta > 0) creditsGranted.inc({ reason }, delta);
}

export type PaymentKind = 'credits' | 'subscription';

const paymentsFulfilled = new Counter({
  name: 'tarot_payments_fulfilled_total',
  help: 'Payments fulfilled: a credit pack granted (once per checkout), a subscription made or kept active',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export function countPaymentFulfilled(kind: PaymentKind): void {
  paymentsFulfilled.inc({ kind });
}

const checkoutsStarted = new Counter({
  name: 'tarot_checkouts_started_total',
  help: 'Checkouts opened at the payment provider, by what they sell',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export function countCheckoutStarted(kind: PaymentKind): void {
  checkoutsStarted.inc({ kind });
}

const rateLimitRefusals = new Counter({
  name: 'tarot_rate_limit_refusals_total',
  help: "Requests refused by a limit, by its name (429; 503 for llmDailyAll, the day's model budget spent)",
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});

export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

/** What a pg.Pool tells about itself. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const pools = new Set<PoolStats>();

function poolGauge(name: string, help: string, read: (pool: PoolStats) => number) {
  return new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let sum = 0;
      for (const pool of pools) sum += read(pool);
      this.set(sum);
    },
  });
}

let poolGauges = false;

/**
 * Reports a PostgreSQL pool's figures until the returned function is called. The gauges appear
 * with the first pool: on PGlite (no pool) they are absent rather than a misleading 0.
 */
export function watchDatabasePool(pool: PoolStats): () => void {
  if (!poolGauges) {
    poolGauges = true;
    poolGauge('tarot_db_pool_connections', 'PostgreSQL pool: connections open', (watched) => watched.totalCount);
    poolGauge('tarot_db_pool_idle_connections', 'PostgreSQL pool: connections open and idle', (watched) => watched.idleCount);
    poolGauge('tarot_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (watched) => watched.waitingCount);
  }
  pools.add(pool);
  return () => pools.delete(pool);
}

let processMetrics = false;

/** Node's own figures (CPU, memory, event-loop lag, GC), measured only where metrics are served. */
export function enableProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
