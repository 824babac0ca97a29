import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../use-hydrated.ts';

// A form the page's HTML already shows (a prerendered page, the ask page's shell) can be filled in
// and sent before the app's code has run. The page's loader (src/web/load-after-paint.ts) holds the
// browser's own submit of a form marked `data-before-start` and marks it `data-submit-held` (the
// form, and the document with the form's id); once React runs the form, the mark is gone and a
// held submit goes through the form's own onSubmit.

const HELD = 'data-submit-held';

/** Whether the loader held a submit of the form with this id, then forgets it: the document's mark
 * outlives a shell replaced between React's render and its commit, where the shell's own is lost. */
function takeHeldSubmit(id: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(HELD) !== id) return false;
  root.removeAttribute(HELD);
  return true;
}

/** The value of the page's field with this id, as the person left it; '' when there is none. */
function fieldValue(id: string): string {
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.value : '';
}

/**
 * Hands `adopt` what the person typed before the app's code ran, read from the page's own fields
 * (by id) as React starts running the page: a hydrated input keeps its text on screen but not in
 * state, and the ask page's shell is replaced, text and all. Adopted while rendering, after the
 * hydration render (which must match the HTML) and before React writes the fields again.
 */
export function useTypedBeforeStart(adopt: (typed: (id: string) => string) => void): void {
  const hydrated = useHydrated();
  const [adopted, setAdopted] = useState(false);
  const [focused, setFocused] = useState<FocusedField | null>(null);
  if (hydrated && !adopted) {
    setAdopted(true);
    setFocused(focusedField());
    adopt(fieldValue);
  }
  // A replaced shell takes the focus with it: the person typing goes on in the same field, at the same place.
  useLayoutEffect(() => {
    const field = focused && document.getElementById(focused.id);
    if (!focused || field === document.activeElement || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    // null where a field keeps no selection (an email input).
    if (focused.start !== null && focused.end !== null) field.setSelectionRange(focused.start, focused.end);
  }, [focused]);
}

interface FocusedField {
  id: string;
  start: number | null;
  end: number | null;
}

function focusedField(): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || !active.id) return null;
  return { id: active.id, start: active.selectionStart, end: active.selectionEnd };
}

export interface FormBeforeStart {
  id: string;
  ref: RefObject<HTMLFormElement | null>;
  'data-before-start': '' | undefined;
}

/**
 * The props of such a form (spread on it): its id, the loader's mark until React runs it, and the
 * held submit, sent then, or once `ready` (what the submit needs has come).
 */
export function useFormBeforeStart(id: string, ready = true): FormBeforeStart {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  // A shell that is replaced takes its mark with it: read while it is still there.
  const [heldInShell] = useState(() => typeof document !== 'undefined' && document.getElementById(id)?.hasAttribute(HELD) === true);
  const sent = useRef(false);
  useEffect(() => {
    const form = ref.current;
    if (!hydrated || !ready || !form || sent.current) return;
    const held = takeHeldSubmit(id);
    if (!(held || heldInShell || form.hasAttribute(HELD))) return;
    sent.current = true;
    form.removeAttribute(HELD);
    form.requestSubmit();
  }, [hydrated, ready, heldInShell, id]);
  return { id, ref, 'data-before-start': hydrated ? undefined : '' };
}
