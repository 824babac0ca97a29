import { useState } from 'react';

/**
 * Runs one checkout redirect at a time: `busy` names the button that started it, so it can say
 * 'Redirecting...' while every button is disabled. Failures are only logged and re-enable the
 * buttons (spec §8 "Checkout failures").
 */
export function useRedirect() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, go: () => Promise<void>) => {
    // Offline the buttons are disabled (and say why); a click that raced the network going is ignored.
    if (busy || !navigator.onLine) return;
    setBusy(key);
    try {
      await go();
    } catch (error) {
      console.warn('Checkout could not start', error);
      setBusy(null);
    }
  };
  return { busy, run };
}
