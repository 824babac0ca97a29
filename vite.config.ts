import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePageHtml } from './src/web/pwa/offline-page.ts';
import { OFFLINE_PAGE } from './src/web/pwa/offline-routes.ts';
import { WEB_APP_MANIFEST } from './src/web/pwa/web-app-manifest.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The offline page (src/web/pwa/offline-page.ts), written into the browser build for the service worker to precache. */
const offlinePage: Plugin = {
  name: 'offline-page',
  apply: 'build',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE.slice(1), source: offlinePageHtml() });
  },
};

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    offlinePage,
    // Our own worker (src/web/pwa/sw.ts) with the build's file list put in; the page registers it
    // itself, after the load (src/web/app/installed-app.tsx): docs/decisions/0030.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        // The app's shell, code, styles, fonts and icons; not the admin console (admins only), nor
        // the link-preview picture.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest}'],
        globIgnores: ['**/admin-page-*', 'social-card.svg', 'sw.js'],
      },
    }),
  ],
  // The year the pages were prerendered in (scripts/build.ts runs both builds): the footer adopts it, then shows today's.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The server reads it to preload each page's own chunk and styles with the page.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the main bundle shares with the lazily loaded pages, in one file: left to itself the
          // bundler makes five small ones, each a request with its own headers before the ask page draws.
          groups: [
            {
              name: 'core',
              test: (id) =>
                /node_modules[\\/](react|wouter|regexparam)[\\/]|src[\\/]shared[\\/](constants|paths)\.ts$|src[\\/]web[\\/]features[\\/]chat[\\/]message-blocks\.ts$|rolldown[:/]runtime/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/cards': apiTarget },
  },
});
