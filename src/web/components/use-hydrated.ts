import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is still the prerendered HTML (and during the server render), true once
 * the app runs it. Forms use it to stay disabled until their handlers exist: a submit before then
 * would be the browser's own, a GET with the fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
