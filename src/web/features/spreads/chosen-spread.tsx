import type { ReactNode } from 'react';
import type { Spread } from '../../../shared/spreads/spread.ts';
import { builtInSpread, DEFAULT_SPREAD_ID } from '../../../shared/spreads/built-in.ts';
import { useSpreadsQuery } from './api/list-spreads.ts';
import { spreadOf } from './spread-of.ts';

/**
 * The spread a reading will lie in, for another feature the page composes with it (issue 27 §1: the
 * own-deck entry asks for a card per position). One's own spread is known only once the list has
 * come, so nothing is shown before: the three cards' positions meanwhile would be the wrong ones.
 */
export default function ChosenSpread({ spreadId, children }: { spreadId: string | null; children(spread: Spread): ReactNode }) {
  const spreads = useSpreadsQuery();
  if (!builtInSpread(spreadId ?? DEFAULT_SPREAD_ID) && spreads.isPending) return <section className="panel" aria-busy="true" />;
  return children(spreadOf(spreads.data?.own ?? [], spreadId));
}
