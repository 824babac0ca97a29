import { availableParallelism } from 'node:os';
import { AppError } from '../errors.ts';

export const HASHING_BUSY = 'Many passwords are being checked right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;

const busy = () => new AppError(503, HASHING_BUSY, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, each
 * for at most `maxWaitMs`. Beyond that a task is refused with a 503 rather than queued without end.
 */
export function createBoundedPool({ concurrency, maxWaiting, maxWaitMs }: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {
  let running = 0;
  const waiting: { start: () => void }[] = [];
  const handOver = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running++;
      } else {
        if (waiting.length >= maxWaiting) throw busy();
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
            reject(busy());
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
    load: () => ({ running, waiting: waiting.length }),
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
