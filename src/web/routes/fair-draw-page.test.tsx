import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, type Block, type Inline } from '../features/fair-draw/markdown.ts';
import FairDrawPage from './fair-draw-page.tsx';

// The page's sentences are messages and its examples' data its own, while docs/fair-draw.md is what
// /fair-draw.md serves and what the algorithm's tests check: in English the two must read the same.

const DOC = readFileSync(new URL('../../../docs/fair-draw.md', import.meta.url), 'utf8');

/** Inline content with its marks written as Markdown writes them, so code and bold are compared too. */
function marked(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return part.text;
        case 'code':
          return `\`${part.text}\``;
        case 'strong':
          return `**${marked(part.children)}**`;
        case 'em':
          return `*${marked(part.children)}*`;
        case 'link':
          return `[${marked(part.children)}](${part.href})`;
      }
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return marked(block.children);
    case 'list':
      return block.items.map(marked).join('\n');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(marked).join(' | ')).join('\n');
  }
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const MARKS: readonly [RegExp, string][] = [
  [/<\/?code>/g, '`'],
  [/<\/?strong>/g, '**'],
  [/<\/?em>/g, '*'],
  [/<a href="([^"]*)">([\s\S]*?)<\/a>/g, '[$2]($1)'],
];
const text = (html: string) =>
  MARKS.reduce((out, [tag, mark]) => out.replace(tag, mark), html)
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
const parts = (html: string, end: RegExp) => html.split(end).slice(0, -1);

/** The page's blocks (headings, paragraphs, lists, tables) as text, in the form blockText gives the document's. */
function pageBlocks(html: string): string[] {
  return [...html.matchAll(/<(h1|h2|h3|p|ol|ul|div)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(([, tag, inner = '']) => {
    if (tag === 'ol' || tag === 'ul')
      return parts(inner, /<\/li>/)
        .map(text)
        .join('\n');
    if (tag === 'div')
      return parts(inner, /<\/tr>/)
        .map((row) =>
          parts(row, /<\/t[hd]>/)
            .map(text)
            .join(' | '),
        )
        .join('\n');
    return text(inner);
  });
}

describe('the fair-draw page', () => {
  it('reads in English as docs/fair-draw.md does, without its notes for developers', () => {
    const page = pageBlocks(renderToStaticMarkup(<FairDrawPage />));
    expect(page.slice(0, -1)).toEqual(parseMarkdown(DOC).map(blockText));
    expect(page.at(-1)).toBe('[Verify a draw](/verify) in your browser, or read this page as [plain text](/fair-draw.md).');
  });
});
