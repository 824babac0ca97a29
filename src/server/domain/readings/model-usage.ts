import type { Database } from '../../db/client.ts';
import { modelCall } from '../../db/schema.ts';
import { log } from '../../observe/log.ts';
import { observeModelCall } from '../../observe/metrics.ts';

/** One call to the reader, as recorded (issue 18 §2) and counted in the metrics. */
export interface ModelCall {
  kind: 'interpretation' | 'follow_up' | 'visitor_preview' | 'daily';
  reader: 'offline' | 'openai';
  model: string;
  /** failed: the provider failed or sent no text; aborted: we stopped it (the client left before any words, the lease was lost). */
  outcome: 'ok' | 'failed' | 'aborted';
  latencyMs: number;
  /** From the provider's `usage`; 0 when it reported none (the offline reader, a failed call). */
  tokensIn: number;
  tokensOut: number;
  readingId: string | null;
  tempReadingId: string | null;
  /** The follow-up's id (its credit's ledger reference). */
  followUpId: string | null;
  userId: string | null;
}

/** What a reader call served, and where its record goes. */
export interface ModelCallRecorder {
  db: Database;
  served: Pick<ModelCall, 'kind' | 'readingId' | 'tempReadingId' | 'followUpId' | 'userId'>;
}

/** Stores the call. A failure is logged and swallowed: a record must never fail the reading it describes. */
export async function recordModelCall(db: Database, call: ModelCall): Promise<void> {
  observeModelCall({ outcome: call.outcome, latencySeconds: call.latencyMs / 1000, tokensIn: call.tokensIn, tokensOut: call.tokensOut });
  try {
    await db.insert(modelCall).values(call);
  } catch (error) {
    log.warn(`[model-usage] ${call.kind} call not recorded: ${error instanceof Error ? error.message : String(error)}`);
  }
}
