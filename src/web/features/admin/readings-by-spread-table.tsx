import type { AdminDashboard } from '../../../shared/schemas/admin.ts';
import { formatCount } from './format.ts';
import { ScrollTable } from './scroll-table.tsx';

/**
 * Readings in the range by the spread they were drawn in (issue 26 §1). People's own spreads are
 * one row, so the console never shows the name someone gave their spread.
 */
export function ReadingsBySpreadTable({ dashboard }: { dashboard: AdminDashboard }) {
  const total = dashboard.readingsBySpread.reduce((sum, row) => sum + row.count, 0);
  return (
    <ScrollTable caption="Readings by spread" className="admin-products">
      <thead>
        <tr>
          <th scope="col">Spread</th>
          <th scope="col">Readings</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {dashboard.readingsBySpread.map((row) => (
          <tr key={row.spread} data-testid={`spread-${row.spread}`}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.count)}</td>
            <td>{total === 0 ? '–' : `${Math.round((row.count / total) * 100)}%`}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
