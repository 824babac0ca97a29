import { SPREAD_LIMITS } from '../../../shared/schemas/spread.ts';
import { LAYOUT_POSITIONS, type CustomLayout, type SpreadLayout } from '../../../shared/spreads/spread.ts';

export interface SpreadDraft {
  name: string;
  layout: CustomLayout;
  positions: readonly { name: string; meaning: string }[];
}

/** How each layout is named on the page. */
export const LAYOUT_NAMES: Readonly<Record<SpreadLayout, string>> = {
  line: 'Line',
  grid: 'Grid',
  pyramid: 'Pyramid',
  cross: 'Cross',
  'celtic-cross': 'Celtic Cross',
};

/** What the form says of each layout one may choose. */
export const LAYOUT_CHOICES: Readonly<Record<CustomLayout, string>> = {
  line: 'Line: side by side',
  grid: 'Grid: in rows',
  pyramid: 'Pyramid: each row wider than the one above',
  cross: 'Cross: a centre and four around it (5 positions)',
};

/**
 * What the form can say before sending, in the words a person reads (the server checks the same,
 * SpreadInputSchema, and its answer is shown if it disagrees). Empty when the draft can be saved.
 */
export function spreadDraftProblems(draft: SpreadDraft): string[] {
  const problems: string[] = [];
  if (!draft.name.trim()) problems.push('Give the spread a name.');
  if (draft.positions.length < SPREAD_LIMITS.minPositions) problems.push('Add at least one position.');
  if (draft.positions.length > SPREAD_LIMITS.maxPositions) problems.push(`A spread has at most ${SPREAD_LIMITS.maxPositions} positions.`);
  draft.positions.forEach((position, index) => {
    if (!position.name.trim()) problems.push(`Position ${index + 1} needs a name.`);
    if (!position.meaning.trim()) problems.push(`Position ${index + 1} needs a meaning: one line on what its card speaks to.`);
  });
  const needed = LAYOUT_POSITIONS[draft.layout];
  if (needed !== null && needed !== draft.positions.length) problems.push(`The cross layout needs exactly ${needed} positions.`);
  return problems;
}
