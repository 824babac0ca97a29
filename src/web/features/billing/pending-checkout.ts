// What this tab's last checkout was for and where it started, kept while the browser is at the
// payment page (session storage outlives that round trip), so the result page can say what
// happened and lead back to the reading the purchase was made for.

export type PendingCheckout = { kind: 'credits'; credits: number; returnTo: string | null } | { kind: 'subscription'; returnTo: string | null };

const KEY = 'pendingCheckout';

/** Only in-app paths are followed back, whatever the storage holds. */
const isAppPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function parse(raw: string | null): PendingCheckout | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || !('kind' in value)) return null;
  const returnTo = 'returnTo' in value && isAppPath(value.returnTo) ? value.returnTo : null;
  if (value.kind === 'subscription') return { kind: 'subscription', returnTo };
  if (value.kind === 'credits' && 'credits' in value && typeof value.credits === 'number' && Number.isInteger(value.credits) && value.credits > 0) {
    return { kind: 'credits', credits: value.credits, returnTo };
  }
  return null;
}

export const pendingCheckout = {
  save(checkout: PendingCheckout): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(checkout));
    } catch {
      // Storage unavailable: the result page then speaks of the balance only.
    }
  },
  read(): PendingCheckout | null {
    try {
      return parse(window.sessionStorage.getItem(KEY));
    } catch {
      return null;
    }
  },
  /** Once the result page has read it: a later visit there must not repeat an old purchase. */
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Nothing was kept.
    }
  },
};
