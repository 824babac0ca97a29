import { storableText } from '../../../shared/schemas/common.ts';
import { recordModelCall, type ModelCall, type ModelCallRecorder } from './model-usage.ts';
import { ReaderError, type Reader, type ReaderRequest, type ReaderUsage } from '../ports/reader.ts';
import { log } from '../../observe/log.ts';

/**
 * Runs a reader to the end, handing on each delta, and returns the whole text, made storable:
 * PostgreSQL text cannot hold U+0000 and a lone surrogate is not Unicode, and a model's output
 * must never make saving an answer fail. Every call, however it ends, is recorded with its
 * latency and tokens (domain/readings/model-usage.ts).
 */
export async function collectReading(
  reader: Reader,
  request: ReaderRequest,
  signal: AbortSignal,
  onDelta: (text: string) => void,
  recorder: ModelCallRecorder,
): Promise<string> {
  const started = performance.now();
  let usage: ReaderUsage = { tokensIn: 0, tokensOut: 0 };
  const record = (outcome: ModelCall['outcome']) =>
    recordModelCall(recorder.db, {
      ...recorder.served,
      reader: reader.provider,
      model: reader.model,
      outcome,
      latencyMs: Math.round(performance.now() - started),
      ...usage,
    });
  let text = '';
  try {
    for await (const raw of reader.stream(request, signal, (reported) => (usage = reported))) {
      // Dropped as it streams too, so what the reader is shown is what will be stored.
      const delta = raw.replaceAll('\u0000', '');
      text += delta;
      if (delta) onDelta(delta);
    }
  } catch (error) {
    if (!signal.aborted) log.warn(`[reader:${reader.id}] ${error instanceof Error ? error.message : String(error)}`);
    await record(signal.aborted ? 'aborted' : 'failed');
    throw error;
  }
  if (!text.trim()) {
    await record('failed');
    throw new ReaderError('The reader returned no text');
  }
  await record('ok');
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
  recorder: ModelCallRecorder,
): Promise<string> {
  const model = new AbortController();
  const leaveEarly = () => model.abort(signals.clientGone.reason);
  const stop = () => model.abort(signals.stop.reason);
  signals.clientGone.addEventListener('abort', leaveEarly, { once: true });
  signals.stop.addEventListener('abort', stop, { once: true });
  if (signals.clientGone.aborted) leaveEarly();
  if (signals.stop.aborted) stop();
  try {
    return await collectReading(
      reader,
      request,
      model.signal,
      (delta) => {
        signals.clientGone.removeEventListener('abort', leaveEarly);
        onDelta(delta);
      },
      recorder,
    );
  } finally {
    signals.clientGone.removeEventListener('abort', leaveEarly);
    signals.stop.removeEventListener('abort', stop);
  }
}
