import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language.ts';

describe("the browser's language (Accept-Language)", () => {
  it('takes the highest-weighted language we have, by its base language when the region is not ours', () => {
    expect(browserLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(browserLanguage('en;q=0.4, de-CH;q=0.8')).toBe('de');
    expect(browserLanguage('pt-BR')).toBe('pt-BR');
    expect(browserLanguage('PT-pt')).toBe('pt-BR');
    expect(browserLanguage('es-419')).toBe('es');
  });

  it('keeps the browser order among equal weights, and passes over what it refuses or we lack', () => {
    expect(browserLanguage('de, fr')).toBe('de');
    expect(browserLanguage('es;q=0, fr;q=0.1')).toBe('fr');
    expect(browserLanguage('nl-NL, it;q=0.9, es;q=0.5')).toBe('es');
  });

  it('falls back to English for nothing, nothing of ours, a wildcard or nonsense', () => {
    for (const header of [undefined, null, '', 'ja', '*', ';;;q=,', 'x'.repeat(500)]) expect(browserLanguage(header), String(header)).toBe('en');
  });
});
