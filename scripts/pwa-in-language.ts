// For the build of one language (issue 28 §3): its offline page (src/web/pwa/offline-page.ts),
// written into the browser build for that language's service worker to precache, and its web app
// manifest, vite-plugin-pwa's one with the language and its description in it.
import type { Plugin } from 'vite';
import type { Language } from '../src/shared/i18n/languages.ts';
import { OFFLINE_PAGE } from '../src/shared/paths.ts';
import { offlinePageHtml } from '../src/web/pwa/offline-page.ts';
import { MANIFEST_DESCRIPTIONS } from '../src/web/pwa/web-app-manifest.ts';

const MANIFEST_FILE = 'manifest.webmanifest';

export function pwaInLanguage(language: Language): Plugin {
  return {
    name: 'pwa-in-language',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      // After vite-plugin-pwa has emitted the manifest; before its worker lists the files with their hashes.
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE.slice(1), source: offlinePageHtml(language) });
        const manifest = bundle[MANIFEST_FILE];
        if (manifest?.type !== 'asset') throw new Error(`vite-plugin-pwa wrote no ${MANIFEST_FILE}`);
        const written: unknown = JSON.parse(String(manifest.source));
        if (typeof written !== 'object' || written === null) throw new Error(`${MANIFEST_FILE} is not an object`);
        manifest.source = `${JSON.stringify({ ...written, lang: language, description: MANIFEST_DESCRIPTIONS[language] })}\n`;
      },
    },
  };
}
