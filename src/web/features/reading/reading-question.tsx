import { useId, useLayoutEffect, useRef, useState } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The reading's question as its heading, clamped to a few lines (reading.css) so a long question does
 * not push the cards off a phone's screen; "Show all" opens it, shown only when there is more.
 */
export function ReadingQuestion({ question }: { question: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);

  // Before paint, so the toggle arrives with the heading, not a frame later.
  useLayoutEffect(() => {
    const element = heading.current;
    if (!element || open) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => resized.disconnect();
  }, [open, question]);

  return (
    <div className="reading-question-box">
      <h1 id={id} ref={heading} className="reading-question" data-clamped={!open}>
        {question}
      </h1>
      {(clipped || open) && (
        <button type="button" className="button button-link reading-question-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? m.reading_show_less() : m.reading_show_all()}
        </button>
      )}
    </div>
  );
}
