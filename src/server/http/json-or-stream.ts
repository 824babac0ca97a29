import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { stream } from 'hono/streaming';
import type { StreamEvent } from '../../shared/schemas/reading.ts';
import type { StreamJob } from '../domain/readings/stream-job.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../errors.ts';
import { serverTextIn } from './server-texts/server-texts.ts';
import type { RequestContext } from './request-context.ts';
import { requestLanguage } from './request-language.ts';
import { trackWork } from '../in-flight.ts';
import { log } from '../observe/log.ts';

export const NDJSON = 'application/x-ndjson';

function wantsStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes(NDJSON);
}

function line(event: StreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/**
 * The answer's type for the contract (AppType): the JSON form is T itself, and the stream's
 * `done` line carries the same T, which the browser's stream reader hands back.
 */
export type JsonOrStream<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * Answers a job as one JSON document, or, when the client accepts application/x-ndjson, as a
 * stream of `delta` lines closed by one `done` or `error` line. Either way the job is told when
 * the client goes away, and decides what that stops.
 */
export async function jsonOrStream<T extends Record<string, unknown>>(c: Context<RequestContext>, job: StreamJob<T>): Promise<JsonOrStream<T>> {
  if (!wantsStream(c)) {
    return c.json(await trackWork(job.run(() => {}, c.req.raw.signal)), 200);
  }
  c.header('Content-Type', NDJSON);
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  const language = requestLanguage(c);
  const streamed: Response = stream(c, async (out) => {
    const controller = new AbortController();
    out.onAbort(() => controller.abort());
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    let pending = Promise.resolve();
    const write = (text: string) => {
      pending = pending.then(() => out.write(text)).then(() => undefined);
    };
    try {
      if (job.safety?.length) write(line({ type: 'safety', concerns: [...job.safety] }));
      const result = await trackWork(job.run((text) => write(line({ type: 'delta', text })), controller.signal));
      write(line({ type: 'done', result }));
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof AppError) {
        write(line({ type: 'error', status: error.status, error: serverTextIn(error.message, language) }));
      } else if (isDatabaseUnavailable(error)) {
        // As the JSON form answers it (app.ts): an outage, not a bug.
        log.warn(`[stream] ${c.req.method} ${c.req.path}: database unavailable (${error instanceof Error ? error.message : String(error)})`);
        write(line({ type: 'error', status: 503, error: serverTextIn(SERVICE_UNAVAILABLE, language) }));
      } else {
        log.error({ err: error }, '[stream] unexpected failure');
        write(line({ type: 'error', status: 500, error: serverTextIn(SOMETHING_WENT_WRONG, language) }));
      }
    }
    await pending;
  });
  // The stream's body is NDJSON, but its result is the same T as the JSON form's (see JsonOrStream).
  return streamed as JsonOrStream<T>;
}
