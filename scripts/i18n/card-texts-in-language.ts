// For the build of one language: the library's card texts (src/web/features/library/
// card-texts-in-language.ts, empty for English) become that language's, joined from the cards'
// names, meanings and keywords (shared with the server) and their descriptions and pictures (the
// pages' alone). Only that language's texts go into its build.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Language } from '../../src/shared/i18n/languages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const REPLACED = path.join(root, 'src/web/features/library/card-texts-in-language.ts');
const VIRTUAL = '\0card-texts-in-language';
const EXPORT_NAME: Record<Exclude<Language, 'en'>, string> = { es: 'es', 'pt-BR': 'ptBR', fr: 'fr', de: 'de' };

export function cardTextsInLanguage(language: Language): Plugin {
  return {
    name: 'card-texts-in-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === 'en') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === REPLACED ? VIRTUAL : null;
    },
    load(id) {
      if (language === 'en' || id !== VIRTUAL) return null;
      const name = EXPORT_NAME[language];
      const words = path.join(root, 'src/shared/deck/texts/translations', `${language}.ts`);
      const pictures = path.join(root, 'src/web/features/library/texts', `${language}.ts`);
      return [
        `import { ${name} as words } from ${JSON.stringify(words)};`,
        `import { ${name} as pictures } from ${JSON.stringify(pictures)};`,
        'export const CARD_TEXTS = Object.fromEntries(Object.entries(words).map(([slug, card]) => [slug, { ...card, ...pictures[slug] }]));',
      ].join('\n');
    },
  };
}
