// For the build of one language: the cards' words in the pages become that language's. Two modules,
// empty for English, are replaced: the library's card texts (src/web/features/library/
// card-texts-in-language.ts), joined from the cards' names, meanings and keywords (shared with the
// server) and their descriptions and pictures (the pages' alone); and the address of the cards'
// names alone (src/web/i18n/card-names/card-names-url.ts), a file of the build's assets that the
// pages fetch as a card is shown. Only that language's texts go into its build.
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import type { CardTranslation } from '../../src/shared/deck/texts/translations/card-translation.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';

type PluginContext = Rollup.PluginContext;

const root = path.resolve(import.meta.dirname, '../..');
const EXPORT_NAME: Record<Exclude<Language, 'en'>, string> = { es: 'es', 'pt-BR': 'ptBR', fr: 'fr', de: 'de' };

const wordsFile = (language: Exclude<Language, 'en'>) => path.join(root, 'src/shared/deck/texts/translations', `${language}.ts`);
const picturesFile = (language: Exclude<Language, 'en'>) => path.join(root, 'src/web/features/library/texts', `${language}.ts`);

/** Each replaced module, by its file: the code that takes its place in a language's build. */
const REPLACEMENTS: Readonly<Record<string, (this: PluginContext, language: Exclude<Language, 'en'>) => Promise<string>>> = {
  [path.join(root, 'src/web/features/library/card-texts-in-language.ts')]: async function (language) {
    const name = EXPORT_NAME[language];
    return [
      `import { ${name} as words } from ${JSON.stringify(wordsFile(language))};`,
      `import { ${name} as pictures } from ${JSON.stringify(picturesFile(language))};`,
      'export const CARD_TEXTS = Object.fromEntries(Object.entries(words).map(([slug, card]) => [slug, { ...card, ...pictures[slug] }]));',
    ].join('\n');
  },
  // The names alone, as a file of the build's assets the pages fetch: its address, hashed, is the module.
  [path.join(root, 'src/web/i18n/card-names/card-names-url.ts')]: async function (this: PluginContext, language) {
    const module = (await import(wordsFile(language))) as Record<string, Readonly<Record<string, CardTranslation>>>;
    const words = module[EXPORT_NAME[language]] ?? {};
    const source = JSON.stringify(Object.fromEntries(Object.entries(words).map(([slug, card]) => [slug, card.name])));
    const fileName = `assets/card-names-${language}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
    this.emitFile({ type: 'asset', fileName, source });
    return `export const CARD_NAMES_URL = ${JSON.stringify(`/${fileName}`)};`;
  },
};
const VIRTUAL = '\0card-words-in-language:';

export function cardTextsInLanguage(language: Language): Plugin {
  return {
    name: 'card-texts-in-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === 'en') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && resolved.id in REPLACEMENTS ? VIRTUAL + resolved.id : null;
    },
    load(id) {
      if (language === 'en' || !id.startsWith(VIRTUAL)) return null;
      return REPLACEMENTS[id.slice(VIRTUAL.length)]?.call(this, language) ?? null;
    },
  };
}
