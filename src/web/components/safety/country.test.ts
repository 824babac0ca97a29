import { describe, expect, it } from 'vitest';
import { detectCountry } from './country.ts';
import { COUNTRY_HELP, dialable } from './help-lines.ts';

describe('detectCountry', () => {
  it('trusts the time zone over the language', () => {
    expect(detectCountry(['en-US'], 'Europe/London')).toBe('GB');
    expect(detectCountry(['en-US'], 'Australia/Sydney')).toBe('AU');
    expect(detectCountry(['pt-PT'], 'America/Sao_Paulo')).toBe('BR');
    expect(detectCountry(['en'], 'America/Indiana/Indianapolis')).toBe('US');
    expect(detectCountry(['en-GB'], 'America/Toronto')).toBe('CA');
  });

  it('gives the worldwide directory for a zone we do not cover, whatever the language says', () => {
    expect(detectCountry(['en-US'], 'Europe/Rome')).toBeUndefined();
    expect(detectCountry(['en-GB'], 'Asia/Tokyo')).toBeUndefined();
  });

  it("uses the language's region only when the zone says nothing", () => {
    expect(detectCountry(['de-DE', 'en'], 'UTC')).toBe('DE');
    expect(detectCountry(['fr', 'es-ES'], undefined)).toBe('ES');
    expect(detectCountry(['en'], 'Etc/GMT+3')).toBeUndefined();
  });
});

describe('help lines', () => {
  it('gives every covered country an emergency number and a line for thoughts of suicide', () => {
    for (const country of COUNTRY_HELP) {
      expect(dialable(country.emergency)).toMatch(/^\d{3}$/);
      expect(country.lines['self-harm']?.length, country.code).toBeGreaterThan(0);
    }
  });

  it('makes numbers dialable', () => {
    expect(dialable('1-800-799-7233')).toBe('18007997233');
    expect(dialable('0808 2000 247')).toBe('08082000247');
  });
});
