// For the build of one language: its offline page (src/web/pwa/offline-page.ts), written into the
// browser build for that language's service worker to precache (issue 28 §3).
import type { Plugin } from 'vite';
import type { Language } from '../src/shared/i18n/languages.ts';
import { offlinePageHtml } from '../src/web/pwa/offline-page.ts';
import { OFFLINE_PAGE } from '../src/shared/paths.ts';

export function offlinePageInLanguage(language: Language): Plugin {
  return {
    name: 'offline-page',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE.slice(1), source: offlinePageHtml(language) });
    },
  };
}
