// For the build of one language: its index.html says that language in <html lang>. The server writes
// it too when it sends a page; this is for the copy the service worker keeps and shows offline.
import type { Plugin } from 'vite';
import type { Language } from '../../src/shared/i18n/languages.ts';

export function htmlLang(language: Language): Plugin {
  return {
    name: 'html-lang',
    transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`),
  };
}
