import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';

const number = new Intl.NumberFormat(PAGE_LANGUAGE);
const percent = new Intl.NumberFormat(PAGE_LANGUAGE, { style: 'percent' });

// The marketing figures the spec gives (product-spec.md §1), written as the page's language writes numbers.
const STATS = [
  { key: 'readings', figure: () => m.welcome_stat_readings_figure({ count: number.format(10_000) }), label: m.welcome_stat_readings },
  { key: 'accuracy', figure: () => percent.format(0.95), label: m.welcome_stat_accuracy },
  { key: 'private', figure: () => percent.format(1), label: m.welcome_stat_private },
] as const;

export function StatsStrip() {
  return (
    <section className="mk-stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="visually-hidden">
        {m.welcome_stats_title()}
      </h2>
      <ul className="mk-stats-list">
        {STATS.map((stat) => (
          <li key={stat.key} className="mk-stat">
            <span className="mk-stat-figure">{stat.figure()}</span>
            <span className="mk-stat-label">{stat.label()}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
