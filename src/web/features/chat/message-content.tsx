import type { ReactNode } from 'react';

/**
 * Renders assistant text safely: **bold** runs become block headings, blank lines split
 * paragraphs. Everything is a text node; no HTML from the model is ever interpreted.
 */
export function MessageContent({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const joined = paragraph.join('\n').trim();
    if (joined) blocks.push(<p key={blocks.length}>{joined}</p>);
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    if (!line.trim()) {
      flush();
      continue;
    }
    const parts = line.split(/\*\*([^*]+)\*\*/);
    if (parts.length === 1) {
      paragraph.push(line);
      continue;
    }
    parts.forEach((part, index) => {
      if (index % 2 === 1) {
        flush();
        blocks.push(
          <strong key={blocks.length} className="message-heading">
            {part.trim()}
          </strong>,
        );
      } else if (part.trim()) {
        paragraph.push(part.trim());
      }
    });
  }
  flush();
  return <div className="message-body">{blocks}</div>;
}
