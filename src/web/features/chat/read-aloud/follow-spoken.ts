import type { SpokenTarget } from './utterances.ts';

/** The element of `message` that shows `target`. */
function elementOf(message: HTMLElement, target: SpokenTarget): Element | null {
  return target === 'safety' ? message.querySelector('.safety-resources') : message.querySelector(`[data-block="${target}"]`);
}

/** Whether any of the element shows: in the window, and in every box it scrolls within (the chat on a wide screen). */
function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) return false;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const frame = box.getBoundingClientRect();
    if (rect.bottom <= frame.top || rect.top >= frame.bottom) return false;
  }
  return true;
}

/**
 * Brings what is read next into view, gently, while the reader follows along: only when what
 * was read before is still on screen. Someone who scrolled away to look at something else is
 * left there; the highlight still moves, and they can scroll back to it.
 */
export function followSpoken(message: HTMLElement, target: SpokenTarget, previous: SpokenTarget | null): void {
  const next = elementOf(message, target);
  if (!next) return;
  const before = previous === null ? null : elementOf(message, previous);
  if (before && !isShown(before)) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  next.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}
