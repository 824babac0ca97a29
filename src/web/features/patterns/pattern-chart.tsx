import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { OutcomeCounts } from '../../../shared/schemas/patterns.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { OUTCOME_SEGMENTS, outcomeLabel, readingsText, type OutcomeSegment } from './summaries.ts';

/**
 * A chart of the patterns page: its title, the summary that says in words what the bars show,
 * and the bars. The bars are for the eye (hidden from assistive technology); every figure is
 * also text, inside a link to the readings it came from.
 */
export function PatternChart({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="panel patterns-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="muted patterns-summary">{summary}</p>
      {children}
    </section>
  );
}

/** A bar as long as `value` of `max`, drawn in SVG units: no inline style to allow. */
function Bar({ value, max, tone = 'gold' }: { value: number; max: number; tone?: 'gold' | 'violet' }) {
  const length = max === 0 ? 0 : (value / max) * 100;
  return (
    <svg className="patterns-bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="patterns-bar-track" width={100} height={1} />
      <rect className={`patterns-bar-fill patterns-tone-${tone}`} width={length} height={1} />
    </svg>
  );
}

export interface RankedBar {
  key: string;
  label: string;
  value: number;
  /** The figure in words, beside the label: "3 times (1 reversed)". */
  valueText: string;
  /** The readings the figure came from. */
  href: string;
}

/** One row per item, longest bar for the largest value, each row a link to its readings. */
export function RankedBars({ bars, max, tone }: { bars: readonly RankedBar[]; max?: number; tone?: 'gold' | 'violet' }) {
  const top = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <ul className="patterns-bars">
      {bars.map((bar) => (
        <li key={bar.key}>
          <Link href={bar.href} className="patterns-row">
            <span className="patterns-row-label">{bar.label}</span>
            <span className="patterns-row-value">{bar.valueText}</span>
            <Bar value={bar.value} max={top} tone={tone} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface OutcomeGroup {
  key: string;
  name: string;
  readings: number;
  outcomes: OutcomeCounts;
  /** The group's readings. */
  href: string;
  /** Its readings with one outcome ('none': not answered yet). */
  hrefFor: (outcome: OutcomeSegment) => string;
}

/** A stacked bar per spread or tag, one segment per outcome; each outcome's count links to those readings. */
export function OutcomeBars({ groups }: { groups: readonly OutcomeGroup[] }) {
  return (
    <>
      <ul className="patterns-legend" aria-hidden="true">
        {OUTCOME_SEGMENTS.map((segment) => (
          <li key={segment}>
            <span className={`patterns-swatch patterns-outcome-${segment}`} />
            {outcomeLabel(segment)}
          </li>
        ))}
      </ul>
      <ul className="patterns-groups">
        {groups.map((group) => {
          const widths = OUTCOME_SEGMENTS.map((segment) => (group.readings === 0 ? 0 : (group.outcomes[segment] / group.readings) * 100));
          return (
            <li key={group.key} className="patterns-group">
              <Link href={group.href} className="patterns-group-name">
                <span>{group.name}</span>
                <span className="patterns-row-value">{readingsText(group.readings)}</span>
              </Link>
              <svg className="patterns-bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                {OUTCOME_SEGMENTS.map((segment, index) => (
                  <rect
                    key={segment}
                    className={`patterns-outcome-${segment}`}
                    x={widths.slice(0, index).reduce((sum, width) => sum + width, 0)}
                    width={widths[index] ?? 0}
                    height={1}
                  />
                ))}
              </svg>
              <ul className="patterns-outcome-links">
                {OUTCOME_SEGMENTS.filter((segment) => group.outcomes[segment] > 0).map((segment) => (
                  <li key={segment}>
                    <Link href={group.hrefFor(segment)}>{m.patterns_outcome_link({ outcome: outcomeLabel(segment), count: group.outcomes[segment] })}</Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
