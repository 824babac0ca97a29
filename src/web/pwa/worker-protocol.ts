// What the page and the service worker both name: small, as the page carries it in its first load.

/** The signed-in person's data the worker keeps for offline reading, which the page empties. */
export const USER_DATA_CACHE = 'user-data';

/** Tells the waiting new version of the worker to take over (the page asks, once its reader agrees). */
export const SKIP_WAITING = 'skip-waiting';
