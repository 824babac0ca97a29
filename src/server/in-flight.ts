/**
 * Work still running: every request handler, and every job behind a stream. Either can outlive
 * its connection (the client went away, or shutdown cut it) and still need the database for its
 * cleanup (a refund, a released claim), so shutdown waits for them before closing it.
 */
const running = new Set<Promise<unknown>>();

export function trackWork<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const forget = () => running.delete(work);
  work.then(forget, forget);
  return work;
}

/** Resolves once all tracked work has settled, or after `timeoutMs`; true when none is left. */
export async function workSettled(timeoutMs: number): Promise<boolean> {
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
