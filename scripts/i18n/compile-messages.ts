// The pages' texts (src/web/i18n/messages/<language>.json) checked against English's and compiled by
// Paraglide into src/web/i18n/paraglide (generated, not committed): `npm run build`, the test run,
// the type check and the lint run it first. A text missing in one language fails here, before
// anything is built (issue 28 §1; docs/decisions/0034).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';
import type { ESTree, Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MESSAGES_DIR = path.join(root, 'src/web/i18n/messages');
const OUT_DIR = path.join(root, 'src/web/i18n/paraglide');
const CODE_DIR = path.join(root, 'src/web');
const SAME_AS_ENGLISH_FILE = 'same-as-english.json';

type Catalogue = Record<string, string>;

function readCatalogue(dir: string, language: string): Catalogue {
  const json = JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, unknown>;
  const catalogue: Catalogue = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === '$schema') continue;
    if (typeof value !== 'string') throw new Error(`${language}.json: "${key}" is not a text`);
    catalogue[key] = value;
  }
  return catalogue;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The keys the code uses, as `m.key`: every one must be in English, and English has no other. */
function keysInCode(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== OUT_DIR) keysInCode(file, found);
    } else if (/\.tsx?$/.test(entry.name)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)\b/g)) found.add(match[1] ?? '');
    }
  }
  return found;
}

/**
 * The texts a language writes as English does ("Admin", "Libra", "{position}: {card}"), listed by
 * hand in same-as-english.json: any other text equal to English's is a translation still missing.
 */
function sameAsEnglish(dir: string): Partial<Record<Language, string[]>> {
  const file = path.join(dir, SAME_AS_ENGLISH_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<Language, string[]>>) : {};
}

/** Every problem with the catalogues, one line each; none when every language has every text. */
export function catalogueProblems(messagesDir = MESSAGES_DIR, codeDir = CODE_DIR): string[] {
  const english = readCatalogue(messagesDir, 'en');
  const same = sameAsEnglish(messagesDir);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const other = readCatalogue(messagesDir, language);
    const listed = new Set(same[language] ?? []);
    for (const [key, text] of Object.entries(english)) {
      const translated = other[key];
      if (translated === undefined || translated.trim() === '') problems.push(`${language}: "${key}" is not translated`);
      else if (placeholders(translated).join() !== placeholders(text).join()) problems.push(`${language}: "${key}" has other placeholders than English`);
      else if (translated === text && !listed.has(key)) problems.push(`${language}: "${key}" is still the English text`);
      else if (translated !== text && listed.has(key)) problems.push(`${language}: "${key}" is listed in ${SAME_AS_ENGLISH_FILE} but is translated`);
    }
    for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${language}: "${key}" is not an English text`);
  }
  const used = keysInCode(codeDir);
  for (const key of Object.keys(english)) if (!used.has(key)) problems.push(`en: "${key}" is used nowhere in the pages' code`);
  return problems;
}

/**
 * For the build of one language: the code's `m` (from paraglide/messages.js) becomes that
 * language's messages alone, each a function returning its text. Paraglide's own `m` picks the
 * language in every message, with every language's text beside it; and its module of one language
 * is one module, which the bundler keeps whole in the first chunk that uses it, so every page's
 * texts would load with the ask page. Here each message is a module of its own, in the chunk of
 * the pages that use it.
 */
export function messagesInLanguage(language: Language): Plugin {
  const messages = path.join(OUT_DIR, 'messages.js');
  const own = path.join(OUT_DIR, 'messages', `${language}.js`);
  const NAMESPACE = '\0messages-in-language';
  const LIST = '\0messages-in-language:list';
  const ONE = '\0messages-in-language:';
  let byKey: Map<string, string> | undefined;
  /** Each `export const key = …;` of the language's module, by key (it declares nothing else). */
  const statements = (parse: (code: string) => ESTree.Program) => {
    if (byKey) return byKey;
    const code = readFileSync(own, 'utf8');
    byKey = new Map();
    for (const node of parse(code).body) {
      if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
      const id = node.declaration.declarations[0]?.id;
      if (id?.type === 'Identifier') byKey.set(id.name, code.slice(node.start, node.end));
    }
    return byKey;
  };
  return {
    name: 'messages-in-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === LIST || source.startsWith(ONE)) return source;
      if (!source.endsWith('paraglide/messages.js')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === messages ? NAMESPACE : null;
    },
    load(id) {
      if (id === NAMESPACE) return `export * as m from ${JSON.stringify(LIST)};`;
      const all = statements((code) => this.parse(code));
      if (id === LIST) return [...all.keys()].map((key) => `export { ${key} } from ${JSON.stringify(ONE + key)};`).join('\n');
      if (id.startsWith(ONE)) return all.get(id.slice(ONE.length)) ?? null;
      return null;
    },
  };
}

/**
 * `draft`: while texts are being written and translated, the problems are printed and the
 * messages compiled anyway (a language lacking a text shows English's), so the code can be type
 * checked; the build, the tests and the checks never pass it.
 */
export async function compileMessages({ draft = false } = {}): Promise<void> {
  const problems = catalogueProblems();
  const report = `The pages' texts are incomplete:\n  ${problems.join('\n  ')}`;
  if (problems.length > 0 && !draft) throw new Error(report);
  if (problems.length > 0) console.warn(report);
  await compile({
    project: path.join(root, 'project.inlang'),
    outdir: OUT_DIR,
    // One module per language, so that a build for one language bundles its texts alone.
    outputStructure: 'locale-modules',
    // Outside a build for one language (tests, the type check) the texts are English.
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
  });
}

if (import.meta.main) {
  await compileMessages({ draft: process.argv.includes('--draft') });
  // Paraglide's project loader leaves timers behind that would keep this process for half a minute.
  process.exit(0);
}
