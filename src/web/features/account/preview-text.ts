import { HISTORY_PREVIEW_LENGTH } from '../../../shared/constants.ts';

/**
 * Spec §2: the interpretation's first 150 characters, as plain text: a **heading** reads as a
 * sentence of its own, never as asterisks (issue 23 §1); cut there, it says so with "…".
 */
export function previewText(preview: string): string {
  const plain = preview
    // A heading cut in half by the 150 characters loses its opening asterisks too.
    .replace(/\*\*([^*]+?)\*\*\s*/g, (_, heading: string) => `${heading.trim()}${/[.!?:]$/.test(heading.trim()) ? '' : '.'} `)
    .replace(/\*{2,}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return preview.length >= HISTORY_PREVIEW_LENGTH ? `${plain}…` : plain;
}
