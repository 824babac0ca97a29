import { SPREAD_LIMITS } from '../../../shared/schemas/spread.ts';
import { LAYOUT_POSITIONS, type CustomLayout, type SpreadLayout } from '../../../shared/spreads/spread.ts';
import { m } from '../../i18n/paraglide/messages.js';

export interface SpreadDraft {
  name: string;
  layout: CustomLayout;
  positions: readonly { name: string; meaning: string }[];
}

/** How each layout is named on the page. */
export const LAYOUT_NAMES: Readonly<Record<SpreadLayout, () => string>> = {
  line: m.spreads_layout_line,
  grid: m.spreads_layout_grid,
  pyramid: m.spreads_layout_pyramid,
  cross: m.spreads_layout_cross,
  'celtic-cross': m.spreads_layout_celtic_cross,
};

/** What the form says of each layout one may choose. */
export const LAYOUT_CHOICES: Readonly<Record<CustomLayout, () => string>> = {
  line: m.spreads_layout_choice_line,
  grid: m.spreads_layout_choice_grid,
  pyramid: m.spreads_layout_choice_pyramid,
  cross: m.spreads_layout_choice_cross,
};

/**
 * What the form can say before sending, in the words a person reads (the server checks the same,
 * SpreadInputSchema, and its answer is shown if it disagrees). Empty when the draft can be saved.
 */
export function spreadDraftProblems(draft: SpreadDraft): string[] {
  const problems: string[] = [];
  if (!draft.name.trim()) problems.push(m.spreads_problem_name());
  if (draft.positions.length < SPREAD_LIMITS.minPositions) problems.push(m.spreads_problem_no_position());
  if (draft.positions.length > SPREAD_LIMITS.maxPositions) problems.push(m.spreads_problem_too_many({ max: SPREAD_LIMITS.maxPositions }));
  draft.positions.forEach((position, index) => {
    if (!position.name.trim()) problems.push(m.spreads_problem_position_name({ number: index + 1 }));
    if (!position.meaning.trim()) problems.push(m.spreads_problem_position_meaning({ number: index + 1 }));
  });
  const needed = LAYOUT_POSITIONS[draft.layout];
  if (needed !== null && needed !== draft.positions.length) problems.push(m.spreads_problem_cross({ count: needed }));
  return problems;
}
