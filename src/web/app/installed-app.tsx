import { useEffect, useState } from 'react';
import { m } from '../i18n/paraglide/messages.js';
import { useOnline } from '../components/offline/use-online.ts';
import { keepUserDataFor } from '../pwa/offline-data.ts';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';
import { useSession } from './session.tsx';

/** The longest the service worker's registration waits for the browser to be idle after the load. */
const IDLE_WAIT_MS = 5_000;

/**
 * Runs `task` once the page has loaded and the browser is idle: the service worker and its
 * bookkeeping add nothing to the first load. A page that is never idle (a busy phone) still runs it
 * within a few seconds.
 */
function afterLoad(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const start = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : setTimeout(run, 0));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

/**
 * The installed app's part of every page (issue 28 §3): the service worker registered after the
 * load, what it keeps of a person kept for that person only, the offline banner, and the notice
 * of a new version.
 */
export function InstalledApp() {
  const { user } = useSession();
  const online = useOnline();
  const [update, setUpdate] = useState<{ apply(): void } | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // In the app's code, not a chunk of its own: a request more would cost more than its few hundred bytes.
    return afterLoad(() => {
      registerServiceWorker((apply) => setUpdate({ apply })).catch((error: unknown) => console.warn('The service worker could not be registered', error));
    });
  }, []);

  useEffect(() => {
    if (user === undefined) return;
    return afterLoad(() => {
      keepUserDataFor(user).catch((error: unknown) => console.warn('Could not keep the offline data', error));
    });
  }, [user]);

  return (
    <>
      {!online && (
        <p className="offline-banner" role="status">
          {m.offline_banner()}
        </p>
      )}
      {update && (
        <p className="update-notice" role="status">
          {m.offline_update_ready()}{' '}
          <button type="button" className="button button-link" onClick={update.apply}>
            {m.offline_reload()}
          </button>
        </p>
      )}
    </>
  );
}
