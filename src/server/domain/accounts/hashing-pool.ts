import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { AppError } from '../../errors.ts';

export const HASHING_BUSY = 'Many passwords are being checked right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;

const busy = () => new AppError(503, HASHING_BUSY, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });

/**
 * What the request on whose behalf a hash runs brings to the pool: whether it comes from a browser
 * that has signed in to the account before (its own lane), and, afterwards, whether the pool
 * refused it (a refusal is counted against the sender like a failure: http/password-limits.ts).
 */
export interface HashingClaim {
  trusted: boolean;
  refused: boolean;
}

const claims = new AsyncLocalStorage<HashingClaim>();

/** Runs `work` (a request's handling) with `claim`: every hash it asks for is queued by it. */
export function withHashingClaim<T>(claim: HashingClaim, work: () => T): T {
  return claims.run(claim, work);
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, each
 * for at most `maxWaitMs`. Beyond that a task is refused with a 503 rather than queued without end.
 * Tasks of trusted claims wait in a lane of their own, served first, with its own bound: strangers
 * filling their queue cannot keep out an owner signing in from a browser they used before.
 */
export function createBoundedPool({ concurrency, maxWaiting, maxWaitMs }: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {
  let running = 0;
  type Waiter = { start: () => void };
  const lanes: Record<'trusted' | 'strangers', Waiter[]> = { trusted: [], strangers: [] };
  const handOver = () => {
    const next = lanes.trusted.shift() ?? lanes.strangers.shift();
    if (next) next.start();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const claim = claims.getStore();
      const waiting = claim?.trusted ? lanes.trusted : lanes.strangers;
      const refuse = () => {
        if (claim) claim.refused = true;
        return busy();
      };
      if (running < concurrency) {
        running++;
      } else {
        if (waiting.length >= maxWaiting) throw refuse();
        // The slot is handed over by the task that finishes, so `running` already counts this one.
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: () => {
              clearTimeout(timer);
              resolve();
            },
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(refuse());
          }, maxWaitMs);
          waiting.push(entry);
        });
      }
      try {
        return await task();
      } finally {
        handOver();
      }
    },
    /** Tasks running and waiting right now. */
    load: () => ({ running, waiting: lanes.trusted.length + lanes.strangers.length }),
  };
}

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads and DNS share: one thread is always left for them, so a static file never waits
 * behind password hashing. At most one hash per core, as each takes a core and 128 MiB.
 */
const THREAD_POOL_THREADS = 4;
export const HASHING_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), THREAD_POOL_THREADS - 1));
/** At production's cost (~0.3 s a hash on an idle core), a full queue is about 2.5 s of waiting. */
export const HASHING_MAX_WAITING = HASHING_CONCURRENCY * 8;
/**
 * Should hashing run far slower than that (a machine overloaded by something else), a check that
 * has not started within this is answered 503 rather than left hanging.
 */
export const HASHING_MAX_WAIT_MS = 30_000;
