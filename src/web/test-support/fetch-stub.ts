import { vi } from 'vitest';

// What the web's unit tests share: a JSON answer, a stubbed fetch, and spies restored one by one.

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers every fetch with `body`; returns a reader of the first call's path, method and JSON body. */
export function stubFetch(status = 200, body: unknown = { status: true }) {
  const fetchMock = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { path, method: init.method, body: init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
  };
}

/**
 * Spies to restore after each test, one by one: the shared setup spies on console.error and
 * restores that spy itself, so vi.restoreAllMocks() would undo it.
 */
export function spyTracker() {
  const spies: { mockRestore(): void }[] = [];
  return {
    track<T extends { mockRestore(): void }>(spy: T): T {
      spies.push(spy);
      return spy;
    },
    restore(): void {
      for (const spy of spies.splice(0)) spy.mockRestore();
    },
  };
}
