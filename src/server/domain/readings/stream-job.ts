import type { SafetyConcern } from '../../../shared/safety.ts';

/** Work that produces text deltas and a final result; routes decide whether to stream it or not. */
export interface StreamJob<T> {
  /**
   * What the risk assessment recognised in the text being answered, known before the reader runs:
   * a stream says it first, so the browser shows the resources before any of the reader's words.
   */
  safety?: readonly SafetyConcern[];
  /**
   * `clientGone` aborts when the client goes away; what that stops is the job's own rule (an
   * answer already under way is finished and kept, docs/decisions/0003).
   */
  run(onDelta: (text: string) => void, clientGone: AbortSignal): Promise<T>;
}
