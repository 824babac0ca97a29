import type { AdminDashboard } from '../../../shared/schemas/admin.ts';
import { formatCents, formatCostCents, formatCount, formatDay, formatRate } from './format.ts';
import { ScrollTable } from './scroll-table.tsx';

/** Credit packs and the subscription: how many sold and for how much, with the subscriptions active now. */
export function RevenueByProductTable({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <ScrollTable caption="Revenue by product" className="admin-products">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Sales</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {dashboard.revenueByProduct.map((row) => (
          <tr key={row.product} data-testid={`product-${row.product}`}>
            <th scope="row">{row.label}</th>
            <td>{formatCount(row.count)}</td>
            <td>{formatCents(row.revenueCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Active subscriptions now</th>
          <td data-testid="active-subscriptions">{formatCount(dashboard.activeSubscriptions)}</td>
          <td />
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

// Non-breaking hyphens: a wrapping header breaks between words, never "Sign-/ups".
const COLUMNS = [
  'Sign\u2011ups',
  'Readings',
  'Previews',
  'Follow\u2011ups',
  'Revenue',
  'Refunds',
  'Model calls',
  'Failures',
  'Tokens in',
  'Tokens out',
] as const;

/** Every figure of the charts, one row per day, newest first, and the range's totals. */
export function DailyTable({ dashboard, id }: { dashboard: AdminDashboard; id: string }) {
  const { totals } = dashboard;
  const rows = [...dashboard.series].reverse();
  return (
    <ScrollTable caption="By day (UTC), newest first" id={id} className="admin-daily">
      <thead>
        <tr>
          <th scope="col">Day</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((day) => (
          <tr key={day.date} data-testid={`day-${day.date}`}>
            <th scope="row">
              <time dateTime={day.date}>{formatDay(day.date, { withYear: true })}</time>
            </th>
            <td>{formatCount(day.signups)}</td>
            <td>{formatCount(day.readings)}</td>
            <td>{formatCount(day.visitorReadings)}</td>
            <td>{formatCount(day.followUps)}</td>
            <td>{formatCents(day.revenueCents)}</td>
            <td>{formatCents(day.refundsCents)}</td>
            <td>{formatCount(day.modelCalls)}</td>
            <td>{formatCount(day.modelFailures)}</td>
            <td>{formatCount(day.tokensIn)}</td>
            <td>{formatCount(day.tokensOut)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="day-totals">
          <th scope="row">Total</th>
          <td>{formatCount(totals.signups)}</td>
          <td>{formatCount(totals.readings)}</td>
          <td>{formatCount(totals.visitorReadings)}</td>
          <td>{formatCount(totals.followUps)}</td>
          <td>{formatCents(totals.revenueCents)}</td>
          <td>{formatCents(totals.refundsCents)}</td>
          <td>{formatCount(totals.modelCalls)}</td>
          <td>
            {formatCount(totals.modelFailures)} ({formatRate(totals.modelFailureRate)})
          </td>
          <td>{formatCount(totals.tokensIn)}</td>
          <td>{formatCount(totals.tokensOut)}</td>
        </tr>
        <tr>
          <th scope="row">Estimated model cost</th>
          <td colSpan={COLUMNS.length} className="admin-cost" data-testid="estimated-cost">
            {formatCostCents(totals.estimatedModelCostCents)}
          </td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}
