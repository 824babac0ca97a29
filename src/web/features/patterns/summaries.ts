import { OUTCOMES } from '../../../shared/journal/journal.ts';
import type { OutcomeCounts, PatternRangeDays, Patterns, ReturningCard } from '../../../shared/schemas/patterns.ts';
import { OUTCOME_LABELS } from '../../i18n/journal-labels.ts';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { listPlain, listWithAnd } from '../../i18n/lists.ts';

// The words beside each chart: what the bars show, said in full for anyone who does not see them.
// Neutral on purpose (issue 27 §2): outcomes are counted, never scored.

/** Each outcome, then the readings not answered yet: the order of the legend, the bars and the summaries. */
export const OUTCOME_SEGMENTS = [...OUTCOMES.map((outcome) => outcome.value), 'none' as const];
export type OutcomeSegment = (typeof OUTCOME_SEGMENTS)[number];

export const outcomeLabel = (outcome: OutcomeSegment) => (outcome === 'none' ? m.journal_page_not_answered() : OUTCOME_LABELS[outcome]());

const PERCENT = new Intl.NumberFormat(PAGE_LANGUAGE, { style: 'percent' });

export const cardsText = (count: number) => plural(count, { one: m.spreads_card_count_one, other: m.spreads_card_count_other });
export const readingsText = (count: number) => plural(count, { one: m.patterns_readings_one, other: m.patterns_readings_other });
export const timesText = (count: number) => plural(count, { one: m.patterns_times_one, other: m.patterns_times_other });
export const percent = (share: number) => PERCENT.format(share);

export function rangeText(days: PatternRangeDays): string {
  return days === null ? m.patterns_range_all() : plural(days, { one: m.patterns_range_last_days_one, other: m.patterns_range_last_days_other });
}

export function topCardsSummary(patterns: Patterns): string {
  const [first] = patterns.topCards;
  const range = rangeText(patterns.days);
  if (!first) return m.patterns_no_cards({ range });
  const tied = patterns.topCards.filter((card) => card.count === first.count).map((card) => card.name);
  const inputs = { cards: cardsText(patterns.cards), range, names: listWithAnd(tied), times: timesText(first.count) };
  return tied.length > 1 ? m.patterns_top_cards_tied(inputs) : m.patterns_top_cards(inputs);
}

export function suitsSummary(patterns: Patterns): string {
  const range = rangeText(patterns.days);
  if (patterns.cards === 0) return m.patterns_no_cards({ range });
  const drawn = patterns.suits.filter((suit) => suit.count > 0).toSorted((a, b) => b.count - a.count);
  const missing = patterns.suits.filter((suit) => suit.count === 0).map((suit) => suit.suit);
  const major = patterns.suits.find((suit) => suit.suit === 'Major Arcana');
  const shares = listPlain(drawn.map((suit) => m.patterns_suit_share({ suit: suit.suit, percent: percent(suit.share) })));
  const sentences = [m.patterns_suits({ cards: cardsText(patterns.cards), range, shares })];
  if (major) sentences.push(m.patterns_suits_major({ cards: cardsText(major.count), total: patterns.cards, percent: percent(major.share) }));
  if (missing.length > 0) sentences.push(m.patterns_suits_none_from({ suits: listWithAnd(missing) }));
  return sentences.join(' ');
}

export function reversedSummary(patterns: Patterns): string {
  const inputs = { cards: cardsText(patterns.cards), range: rangeText(patterns.days), percent: percent(patterns.reversed.share) };
  return plural(patterns.reversed.count, {
    one: ({ count }) => m.patterns_reversed_summary_one({ count, ...inputs }),
    other: ({ count }) => m.patterns_reversed_summary_other({ count, ...inputs }),
  });
}

/**
 * A label in the middle of a sentence: "2 readings: it happened as read 1". Only its first letter
 * is lowered, so that German keeps its nouns' capitals.
 */
const inSentence = (label: string) => label.charAt(0).toLocaleLowerCase(PAGE_LANGUAGE) + label.slice(1);

export function outcomesSummary(
  groups: readonly { name: string; readings: number; outcomes: OutcomeCounts }[],
  by: 'spread' | 'tag',
  days: PatternRangeDays,
): string {
  const range = rangeText(days);
  if (groups.length === 0) return by === 'tag' ? m.patterns_no_tagged_readings({ range }) : m.patterns_no_readings({ range });
  const lines = groups.map((group) => {
    const outcomes = OUTCOME_SEGMENTS.filter((outcome) => group.outcomes[outcome] > 0).map((outcome) =>
      m.patterns_outcome_count({ outcome: inSentence(outcomeLabel(outcome)), count: group.outcomes[outcome] }),
    );
    return m.patterns_outcomes_group({ name: group.name, readings: readingsText(group.readings), outcomes: listPlain(outcomes) });
  });
  return [by === 'tag' ? m.patterns_outcomes_by_tag({ range }) : m.patterns_outcomes_by_spread({ range }), ...lines].join(' ');
}

export function returningSummary(returning: readonly Pick<ReturningCard, 'name' | 'times'>[], leastTimes: number, windowDays: number): string {
  if (returning.length === 0) return m.patterns_returning_none({ times: leastTimes, days: windowDays });
  const cards = listPlain(returning.map((card) => m.patterns_returning_item({ card: card.name, times: timesText(card.times) })));
  return m.patterns_returning_summary({ times: leastTimes, days: windowDays, cards });
}

export function returningText(card: Pick<ReturningCard, 'name' | 'times'>, windowDays: number): string {
  return plural(card.times, {
    one: () => m.patterns_returning_card_one({ card: card.name, days: windowDays }),
    other: ({ count }) => m.patterns_returning_card_other({ card: card.name, count, days: windowDays }),
  });
}
