import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldById(id: string): Field | null {
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field : null;
}

/** The page's fields as they were read when adopted: the element and the value it held then. */
type AdoptedFields = ReadonlyMap<string, { field: Field; value: string }>;

/**
 * Hands `adopt` what the person typed before the app's code ran, read from the page's own fields
 * (by id) as React starts running the page: a hydrated input keeps its text on screen but not in
 * state, and the ask page's shell is replaced, text and all. Adopted while rendering, after the
 * hydration render (which must match the HTML) and before React writes the fields again; and once
 * more after React has put the page in, for what was typed while it rendered in slices (the
 * replaced shell's field, out of the page by then, still holds it).
 */
export function useTypedBeforeStart(adopt: (typed: (id: string) => string) => void): void {
  const hydrated = useHydrated();
  const [adopted, setAdopted] = useState<AdoptedFields | null>(null);
  const [focused, setFocused] = useState<FocusedField | null>(null);
  if (hydrated && !adopted) {
    const fields = new Map<string, { field: Field; value: string }>();
    adopt((id) => {
      const field = fieldById(id);
      if (!field) return '';
      fields.set(id, { field, value: field.value });
      return field.value;
    });
    setAdopted(fields);
    setFocused(focusedField());
  }
  const adoptLate = useEffectEvent(adopt);
  // Once, when the page has been put in (adopted and focused are set together, once).
  useLayoutEffect(() => {
    if (!adopted) return;
    const typedLate = [...adopted.values()].some(({ field, value }) => field.value !== value);
    if (typedLate) adoptLate((id) => adopted.get(id)?.field.value ?? fieldById(id)?.value ?? '');
    // A replaced shell takes the focus with it: the person typing goes on in the same field, at the same place.
    const field = focused && document.getElementById(focused.id);
    if (!focused || field === document.activeElement || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    const late = adopted.get(focused.id);
    // Text typed late moves the caret to its end; null where a field keeps no selection (an email input).
    if (late && late.field.value !== late.value) field.setSelectionRange(late.field.value.length, late.field.value.length);
    else if (focused.start !== null && focused.end !== null) field.setSelectionRange(focused.start, focused.end);
  }, [adopted, focused]);
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
