// The few Markdown forms docs/fair-draw.md uses (headings, paragraphs, lists, tables, code, bold,
// italics, links), read into plain data the fair-draw page renders as React elements: no HTML string
// is ever put into the page. Parts between `<!-- developers -->` and `<!-- /developers -->` (where
// the code lives, how it is stored) are left out of the page; /fair-draw.md keeps them.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

const DEVELOPER_PARTS = /<!-- developers -->[\s\S]*?<!-- \/developers -->/g;

/** Inline forms, earliest first; code is taken verbatim, the others are read again inside. */
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, code, strong, em, linkText, href] = match;
    if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else if (linkText !== undefined && href !== undefined) out.push({ kind: 'link', href, children: parseInline(linkText) });
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const LIST_ITEM = /^(\d+\.|-)\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(DEVELOPER_PARTS, '').replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  const line = () => lines[index] ?? '';
  while (index < lines.length) {
    const current = line();
    if (!current.trim()) {
      index++;
      continue;
    }
    const heading = HEADING.exec(current);
    if (heading?.[1] && heading[2] !== undefined) {
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, children: parseInline(heading[2]) });
      index++;
      continue;
    }
    if (current.trimStart().startsWith('|')) {
      const rows: string[][] = [];
      while (index < lines.length && line().trimStart().startsWith('|')) {
        rows.push(tableCells(line()));
        index++;
      }
      // The second row is the |---| separator.
      const [head = [], , ...body] = rows;
      blocks.push({ kind: 'table', head: head.map(parseInline), rows: body.map((row) => row.map(parseInline)) });
      continue;
    }
    const item = LIST_ITEM.exec(current);
    if (item?.[1]) {
      const ordered = item[1] !== '-';
      const items: string[] = [];
      while (index < lines.length && line().trim()) {
        const next = LIST_ITEM.exec(line());
        // An item's wrapped lines are indented; a new marker starts the next item.
        if (next?.[2] !== undefined && !line().startsWith(' ')) items.push(next[2]);
        else items[items.length - 1] += ` ${line().trim()}`;
        index++;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      line().trim() &&
      !HEADING.exec(line()) &&
      !line().trimStart().startsWith('|') &&
      !(paragraph.length === 0 && LIST_ITEM.exec(line()))
    ) {
      paragraph.push(line().trim());
      index++;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** The text of inline content, without its marks (for ids and tests). */
export function plainText(inline: readonly Inline[]): string {
  return inline.map((part) => ('text' in part ? part.text : plainText(part.children))).join('');
}
