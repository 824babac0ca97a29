import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../use-hydrated.ts';

// A form the page's HTML already shows (a prerendered page, the ask page's shell) can be filled in
// and sent before the app's code has run. The page's loader (src/web/load-after-paint.ts) holds the
// browser's own submit of a form marked `data-before-start` and marks it `data-submit-held` (the
// form, and the document with the form's id); once the app runs the form, the mark is gone and a
// held submit goes through the form's own onSubmit.

const HELD = 'data-submit-held';

/** Whether the loader held a submit of the form with this id, then forgets it: the document's mark
 * outlives the shell, which the entry (main.tsx) takes out of the page before the app renders. */
function takeHeldSubmit(id: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(HELD) !== id) return false;
  root.removeAttribute(HELD);
  return true;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Found {
  fields: ReadonlyMap<string, Field>;
  focused: FocusedField | null;
}

/** The page's own fields under `root`, by id, and the one focused. */
function fieldsIn(root: ParentNode): Found {
  const fields = new Map<string, Field>();
  for (const field of root.querySelectorAll<Field>('input[id], textarea[id], select[id]')) fields.set(field.id, field);
  return { fields, focused: focusedField() };
}

/** The shell's fields, set aside by the entry (main.tsx) before it empties the root; taken by the first page that adopts. */
let shellFields: Found | null = null;

export function setAsideShellFields(root: HTMLElement): void {
  shellFields = fieldsIn(root);
}

/** The fields to adopt from: the shell's, set aside, or else the page's own (a prerendered page, adopted as it is). */
function foundFields(): Found | null {
  if (typeof document === 'undefined') return null;
  const found = shellFields ?? fieldsIn(document.getElementById('root') ?? document);
  shellFields = null;
  return found;
}

/**
 * Hands `adopt` what the person typed before the app's code ran, read from the page's own fields
 * (by id): the replaced shell's, out of the page by then but still holding their text, or a
 * prerendered page's, the same elements the app adopts. Read once the page is in rather than
 * while rendering, where Preact would drop a state update.
 */
export function useTypedBeforeStart(adopt: (typed: (id: string) => string) => void): void {
  const [found] = useState(foundFields);
  const adoptOnce = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (!found) return;
    const { fields, focused } = found;
    adoptOnce((id) => fields.get(id)?.value ?? '');
    // A replaced shell takes the focus with it: the person typing goes on in the same field, at the same place.
    const field = focused && document.getElementById(focused.id);
    if (!focused || field === document.activeElement || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    if (focused.start !== null && focused.end !== null) field.setSelectionRange(focused.start, focused.end);
  }, [found]);
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
 * The props of such a form (spread on it): its id, the loader's mark until the app runs it, and the
 * held submit, sent then, or once `ready` (what the submit needs has come).
 */
export function useFormBeforeStart(id: string, ready = true): FormBeforeStart {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    const form = ref.current;
    if (!hydrated || !ready || !form || sent.current) return;
    const held = takeHeldSubmit(id);
    if (!(held || form.hasAttribute(HELD))) return;
    sent.current = true;
    form.removeAttribute(HELD);
    form.requestSubmit();
  }, [hydrated, ready, id]);
  return { id, ref, 'data-before-start': hydrated ? undefined : '' };
}
