import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_CREDIT_COST } from '../../../shared/constants.ts';
import { followUpCostText, keepFollowUpDraft, readFollowUpDraft } from './follow-up-draft.ts';

/** The Storage calls the draft uses, over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('follow-up cost', () => {
  it('names the credit cost without a subscription and Unlimited with one', () => {
    expect(FOLLOW_UP_CREDIT_COST).toBe(1);
    expect(followUpCostText({ subscription: false })).toBe('1 credit');
    expect(followUpCostText({ subscription: true })).toBe('Unlimited');
  });
});

describe('follow-up draft', () => {
  it('keeps a draft per reading and forgets it when emptied', () => {
    const storage = memoryStorage();
    keepFollowUpDraft('reading-a', 'Will it last?', storage);
    keepFollowUpDraft('reading-b', 'Something else', storage);
    expect(readFollowUpDraft('reading-a', storage)).toBe('Will it last?');
    expect(readFollowUpDraft('reading-b', storage)).toBe('Something else');
    keepFollowUpDraft('reading-a', '', storage);
    expect(readFollowUpDraft('reading-a', storage)).toBe('');
    expect(storage.length).toBe(1);
  });

  it('reads nothing, and throws nothing, when storage refuses', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = refusing.getItem;
    expect(() => keepFollowUpDraft('reading-a', 'text', refusing)).not.toThrow();
    expect(readFollowUpDraft('reading-a', refusing)).toBe('');
  });
});
