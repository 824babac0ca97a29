import { storableText } from '../../shared/schemas/common.ts';
import { ReaderError, type Reader, type ReaderRequest } from './ports/reader.ts';
import { log } from '../observe/log.ts';
import { observeModelCall, type ModelCallOutcome } from '../observe/metrics.ts';

/**
 * Runs a reader to the end, handing on each delta, and returns the whole text, made storable:
 * PostgreSQL text cannot hold U+0000 and a lone surrogate is not Unicode, and a model's output
 * must never make saving an answer fail.
 */
export async function collectReading(
  reader: Reader,
  request: ReaderRequest,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<string> {
  let text = '';
  const started = performance.now();
  // Tokens are the usage recorder's to report (issue 18 §2); here, every call's outcome and time.
  const observe = (outcome: ModelCallOutcome) => observeModelCall({ outcome, latencySeconds: (performance.now() - started) / 1000, tokensIn: 0, tokensOut: 0 });
  try {
    for await (const raw of reader.stream(request, signal)) {
      // Dropped as it streams too, so what the reader is shown is what will be stored.
      const delta = raw.replaceAll('\u0000', '');
      text += delta;
      if (delta) onDelta(delta);
    }
  } catch (error) {
    observe(signal.aborted ? 'cancelled' : 'failed');
    if (!signal.aborted) log.warn(`[reader:${reader.id}] ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  observe(text.trim() ? 'ok' : 'failed');
  if (!text.trim()) throw new ReaderError('The reader returned no text');
  return storableText(text).trim();
}

export interface KeptAnswerSignals {
  /** The client went away: stops the model only while none of its words have been handed on. */
  clientGone: AbortSignal;
  /** Stops the model whatever it has written: the answer can no longer be kept. */
  stop: AbortSignal;
}

/**
 * collectReading for an answer that is kept once it is under way (docs/decisions/0003): a client
 * that leaves before the first words stops the model; after them, the answer is written to its
 * end (and stored by the caller) whether or not anyone is still reading the stream.
 */
export async function collectKeptAnswer(
  reader: Reader,
  request: ReaderRequest,
  signals: KeptAnswerSignals,
  onDelta: (text: string) => void,
): Promise<string> {
  const model = new AbortController();
  const leaveEarly = () => model.abort(signals.clientGone.reason);
  const stop = () => model.abort(signals.stop.reason);
  signals.clientGone.addEventListener('abort', leaveEarly, { once: true });
  signals.stop.addEventListener('abort', stop, { once: true });
  if (signals.clientGone.aborted) leaveEarly();
  if (signals.stop.aborted) stop();
  try {
    return await collectReading(reader, request, model.signal, (delta) => {
      signals.clientGone.removeEventListener('abort', leaveEarly);
      onDelta(delta);
    });
  } finally {
    signals.clientGone.removeEventListener('abort', leaveEarly);
    signals.stop.removeEventListener('abort', stop);
  }
}
