import { paths } from '../../shared/paths.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { OFFLINE_PAGE_TEXTS } from '../components/offline/offline-text.ts';
import { BACKGROUND_COLOR, THEME_COLOR } from './web-app-manifest.ts';

/**
 * The page the service worker answers for a page that needs the network, when there is none
 * (written into the build as /offline.html and precached). Complete on its own: no script, its
 * styles inline, nothing else to fetch. In `language`: each language's build writes its own.
 */
export function offlinePageHtml(language: Language): string {
  const text = OFFLINE_PAGE_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${THEME_COLOR}">
    <title>${text.title} — Tarot Insights</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>
      :root { color-scheme: dark; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
        font: 1rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #f6f1ff; background: ${BACKGROUND_COLOR}; }
      main { max-width: 32rem; padding: 2rem 1.5rem; border: 1px solid rgba(201, 184, 255, 0.22); border-radius: 16px; background: ${THEME_COLOR}; text-align: center; }
      h1 { margin: 1rem 0 0.5rem; font: 600 2rem/1.2 'Cormorant Garamond', Georgia, 'Times New Roman', serif; }
      p { margin: 0 0 1.5rem; color: #d3cbea; }
      nav { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; }
      a { display: inline-block; padding: 0.7rem 1.3rem; border-radius: 999px; font-weight: 600; text-decoration: none; }
      a:focus-visible { outline: 3px solid #f2d891; outline-offset: 3px; }
      .primary { background: #e9c46a; color: #14112b; }
      .secondary { border: 1px solid rgba(201, 184, 255, 0.45); color: #f6f1ff; }
      svg { width: 4rem; height: 4rem; margin: 0 auto; display: block; }
    </style>
  </head>
  <body>
    <main>
      <svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#2a2459"/><path d="M32 10l5.6 14.4L52 30l-14.4 5.6L32 50l-5.6-14.4L12 30l14.4-5.6z" fill="#e9c46a"/><circle cx="48" cy="14" r="3" fill="#c9b8ff"/></svg>
      <h1>${text.title}</h1>
      <p>${text.text}</p>
      <nav aria-label="${text.whereToGo}">
        <a class="primary" href="">${text.tryAgain}</a>
        <a class="secondary" href="${paths.account}">${text.yourReadings}</a>
      </nav>
    </main>
  </body>
</html>
`;
}
