import type { ManifestOptions } from 'vite-plugin-pwa';
import { paths } from '../../shared/paths.ts';

// The web app manifest (issue 28 §3), written by vite-plugin-pwa into /manifest.webmanifest.

/** The bars' colour (--night-900 in styles.css, and index.html's theme-color). */
export const THEME_COLOR = '#14112b';
/** The page's own background (--night-950): the splash screen an installed app opens on. */
export const BACKGROUND_COLOR = '#0d0b1f';

export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Tarot Insights',
  short_name: 'Tarot',
  description: 'Ask a question, draw your cards and read their interpretation, with your readings kept to come back to.',
  lang: 'en',
  dir: 'ltr',
  start_url: paths.ask,
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['lifestyle', 'entertainment'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
