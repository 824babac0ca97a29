import { useState } from 'react';
import { Link } from 'wouter';
import { PATTERN_RANGES_DAYS, RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { JournalFilter } from '../../../shared/schemas/journal.ts';
import type { PatternRangeDays, Patterns } from '../../../shared/schemas/patterns.ts';
import { RangeSwitch } from '../../components/ui/range-switch.tsx';
import { usePatterns } from './api/get-patterns.ts';
import { OutcomeBars, PatternChart, RankedBars } from './pattern-chart.tsx';
import { outcomesSummary, percent, plural, rangeText, returningText, reversedSummary, suitsSummary, times, topCardsSummary } from './summaries.ts';
import './patterns.css';

const RANGE_LABELS: Record<string, string> = { '30': '30 days', '90': '90 days', null: 'All time' };

/** The journal's readings in this range, narrowed by `filter`. */
const journalIn = (days: PatternRangeDays, filter: JournalFilter = {}) => paths.journalWith({ ...filter, ...(days === null ? {} : { days }) });

function ReturningCards({ patterns }: { patterns: Patterns }) {
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString([], { day: 'numeric', month: 'short' });
  return (
    <PatternChart
      title="Cards that keep returning"
      summary={
        patterns.returning.length === 0
          ? `No card has come up ${RETURNING_CARD_TIMES} times or more in the last ${RETURNING_CARD_WINDOW_DAYS} days.`
          : `Cards drawn ${RETURNING_CARD_TIMES} times or more in the last ${RETURNING_CARD_WINDOW_DAYS} days, whatever the range above: ${patterns.returning
              .map((card) => `${card.name} ${times(card.times)}`)
              .join(', ')}.`
      }
    >
      {patterns.returning.length > 0 && (
        <ul className="patterns-returning">
          {patterns.returning.map((card) => (
            <li key={card.slug}>
              <Link href={paths.journalWith({ card: card.slug, days: RETURNING_CARD_WINDOW_DAYS })} className="patterns-returning-card">
                <img src={paths.cardImage(card.slug)} alt="" width={36} height={60} loading="lazy" />
                <span>{returningText(card, RETURNING_CARD_WINDOW_DAYS)}</span>
              </Link>
              <ul className="patterns-returning-readings" aria-label={`The latest readings with ${card.name}`}>
                {card.readings.map((one) => (
                  <li key={one.id}>
                    <Link href={paths.reading(one.id)}>{dateOf(one.createdAt)}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </PatternChart>
  );
}

function Charts({ patterns }: { patterns: Patterns }) {
  const { days } = patterns;
  const spreads = patterns.outcomesBySpread.map((group) => ({
    key: group.spreadId,
    name: group.name,
    readings: group.readings,
    outcomes: group.outcomes,
    href: journalIn(days, { spread: group.spreadId }),
    hrefFor: (outcome: NonNullable<JournalFilter['outcome']>) => journalIn(days, { spread: group.spreadId, outcome }),
  }));
  const tags = patterns.outcomesByTag.map((group) => ({
    key: group.tag,
    name: group.tag,
    readings: group.readings,
    outcomes: group.outcomes,
    href: journalIn(days, { tag: group.tag }),
    hrefFor: (outcome: NonNullable<JournalFilter['outcome']>) => journalIn(days, { tag: group.tag, outcome }),
  }));
  return (
    <>
      <PatternChart title="Cards drawn most often" summary={topCardsSummary(patterns)}>
        <RankedBars
          bars={patterns.topCards.map((card) => ({
            key: card.slug,
            label: card.name,
            value: card.count,
            valueText: card.reversed > 0 ? `${times(card.count)} (${card.reversed} reversed)` : times(card.count),
            href: journalIn(days, { card: card.slug }),
          }))}
        />
      </PatternChart>
      <PatternChart title="Suits and the Major Arcana" summary={suitsSummary(patterns)}>
        {/* The journal has no suit filter: a suit's figure opens the range's readings. */}
        <RankedBars
          tone="violet"
          max={patterns.cards}
          bars={patterns.suits.map((suit) => ({
            key: suit.suit,
            label: suit.suit,
            value: suit.count,
            valueText: `${plural(suit.count, 'card')}, ${percent(suit.share)}`,
            href: journalIn(days),
          }))}
        />
      </PatternChart>
      <PatternChart title="Reversals" summary={reversedSummary(patterns)}>
        <RankedBars
          tone="violet"
          max={patterns.cards}
          bars={[
            {
              key: 'reversed',
              label: 'Reversed',
              value: patterns.reversed.count,
              valueText: `${patterns.reversed.count} of ${patterns.cards}`,
              href: journalIn(days),
            },
          ]}
        />
      </PatternChart>
      <PatternChart title="How readings turned out, by spread" summary={outcomesSummary(spreads, 'spread', days)}>
        <OutcomeBars groups={spreads} />
      </PatternChart>
      <PatternChart title="How readings turned out, by tag" summary={outcomesSummary(tags, 'tag', days)}>
        {tags.length > 0 ? <OutcomeBars groups={tags} /> : <p className="muted">Tag your readings in the journal to see them here.</p>}
      </PatternChart>
    </>
  );
}

/** The patterns page's content (issue 27 §3): a range, the charts with their summaries, and the cards that keep returning. */
export function PatternsView() {
  const [days, setDays] = useState<PatternRangeDays>(null);
  const query = usePatterns(days);
  const patterns = query.data;
  return (
    <>
      <div className="patterns-toolbar">
        <RangeSwitch options={PATTERN_RANGES_DAYS} value={days} label={(option) => RANGE_LABELS[String(option)] ?? ''} onChange={setDays} />
        {patterns && (
          <p className="muted patterns-range-text" aria-live="polite" data-testid="patterns-range">
            <Link href={journalIn(patterns.days)}>
              {plural(patterns.readings, 'reading')} and {plural(patterns.cards, 'card')} {rangeText(patterns.days)}
            </Link>
          </p>
        )}
      </div>
      {query.isError && (
        <p className="error-text" role="alert">
          {patterns ? 'These figures could not be brought up to date just now.' : 'Your patterns could not be loaded just now.'}
        </p>
      )}
      {!patterns && query.isPending && <p className="muted">Loading your patterns…</p>}
      {patterns && patterns.readings === 0 && patterns.days === null ? (
        <section className="panel patterns-empty">
          <h2>Nothing to see yet</h2>
          <p>
            Once you have a few readings, this page shows the cards that come up most, the suits and reversals, how your readings turned out and the cards that
            keep returning.
          </p>
          <Link href={paths.ask} className="button button-primary">
            Ask a question
          </Link>
        </section>
      ) : (
        patterns && (
          <div className="patterns-charts" aria-busy={query.isPlaceholderData || undefined}>
            {patterns.readings === 0 ? <p className="muted">No readings {rangeText(patterns.days)}.</p> : <Charts patterns={patterns} />}
            <ReturningCards patterns={patterns} />
          </div>
        )
      )}
    </>
  );
}
