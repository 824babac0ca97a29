import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
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
          groups: [{ name: 'core', test: (id) => /node_modules[\\/](react|wouter|regexparam)[\\/]|src[\\/]shared[\\/](constants|paths)\.ts$|rolldown[:/]runtime/.test(id) }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/cards': apiTarget },
  },
});
