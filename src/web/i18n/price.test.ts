import { describe, expect, it } from 'vitest';
import { pagePrice } from './price.ts';

// Outside a language's build the pages are English: the spec's own form, cents only when there are some.
describe('pagePrice', () => {
  it('writes dollars as the spec does', () => {
    expect(pagePrice(499)).toBe('$4.99');
    expect(pagePrice(900)).toBe('$9');
    expect(pagePrice(1999)).toBe('$19.99');
  });
});
