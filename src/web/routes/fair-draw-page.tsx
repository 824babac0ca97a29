import { Fragment, type ReactNode } from 'react';
import spec from '../../../docs/fair-draw.md?raw';
import { paths } from '../../shared/paths.ts';
import { parseMarkdown, plainText, type Block, type Inline } from '../features/fair-draw/markdown.ts';
import '../features/legal/legal.css';
import '../features/fair-draw/fair-draw.css';

// Read when the module is built (Vite inlines the file): the page and /fair-draw.md are one text.
const BLOCKS = parseMarkdown(spec);

function inline(parts: readonly Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(part.children)}</em>;
      case 'link':
        return (
          <a key={index} href={part.href}>
            {inline(part.children)}
          </a>
        );
    }
  });
}

function block(part: Block, index: number): ReactNode {
  switch (part.kind) {
    case 'heading': {
      // The document's own title is the page's h1; its sections follow.
      const Heading = part.level === 1 ? 'h1' : part.level === 2 ? 'h2' : 'h3';
      return <Heading key={index}>{inline(part.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{inline(part.children)}</p>;
    case 'list': {
      const List = part.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {part.items.map((item, itemIndex) => (
            <li key={itemIndex}>{inline(item)}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div key={index} className="fair-draw-doc-table" role="region" aria-label={`Table: ${part.head.map(plainText).join(', ')}`} tabIndex={0}>
          <table className="legal-table">
            <thead>
              <tr>
                {part.head.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {part.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** /fair-draw: the algorithm behind every draw, as a page to read (the same text as /fair-draw.md). */
export default function FairDrawPage() {
  return (
    <article className="legal fair-draw-doc">
      {BLOCKS.map(block)}
      <p className="muted">
        <a href={paths.verify}>Verify a draw</a> in your browser, or read this page as <a href={paths.fairDrawSpec}>plain text</a>.
      </p>
    </article>
  );
}
