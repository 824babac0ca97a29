// The note as typed, kept in this browser until the server confirms it (issue 27 §1: no lost
// words on a reload or a dropped connection). Storage can be unavailable (private modes): the
// autosave still runs, only a reload in the middle of a save can then lose the last words.

import { NOTE_DRAFT_PREFIX } from './note-draft-key.ts';

export interface NoteDraft {
  note: string;
  /** The server's `noteUpdatedAt` the last time this page heard from it: unchanged means nothing landed since. */
  base: string | null;
  /** Short hashes of the notes this page sent while the draft waited: a server note among them came from this draft. */
  sent: string[];
}

const SENT_KEPT = 20;

export const draftKey = (readingId: string) => `${NOTE_DRAFT_PREFIX}${readingId}`;

/** FNV-1a, enough to recognise a text this page sent without keeping every version of it. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}:${text.length}`;
}

export function parseDraft(raw: string | null): NoteDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { note, base, sent } = value as Record<string, unknown>;
    if (typeof note !== 'string' || (base !== null && typeof base !== 'string') || !Array.isArray(sent)) return null;
    return { note, base, sent: sent.filter((item): item is string => typeof item === 'string') };
  } catch {
    return null;
  }
}

export function readDraft(readingId: string): NoteDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(draftKey(readingId)));
  } catch {
    return null;
  }
}

export function writeDraft(readingId: string, draft: NoteDraft): void {
  try {
    window.localStorage.setItem(draftKey(readingId), JSON.stringify({ ...draft, sent: draft.sent.slice(-SENT_KEPT) }));
  } catch {
    // Nowhere to keep it: the save in flight is all there is.
  }
}

export function removeDraft(readingId: string): void {
  try {
    window.localStorage.removeItem(draftKey(readingId));
  } catch {
    // Nothing was kept.
  }
}

/**
 * Whether a draft found on opening the reading is newer than the server's note: the server has not
 * changed since the draft's last answer, or what it holds is a text this draft sent (an older save
 * that landed after a newer one, or the last one that was never confirmed). A note the server got
 * from elsewhere (another device) is not overwritten: the page offers the draft instead.
 */
export function draftIsNewer(draft: NoteDraft, server: { note: string; noteUpdatedAt: string | null }): boolean {
  if (draft.note === server.note) return false;
  return server.noteUpdatedAt === draft.base || draft.sent.includes(textHash(server.note));
}
