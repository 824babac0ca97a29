import { useState } from 'react';
import { Link } from 'wouter';
import { PATTERN_RANGES_DAYS, RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { JournalFilter } from '../../../shared/schemas/journal.ts';
import type { PatternRangeDays, Patterns } from '../../../shared/schemas/patterns.ts';
import { RangeSwitch } from '../../components/ui/range-switch.tsx';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { usePatterns } from './api/get-patterns.ts';
import { OutcomeBars, PatternChart, RankedBars } from './pattern-chart.tsx';
import {
  cardsText,
  outcomesSummary,
  percent,
  rangeText,
  readingsText,
  returningSummary,
  returningText,
  reversedSummary,
  suitsSummary,
  timesText,
  topCardsSummary,
} from './summaries.ts';
import './patterns.css';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';
import { useCardName } from '../../i18n/card-names/shown-card-name.ts';
import { spreadNameInLanguage } from '../../i18n/spread-in-language.ts';

const rangeLabel = (days: PatternRangeDays) =>
  days === null ? m.patterns_all_time() : plural(days, { one: m.patterns_days_one, other: m.patterns_days_other });

/** The journal's readings in this range, narrowed by `filter`. */
const journalIn = (days: PatternRangeDays, filter: JournalFilter = {}) => paths.journalWith({ ...filter, ...(days === null ? {} : { days }) });

/** The patterns as the page says them: cards and built-in spreads by their names in its language (a card's English one kept for its picture). */
function useInPageLanguage(patterns: Patterns | undefined) {
  const nameOf = useCardName();
  if (!patterns) return undefined;
  const named = <Card extends { name: string }>(card: Card) => ({ ...card, name: nameOf(card.name), englishName: card.name });
  const outcomesBySpread = patterns.outcomesBySpread.map((group) => ({ ...group, name: spreadNameInLanguage(group.spreadId, group.name) }));
  return { ...patterns, topCards: patterns.topCards.map(named), returning: patterns.returning.map(named), outcomesBySpread };
}
type PatternsInLanguage = NonNullable<ReturnType<typeof useInPageLanguage>>;

function ReturningCards({ patterns }: { patterns: PatternsInLanguage }) {
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(PAGE_LANGUAGE, { day: 'numeric', month: 'short' });
  return (
    <PatternChart title={m.returning_label()} summary={returningSummary(patterns.returning, RETURNING_CARD_TIMES, RETURNING_CARD_WINDOW_DAYS)}>
      {patterns.returning.length > 0 && (
        <ul className="patterns-returning">
          {patterns.returning.map((card) => (
            <li key={card.slug}>
              <Link href={paths.journalWith({ card: card.slug, days: RETURNING_CARD_WINDOW_DAYS })} className="patterns-returning-card">
                <img src={cardPicture(card.englishName)} alt="" width={36} height={60} loading="lazy" />
                <span>{returningText(card, RETURNING_CARD_WINDOW_DAYS)}</span>
              </Link>
              <ul className="patterns-returning-readings" aria-label={m.patterns_returning_latest({ card: card.name })}>
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

function Charts({ patterns }: { patterns: PatternsInLanguage }) {
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
      <PatternChart title={m.patterns_top_cards_title()} summary={topCardsSummary(patterns)}>
        <RankedBars
          bars={patterns.topCards.map((card) => ({
            key: card.slug,
            label: card.name,
            value: card.count,
            valueText:
              card.reversed > 0
                ? plural(card.reversed, {
                    one: ({ count }) => m.patterns_times_reversed_one({ times: timesText(card.count), count }),
                    other: ({ count }) => m.patterns_times_reversed_other({ times: timesText(card.count), count }),
                  })
                : timesText(card.count),
            href: journalIn(days, { card: card.slug }),
          }))}
        />
      </PatternChart>
      <PatternChart title={m.patterns_suits_title()} summary={suitsSummary(patterns)}>
        {/* The journal has no suit filter: a suit's figure opens the range's readings. */}
        <RankedBars
          tone="violet"
          max={patterns.cards}
          bars={patterns.suits.map((suit) => ({
            key: suit.suit,
            label: suit.suit,
            value: suit.count,
            valueText: m.patterns_suit_figure({ cards: cardsText(suit.count), percent: percent(suit.share) }),
            href: journalIn(days),
          }))}
        />
      </PatternChart>
      <PatternChart title={m.patterns_reversals_title()} summary={reversedSummary(patterns)}>
        <RankedBars
          tone="violet"
          max={patterns.cards}
          bars={[
            {
              key: 'reversed',
              label: m.patterns_reversed(),
              value: patterns.reversed.count,
              valueText: m.patterns_count_of({ count: patterns.reversed.count, total: patterns.cards }),
              href: journalIn(days),
            },
          ]}
        />
      </PatternChart>
      <PatternChart title={m.patterns_by_spread_title()} summary={outcomesSummary(spreads, 'spread', days)}>
        <OutcomeBars groups={spreads} />
      </PatternChart>
      <PatternChart title={m.patterns_by_tag_title()} summary={outcomesSummary(tags, 'tag', days)}>
        {tags.length > 0 ? <OutcomeBars groups={tags} /> : <p className="muted">{m.patterns_tag_hint()}</p>}
      </PatternChart>
    </>
  );
}

/** The patterns page's content (issue 27 §3): a range, the charts with their summaries, and the cards that keep returning. */
export function PatternsView() {
  const [days, setDays] = useState<PatternRangeDays>(null);
  const query = usePatterns(days);
  const patterns = useInPageLanguage(query.data);
  return (
    <>
      <div className="patterns-toolbar">
        <RangeSwitch options={PATTERN_RANGES_DAYS} value={days} label={rangeLabel} onChange={setDays} />
        {patterns && (
          <p className="muted patterns-range-text" aria-live="polite" data-testid="patterns-range">
            <Link href={journalIn(patterns.days)}>
              {m.patterns_range_summary({ readings: readingsText(patterns.readings), cards: cardsText(patterns.cards), range: rangeText(patterns.days) })}
            </Link>
          </p>
        )}
      </div>
      {query.isError && (
        <p className="error-text" role="alert">
          {patterns ? m.patterns_update_failed() : m.patterns_load_failed()}
        </p>
      )}
      {!patterns && query.isPending && <p className="muted">{m.patterns_loading()}</p>}
      {patterns && patterns.readings === 0 && patterns.days === null ? (
        <section className="panel patterns-empty">
          <h2>{m.patterns_empty_title()}</h2>
          <p>{m.patterns_empty_text()}</p>
          <Link href={paths.ask} className="button button-primary">
            {m.journal_page_ask()}
          </Link>
        </section>
      ) : (
        patterns && (
          <div className="patterns-charts" aria-busy={query.isPlaceholderData || undefined}>
            {patterns.readings === 0 ? <p className="muted">{m.patterns_no_readings({ range: rangeText(patterns.days) })}</p> : <Charts patterns={patterns} />}
            <ReturningCards patterns={patterns} />
          </div>
        )
      )}
    </>
  );
}
