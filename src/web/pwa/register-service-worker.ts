import { SKIP_WAITING } from './worker-protocol.ts';

/**
 * Registers /sw.js, and calls `onUpdateReady` with a way to switch when a new version has
 * installed and waits: it announces itself rather than taking over a page in use.
 */
export async function registerServiceWorker(onUpdateReady: (apply: () => void) => void): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const announce = (worker: ServiceWorker) => {
    // The first version has nothing to replace: it starts serving quietly.
    if (!navigator.serviceWorker.controller) return;
    onUpdateReady(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage(SKIP_WAITING);
    });
  };
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
}
