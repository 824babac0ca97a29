import { describe, expect, it } from 'vitest';
import { SpreadInputSchema } from '../../../shared/schemas/spread.ts';
import { spreadDraftProblems, type SpreadDraft } from './spread-checks.ts';

const position = (name: string) => ({ name, meaning: `what ${name} speaks to` });
const draft = (changes: Partial<SpreadDraft> = {}): SpreadDraft => ({
  name: 'Crossroads',
  layout: 'line',
  positions: [position('Here'), position('There')],
  ...changes,
});

describe('spreadDraftProblems', () => {
  it('finds nothing in a draft the server accepts', () => {
    expect(spreadDraftProblems(draft())).toEqual([]);
    expect(SpreadInputSchema.safeParse(draft()).success).toBe(true);
  });

  it('names each missing part, by position', () => {
    expect(spreadDraftProblems(draft({ name: '  ', positions: [position('Here'), { name: '', meaning: ' ' }] }))).toEqual([
      'Give the spread a name.',
      'Position 2 needs a name.',
      'Position 2 needs a meaning: one line on what its card speaks to.',
    ]);
  });

  it('holds the cross to five positions and any spread to one to ten, as the server does', () => {
    const four = draft({ layout: 'cross', positions: ['a', 'b', 'c', 'd'].map(position) });
    expect(spreadDraftProblems(four)).toEqual(['The cross layout needs exactly 5 positions.']);
    expect(SpreadInputSchema.safeParse(four).success).toBe(false);
    expect(spreadDraftProblems(draft({ layout: 'cross', positions: ['a', 'b', 'c', 'd', 'e'].map(position) }))).toEqual([]);
    expect(spreadDraftProblems(draft({ positions: [] }))).toEqual(['Add at least one position.']);
    const eleven = draft({ positions: Array.from({ length: 11 }, (_, index) => position(`p${index}`)) });
    expect(spreadDraftProblems(eleven)).toEqual(['A spread has at most 10 positions.']);
    expect(SpreadInputSchema.safeParse(eleven).success).toBe(false);
  });
});
