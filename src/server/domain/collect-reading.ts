import { ReaderError, type Reader, type ReaderRequest } from '../adapters/llm/types.ts';

/** Runs a reader to the end, handing on each delta, and returns the whole text. */
export async function collectReading(
  reader: Reader,
  request: ReaderRequest,
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<string> {
  let text = '';
  try {
    for await (const delta of reader.stream(request, signal)) {
      text += delta;
      onDelta(delta);
    }
  } catch (error) {
    if (!signal.aborted) console.warn(`[reader:${reader.id}] ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  if (!text.trim()) throw new ReaderError('The reader returned no text');
  return text.trim();
}
