/** One block of a reader's text as it is shown, and read aloud: a heading or a paragraph. */
export interface MessageBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/**
 * Splits a reader's text into its blocks: **bold** runs are headings, blank lines split
 * paragraphs. The page draws these blocks and the read-aloud speaks them, so both agree on which
 * block is which.
 */
export function messageBlocks(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const joined = paragraph.join('\n').trim();
    if (joined) blocks.push({ kind: 'paragraph', text: joined });
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
        blocks.push({ kind: 'heading', text: part.trim() });
      } else if (part.trim()) {
        paragraph.push(part.trim());
      }
    });
  }
  flush();
  return blocks;
}
