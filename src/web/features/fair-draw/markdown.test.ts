import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, plainText, type Block } from './markdown.ts';

describe('parseInline', () => {
  it('reads code verbatim, bold and italics with marks inside, and links', () => {
    expect(parseInline('a `**x**` b **Deck `major`:** *text* [/verify](/verify)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'code', text: '**x**' },
      { kind: 'text', text: ' b ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'Deck ' },
          { kind: 'code', text: 'major' },
          { kind: 'text', text: ':' },
        ],
      },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'text' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/verify', children: [{ kind: 'text', text: '/verify' }] },
    ]);
  });

  it('leaves a lone asterisk as text', () => {
    expect(plainText(parseInline('2^32 * n and a * b'))).toBe('2^32 * n and a * b');
  });
});

describe('parseMarkdown', () => {
  it('reads headings, wrapped paragraphs, lists with wrapped items, and tables', () => {
    const blocks = parseMarkdown(
      ['# Title', '', 'One line', 'and the next.', '', '1. First', '   goes on.', '2. Second', '', '| a | b |', '|---|---|', '| 1 | `2` |'].join('\n'),
    );
    expect(blocks).toEqual<Block[]>([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One line and the next.' }] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'First goes on.' }], [{ kind: 'text', text: 'Second' }]] },
      {
        kind: 'table',
        head: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
        rows: [[[{ kind: 'text', text: '1' }], [{ kind: 'code', text: '2' }]]],
      },
    ]);
  });

  it('leaves out what is marked for developers', () => {
    const blocks = parseMarkdown(
      'Kept.<!-- developers --> The code is `src/x`.<!-- /developers -->\n\n<!-- developers -->\n## Notes\n- db\n<!-- /developers -->\n',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: 'Kept.' }] }]);
  });

  it('shows docs/fair-draw.md without a source path or a developer section', () => {
    const spec = readFileSync(new URL('../../../../docs/fair-draw.md', import.meta.url), 'utf8');
    const blocks = parseMarkdown(spec);
    const text = JSON.stringify(blocks);
    expect(text).not.toContain('src/');
    expect(text).not.toContain('Choices the issue left open');
    // The three draws' tables and shuffle and pick's swaps.
    expect(blocks.filter((block) => block.kind === 'table')).toHaveLength(4);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, children: [{ kind: 'text', text: 'A draw anyone can verify' }] });
  });
});
