// Apart from note-draft.ts: signing out (in every page's first load) forgets the drafts, and needs
// no more of them than where they are kept.

export const NOTE_DRAFT_PREFIX = 'journalNoteDraft:';

/** Every draft of this browser: a shared computer's next person must not find the last one's words (signing out). */
export function forgetNoteDrafts(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith(NOTE_DRAFT_PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
