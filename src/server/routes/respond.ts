import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { StreamEvent } from '../../shared/schemas/reading.ts';
import type { StreamJob } from '../domain/stream-job.ts';
import { AppError } from '../errors.ts';

export const NDJSON = 'application/x-ndjson';

function wantsStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes(NDJSON);
}

/**
 * Jobs still running, streamed or not. A job outlives its connection when the client goes away
 * (or shutdown cuts it): its cleanup (a refund, a released claim) still needs the database, so
 * shutdown waits for them (jobsSettled) before closing it.
 */
const running = new Set<Promise<unknown>>();

function tracked<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
  return work;
}

/** Resolves once every running job has settled, or after `timeoutMs`; true when none is left. */
export async function jobsSettled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (running.size > 0 && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now()))),
    ]);
    clearTimeout(timer);
  }
  return running.size === 0;
}

function line(event: StreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/**
 * Answers a job as one JSON document, or, when the client accepts application/x-ndjson, as a
 * stream of `delta` lines closed by one `done` or `error` line. Either way the job is aborted
 * when the client goes away.
 */
export async function respond<T extends Record<string, unknown>>(c: Context, job: StreamJob<T>): Promise<Response> {
  if (!wantsStream(c)) {
    return c.json(await tracked(job.run(() => {}, c.req.raw.signal)));
  }
  c.header('Content-Type', NDJSON);
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return stream(c, async (out) => {
    const controller = new AbortController();
    out.onAbort(() => controller.abort());
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    let pending = Promise.resolve();
    const write = (text: string) => {
      pending = pending.then(() => out.write(text)).then(() => undefined);
    };
    try {
      const result = await tracked(job.run((text) => write(line({ type: 'delta', text })), controller.signal));
      write(line({ type: 'done', result }));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof AppError) {
        write(line({ type: 'error', status: error.status, error: error.message }));
      } else {
        console.error('[stream] unexpected failure', error);
        write(line({ type: 'error', status: 500, error: 'Something went wrong. Please try again.' }));
      }
    }
    await pending;
  });
}
