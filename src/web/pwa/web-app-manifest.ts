import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Language } from '../../shared/i18n/languages.ts';
import { paths } from '../../shared/paths.ts';

// The web app manifest (issue 28 §3), written by vite-plugin-pwa into /manifest.webmanifest, then
// into each language's build in that language (scripts/pwa-in-language.ts). Its name is the brand's.

/** What the app is, as an installed app's details say it, in each language. */
export const MANIFEST_DESCRIPTIONS: Readonly<Record<Language, string>> = {
  en: 'Ask a question, draw your cards and read their interpretation, with your readings kept to come back to.',
  es: 'Haz una pregunta, saca tus cartas y lee su interpretación, con tus lecturas guardadas para volver a ellas.',
  'pt-BR': 'Faça uma pergunta, tire suas cartas e leia a interpretação, com suas leituras guardadas para voltar a elas.',
  fr: 'Posez une question, tirez vos cartes et lisez leur interprétation, avec vos tirages gardés pour y revenir.',
  de: 'Stell eine Frage, zieh deine Karten und lies ihre Deutung – deine Deutungen bleiben gespeichert, damit du zu ihnen zurückkehren kannst.',
};

/** The bars' colour (--night-900 in styles.css, and index.html's theme-color). */
export const THEME_COLOR = '#14112b';
/** The page's own background (--night-950): the splash screen an installed app opens on. */
export const BACKGROUND_COLOR = '#0d0b1f';

export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Tarot Insights',
  short_name: 'Tarot',
  description: MANIFEST_DESCRIPTIONS.en,
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
