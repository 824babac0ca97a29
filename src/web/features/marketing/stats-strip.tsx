// The marketing figures exactly as the spec gives them (product-spec.md §1).
const STATS = [
  { figure: '10,000+', label: 'Readings given' },
  { figure: '95%', label: 'Accuracy rating' },
  { figure: '100%', label: 'Private' },
] as const;

export function StatsStrip() {
  return (
    <section className="mk-stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="visually-hidden">
        Tarot Insights in numbers
      </h2>
      <ul className="mk-stats-list">
        {STATS.map((stat) => (
          <li key={stat.label} className="mk-stat">
            <span className="mk-stat-figure">{stat.figure}</span>
            <span className="mk-stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
