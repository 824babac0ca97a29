import { storableText } from '../../shared/schemas/common.ts';
import { ReaderError, type Reader, type ReaderRequest } from '../adapters/llm/types.ts';

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
  try {
    for await (const raw of reader.stream(request, signal)) {
      // Dropped as it streams too, so what the reader is shown is what will be stored.
      const delta = raw.replaceAll('\u0000', '');
      text += delta;
      if (delta) onDelta(delta);
    }
  } catch (error) {
    if (!signal.aborted) console.warn(`[reader:${reader.id}] ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  if (!text.trim()) throw new ReaderError('The reader returned no text');
  return storableText(text).trim();
}
