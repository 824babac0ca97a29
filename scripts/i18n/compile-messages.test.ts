import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/i18n/languages.ts';
import { catalogueProblems } from './compile-messages.ts';

// Issue 28 §1: a text missing in one language fails the build, before anything is built.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(catalogues: Record<string, Record<string, string>>, code: string, sameAsEnglish: Record<string, string[]> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'tarot-messages-'));
  dirs.push(root);
  const messages = path.join(root, 'messages');
  const web = path.join(root, 'web');
  mkdirSync(messages);
  mkdirSync(web);
  for (const [language, texts] of Object.entries(catalogues))
    writeFileSync(path.join(messages, `${language}.json`), JSON.stringify({ $schema: 'x', ...texts }));
  writeFileSync(path.join(messages, 'same-as-english.json'), JSON.stringify(sameAsEnglish));
  writeFileSync(path.join(web, 'page.tsx'), code);
  return { messages, web };
}

const everywhere = (texts: Record<string, string>) => Object.fromEntries(LANGUAGES.map((language) => [language, texts]));

describe("the pages' texts", () => {
  it('are complete in every language as they stand', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it('are refused with a text missing, empty, foreign to English, unused, or with other placeholders', () => {
    const { messages, web } = project(
      {
        ...everywhere({ hello: 'Hello {name}', bye: 'Bye', unused: 'Unused' }),
        es: { hello: 'Hola {nombre}', bye: ' ', unused: 'Sin uso', extra: 'Extra' },
        de: { hello: 'Hallo {name}', unused: 'Ungenutzt' },
      },
      'export const Page = () => m.hello({ name }) + m.bye();',
      { 'pt-BR': ['hello', 'bye', 'unused'], fr: ['hello', 'bye', 'unused'] },
    );
    expect(catalogueProblems(messages, web).sort()).toEqual(
      [
        'es: "hello" has other placeholders than English',
        'es: "bye" is not translated',
        'es: "extra" is not an English text',
        'de: "bye" is not translated',
        'en: "unused" is used nowhere in the pages\' code',
      ].sort(),
    );
  });

  it('are refused where a language still has the English text, unless it is listed as written so', () => {
    const english = { admin: 'Admin', save: 'Save' };
    const { messages, web } = project(
      {
        ...everywhere(english),
        es: { admin: 'Admin', save: 'Guardar' },
        'pt-BR': { admin: 'Admin', save: 'Salvar' },
        fr: { admin: 'Admin', save: 'Enregistrer' },
      },
      'export const Page = () => m.admin() + m.save();',
      { es: ['admin'], 'pt-BR': ['admin', 'save'], fr: ['admin'], de: ['admin'] },
    );
    expect(catalogueProblems(messages, web).sort()).toEqual(
      ['de: "save" is still the English text', 'pt-BR: "save" is listed in same-as-english.json but is translated'].sort(),
    );
  });
});
