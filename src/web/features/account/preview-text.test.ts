import { describe, expect, it } from 'vitest';
import { HISTORY_PREVIEW_LENGTH } from '../../../shared/constants.ts';
import { previewText } from './preview-text.ts';

describe('previewText', () => {
  it('shows headings as plain sentences, never as asterisks', () => {
    expect(previewText('**You Are Not Alone**\nIt sounds like a heavy time.')).toBe('You Are Not Alone. It sounds like a heavy time.');
    expect(previewText('**The Past: The Fool**\nA fresh start.\n\n**The Present: The Star**')).toBe(
      'The Past: The Fool. A fresh start. The Present: The Star.',
    );
  });

  it('drops the asterisks of a heading the cut left open', () => {
    const cut = `${'A'.repeat(HISTORY_PREVIEW_LENGTH - 10)} **The Fut`;
    expect(previewText(cut)).not.toContain('*');
    expect(previewText(cut).endsWith('The Fut…')).toBe(true);
  });

  it('keeps a heading that already ends a sentence as it is', () => {
    expect(previewText('**Are you safe?**\nPlease reach out.')).toBe('Are you safe? Please reach out.');
  });
});
