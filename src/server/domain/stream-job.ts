/** Work that produces text deltas and a final result; routes decide whether to stream it or not. */
export interface StreamJob<T> {
  run(onDelta: (text: string) => void, signal: AbortSignal): Promise<T>;
}
