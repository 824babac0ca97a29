import { OUTCOMES } from '../../../shared/journal/journal.ts';
import type { OutcomeCounts, PatternRangeDays, Patterns, ReturningCard } from '../../../shared/schemas/patterns.ts';

// The words beside each chart: what the bars show, said in full for anyone who does not see them.
// Neutral on purpose (issue 27 §2): outcomes are counted, never scored.

export const NOT_ANSWERED = 'Not answered yet';

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
export const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
export const percent = (share: number) => `${Math.round(share * 100)}%`;

export function rangeText(days: PatternRangeDays): string {
  return days === null ? 'in all your readings' : `in the last ${days} days`;
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export function topCardsSummary(patterns: Patterns): string {
  const [first] = patterns.topCards;
  if (!first) return `No cards drawn ${rangeText(patterns.days)}.`;
  const tied = patterns.topCards.filter((card) => card.count === first.count).map((card) => card.name);
  const most = `${listed(tied)} came up most often, ${times(first.count)}${tied.length > 1 ? ' each' : ''}`;
  return `Of ${plural(patterns.cards, 'card')} drawn ${rangeText(patterns.days)}, ${most}.`;
}

export function suitsSummary(patterns: Patterns): string {
  if (patterns.cards === 0) return `No cards drawn ${rangeText(patterns.days)}.`;
  const drawn = patterns.suits.filter((suit) => suit.count > 0).toSorted((a, b) => b.count - a.count);
  const missing = patterns.suits.filter((suit) => suit.count === 0).map((suit) => suit.suit);
  const major = patterns.suits.find((suit) => suit.suit === 'Major Arcana');
  const parts = drawn.map((suit) => `${suit.suit} ${percent(suit.share)}`);
  const majorText = major ? ` The Major Arcana were ${plural(major.count, 'card')} of ${patterns.cards} (${percent(major.share)}).` : '';
  const missingText = missing.length > 0 ? ` None from ${listed(missing)}.` : '';
  return `Of ${plural(patterns.cards, 'card')} drawn ${rangeText(patterns.days)}: ${parts.join(', ')}.${majorText}${missingText}`;
}

export function reversedSummary(patterns: Patterns): string {
  return `${patterns.reversed.count} of ${plural(patterns.cards, 'card')} lay reversed ${rangeText(patterns.days)} (${percent(patterns.reversed.share)}).`;
}

/** The outcomes of a group's readings in words: "2 readings: It happened as read 1, Not answered yet 1". */
function outcomesText(readings: number, outcomes: OutcomeCounts): string {
  const parts = [...OUTCOMES.map((outcome) => [outcome.label, outcomes[outcome.value]] as const), [NOT_ANSWERED, outcomes.none] as const]
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label.toLowerCase()} ${count}`);
  return `${plural(readings, 'reading')}: ${parts.join(', ')}`;
}

export function outcomesSummary(
  groups: readonly { name: string; readings: number; outcomes: OutcomeCounts }[],
  by: 'spread' | 'tag',
  days: PatternRangeDays,
): string {
  if (groups.length === 0) return `No ${by === 'tag' ? 'tagged readings' : 'readings'} ${rangeText(days)}.`;
  return `How readings turned out ${rangeText(days)}, by ${by}. ${groups.map((group) => `${group.name}, ${outcomesText(group.readings, group.outcomes)}.`).join(' ')}`;
}

export function returningText(card: Pick<ReturningCard, 'name' | 'times'>, windowDays: number): string {
  return `${card.name} has come up ${times(card.times)} in the last ${windowDays} days`;
}
