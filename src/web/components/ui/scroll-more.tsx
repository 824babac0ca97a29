import { useEffect, useState, type RefObject } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import './scroll-more.css';

/**
 * Whether a scroll box holds more below what it shows: as it is scrolled, resized, and as its
 * content grows. `watch` is anything that changes when the box itself is put in the page.
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>, watch?: unknown): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A pixel of slack: zoomed pages round scrollTop to fractions.
    const update = () => setMore(box.scrollHeight - box.scrollTop - box.clientHeight > 1);
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(box);
    const changed = new MutationObserver(update);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      box.removeEventListener('scroll', update);
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, watch]);
  return more;
}

/**
 * The cue under a scroll box with more inside: "More" over the box's lower edge, which the box's own
 * `data-more` fades (scroll-more.css). Right after the box in the page; it takes no room itself.
 */
export function ScrollMore({ more }: { more: boolean }) {
  return (
    <div className="scroll-more" data-shown={more} aria-hidden="true">
      <span>{m.scroll_more()}</span>
    </div>
  );
}
