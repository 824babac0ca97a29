import { describe, expect, it } from 'vitest';
import { draftIsNewer, parseDraft, textHash } from './note-draft.ts';

describe('a note draft found on opening a reading', () => {
  const server = { note: 'Saved words', noteUpdatedAt: '2026-11-27T09:00:00.000Z' };

  it('is newer when nothing reached the server since its last answer', () => {
    expect(draftIsNewer({ note: 'Saved words, and more', base: server.noteUpdatedAt, sent: [] }, server)).toBe(true);
  });

  it('is newer when the server holds a text it sent (an older save that landed last)', () => {
    expect(draftIsNewer({ note: 'Saved words, and more', base: '2026-11-27T08:00:00.000Z', sent: [textHash('Saved words')] }, server)).toBe(true);
  });

  it('is not applied over a note the server got from elsewhere, nor when it says the same', () => {
    expect(draftIsNewer({ note: 'Typed on this phone', base: '2026-11-27T08:00:00.000Z', sent: [textHash('Typed on')] }, server)).toBe(false);
    expect(draftIsNewer({ note: 'Saved words', base: null, sent: [] }, server)).toBe(false);
  });

  it('reads back only what it wrote', () => {
    expect(parseDraft(JSON.stringify({ note: 'n', base: null, sent: ['a', 3] }))).toEqual({ note: 'n', base: null, sent: ['a'] });
    expect(parseDraft('{"note": 3}')).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(textHash('a')).not.toBe(textHash('b'));
  });
});
