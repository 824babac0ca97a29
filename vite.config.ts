import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP_MANIFEST } from './src/web/pwa/web-app-manifest.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The browser runs the app on Preact through its React layer (docs/decisions/0037): the same
// components at a fraction of React DOM's size. The build-time prerender (an SSR build) keeps
// React's renderer, whose prerender waits for the lazily loaded pages; its HTML is what Preact adopts.
const PREACT_FOR_REACT = {
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  react: 'preact/compat',
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  resolve: isSsrBuild ? {} : { alias: Object.entries(PREACT_FOR_REACT).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) },
  publicDir: 'public',
  // JSX through React's automatic runtime, which the browser's build maps to Preact's. No Fast
  // Refresh (React's own, which Preact does not serve): an edit in `npm run dev` reloads the page.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    // Our own worker (src/web/pwa/sw.ts) with the build's file list put in; the page registers it
    // itself, after the load (src/web/app/installed-app.tsx): docs/decisions/0023.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        // The app's shell, code, styles, fonts and icons; not the admin console (admins only), nor
        // the link-preview picture.
        // JSON: the cards' names in the build's language (src/web/i18n/card-names/); the build's
        // own records are in .vite/, which the glob does not enter. The manifest is listed by the
        // plugin itself (once: a second entry, with the revision of a language's manifest, is a
        // conflict the worker refuses to install with).
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,json}'],
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
                /node_modules[\\/](react|preact|wouter|regexparam)[\\/]|src[\\/]shared[\\/](constants|paths|i18n[\\/]languages|i18n[\\/]language-paths)\.ts$|src[\\/]web[\\/]components[\\/]message-content[\\/]message-blocks\.ts$|rolldown[:/]runtime/.test(
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
}));
