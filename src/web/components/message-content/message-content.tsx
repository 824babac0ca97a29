import type { Language } from '../../../shared/i18n/languages.ts';
import { messageBlocks } from './message-blocks.ts';
import './message-content.css';

/**
 * Renders assistant text safely: **bold** runs become block headings, blank lines split
 * paragraphs. Everything is a text node; no HTML from the model is ever interpreted. The block
 * being read aloud, if any, is marked.
 */
export function MessageContent({ text, language, spokenBlock }: { text: string; language?: Language | undefined; spokenBlock?: number | undefined }) {
  return (
    <div className="message-body" lang={language}>
      {messageBlocks(text).map((block, index) => {
        const spoken = index === spokenBlock ? ' is-spoken' : '';
        return block.kind === 'heading' ? (
          <strong key={index} className={`message-heading${spoken}`} data-block={index}>
            {block.text}
          </strong>
        ) : (
          <p key={index} className={spoken ? spoken.trim() : undefined} data-block={index}>
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
