import { describe, expect, it } from 'vitest';
import { DECK } from '../../../shared/deck/cards.ts';
import { cardSvg, escapeXml, placeholderSvg } from './card-svg.ts';

const MINOR_SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'] as const;

/**
 * A small well-formedness check: every tag is balanced and properly nested, attributes are quoted and
 * unique, and every `&` starts a known entity. Returns a description of the first problem, or null.
 */
function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const attr = /([\w:-]+)="/g;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(text)) return `bad entity in text near ${i}`;
    if (text.includes('>')) return `stray > near ${i}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) return `malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`;
    const [whole, closing, name = '', attrs = '', selfClosing] = m;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(attrs)) return `bad entity in attributes of <${name}>`;
    const seen = new Set<string>();
    for (const a of attrs.matchAll(attr)) {
      const key = a[1] ?? '';
      if (seen.has(key)) return `duplicate attribute ${key} on <${name}>`;
      seen.add(key);
    }
    if (closing) {
      if (attrs || selfClosing) return `bad closing tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? 'nothing'}>`;
    } else if (!selfClosing) {
      stack.push(name);
    }
    if (stack.length === 0 && lt + whole.length < xml.length) return 'content after the root element';
    i = lt + whole.length;
  }
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`;
}

describe('card art', () => {
  it('escapes XML text', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('has a well-checker that catches broken markup', () => {
    expect(xmlProblem('<svg><g></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><title>A & B</title></svg>')).not.toBeNull();
    expect(xmlProblem('<svg a="1" a="2"></svg>')).not.toBeNull();
    expect(xmlProblem('<svg><g/><title>A &amp; B</title></svg>')).toBeNull();
  });

  it.each(DECK.map((c) => c.name))('draws a valid, compact SVG for %s', (name) => {
    const svg = cardSvg(name);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('viewBox="0 0 300 500"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="${escapeXml(name)}"`);
    expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(6 * 1024);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(cardSvg(name)).toBe(svg);
  });

  it('draws a different SVG for every card', () => {
    const svgs = DECK.map((c) => cardSvg(c.name));
    expect(new Set(svgs).size).toBe(78);
  });

  it('only references ids defined in the same document', () => {
    for (const card of DECK) {
      const svg = cardSvg(card.name);
      const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const refs = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((m) => m[1]);
      for (const ref of refs) expect(ids.has(ref), `${card.name} → #${ref}`).toBe(true);
    }
  });

  it('prefixes ids per card so inlined SVGs do not collide', () => {
    const idsOf = (name: string): string[] => [...cardSvg(name).matchAll(/ id="([^"]+)"/g)].map((m) => m[1] ?? '');
    const fool = idsOf('The Fool');
    const ace = idsOf('Ace of Cups');
    expect(fool.length).toBeGreaterThan(0);
    expect(fool.filter((id) => ace.includes(id))).toEqual([]);
  });

  it('shows the numeral and the rank label', () => {
    expect(cardSvg('The Fool')).toMatch(/>0<\/text>/);
    expect(cardSvg('The World')).toMatch(/>XXI<\/text>/);
    expect(cardSvg('Two of Cups')).toMatch(/>II<\/text>/);
    expect(cardSvg('Page of Wands')).toMatch(/>PAGE<\/text>/);
    expect(cardSvg('Ace of Swords')).toMatch(/>ACE<\/text>/);
  });

  it("writes a card's name, rank and suit in the language asked for, the picture otherwise the same (issue 28 §1)", () => {
    const fool = cardSvg('The Fool', 'es');
    expect(fool).toContain('<title>El Loco</title>');
    expect(fool).toContain('>ARCANOS MAYORES</text>');
    expect(fool).not.toContain('The Fool');
    const queen = cardSvg('Queen of Cups', 'de');
    expect(queen).toContain('>Königin der Kelche</text>');
    expect(queen).toMatch(/>KÖNIGIN<\/text>/);
    expect(queen).toContain('>KELCHE</text>');
    expect(cardSvg('Ace of Swords', 'fr')).toMatch(/>AS<\/text>/);
    expect(cardSvg('Two of Cups', 'pt-BR')).toMatch(/>II<\/text>/);
    // Only the words differ (with their size, and the rule around the rank that fits the word): the
    // art is drawn from the card, not from its name in a language.
    const strip = (svg: string) => svg.replace(/>[^<]*</g, '><').replace(/aria-label="[^"]*"|font-size="[^"]*"|y="[\d.]+"|d="M58 50H[^"]*"/g, '');
    expect(strip(cardSvg('Queen of Cups', 'de'))).toBe(strip(cardSvg('Queen of Cups')));
    for (const card of DECK) expect(xmlProblem(cardSvg(card.name, 'fr')), card.name).toBeNull();
  });

  it('draws one pip per count on number cards', () => {
    for (const [rank, n] of [
      ['Two', 2],
      ['Five', 5],
      ['Ten', 10],
    ] as const) {
      for (const suit of MINOR_SUITS) {
        const uses = cardSvg(`${rank} of ${suit}`).match(/<use href="#[^"]+-e"/g) ?? [];
        expect(uses, `${rank} of ${suit}`).toHaveLength(n);
      }
    }
  });

  it('falls back to the placeholder for unknown names', () => {
    const back = placeholderSvg();
    expect(cardSvg('The Joker')).toBe(back);
    expect(cardSvg('')).toBe(back);
    expect(cardSvg('<script>')).toBe(back);
    expect(cardSvg('the fool')).toBe(back);
    expect(cardSvg('Ace of Hearts')).toBe(back);
    expect(cardSvg('Eleven of Cups')).toBe(back);
    expect(cardSvg('King of Wands ')).toBe(back);
    expect(back.startsWith('<svg')).toBe(true);
    expect(back.endsWith('</svg>')).toBe(true);
    expect(back).toContain('<title>');
    expect(xmlProblem(back)).toBeNull();
    expect(new TextEncoder().encode(back).length).toBeLessThan(6 * 1024);
    expect(DECK.some((c) => cardSvg(c.name) === back)).toBe(false);
  });
});
