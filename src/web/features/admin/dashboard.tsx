import { useState } from 'react';
import { ADMIN_DASHBOARD_DAYS, ADMIN_DASHBOARD_DEFAULT_DAYS, type AdminDashboardDays } from '../../../shared/constants.ts';
import type { AdminDashboard } from '../../../shared/schemas/admin.ts';
import { RangeSwitch } from '../../components/ui/range-switch.tsx';
import { BarChart } from './bar-chart.tsx';
import { useDashboard } from './dashboard-query.ts';
import { DailyTable, RevenueByProductTable } from './dashboard-tables.tsx';
import { ReadingsBySpreadTable } from './readings-by-spread-table.tsx';
import { formatCents, formatCompact, formatCostCents, formatCount, formatDay, formatRate } from './format.ts';

const DAILY_TABLE_ID = 'admin-daily-table';

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const { totals } = dashboard;
  const figures: [label: string, value: string, id: string][] = [
    ['Sign-ups', formatCount(totals.signups), 'signups'],
    ['Readings', formatCount(totals.readings), 'readings'],
    ['Visitor previews', formatCount(totals.visitorReadings), 'visitor-readings'],
    ['Follow-ups', formatCount(totals.followUps), 'follow-ups'],
    ['Revenue', formatCents(totals.revenueCents), 'revenue'],
    ['Refunds', formatCents(totals.refundsCents), 'refunds'],
    ['Active subscriptions', formatCount(dashboard.activeSubscriptions), 'active-subscriptions'],
    ['Model calls', formatCount(totals.modelCalls), 'model-calls'],
    ['Model failures', `${formatCount(totals.modelFailures)} (${formatRate(totals.modelFailureRate)})`, 'model-failures'],
    ['Tokens in / out', `${formatCompact(totals.tokensIn)} / ${formatCompact(totals.tokensOut)}`, 'tokens'],
    ['Estimated model cost', formatCostCents(totals.estimatedModelCostCents), 'model-cost'],
  ];
  return (
    <dl className="admin-figures">
      {figures.map(([label, value, id]) => (
        <div key={id} className="admin-figure" data-testid={`figure-${id}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type DayFigure = Exclude<keyof AdminDashboard['series'][number], 'date'>;

/** The charts, each one or two of the day table's columns. */
const CHARTS: ReadonlyArray<{
  title: string;
  series: ReadonlyArray<[label: string, figure: DayFigure]>;
  format: (value: number) => string;
  overlay?: boolean;
}> = [
  { title: 'Sign-ups', series: [['New accounts', 'signups']], format: formatCount },
  {
    title: 'Readings',
    series: [
      ['Signed-in readings', 'readings'],
      ['Visitor previews', 'visitorReadings'],
    ],
    format: formatCount,
  },
  { title: 'Follow-ups', series: [['Follow-up questions', 'followUps']], format: formatCount },
  // Overlaid, the second in rose: the part of the first that went wrong.
  {
    title: 'Revenue',
    series: [
      ['Revenue', 'revenueCents'],
      ['Refunds', 'refundsCents'],
    ],
    format: formatCents,
    overlay: true,
  },
  {
    title: 'Model calls',
    series: [
      ['Calls', 'modelCalls'],
      ['Failures', 'modelFailures'],
    ],
    format: formatCount,
    overlay: true,
  },
  {
    title: 'Tokens',
    series: [
      ['Tokens in', 'tokensIn'],
      ['Tokens out', 'tokensOut'],
    ],
    format: formatCompact,
  },
];

function Charts({ dashboard }: { dashboard: AdminDashboard }) {
  const days = dashboard.series.map((day) => day.date);
  return (
    <div className="admin-charts">
      {CHARTS.map((chart) => (
        <BarChart
          key={chart.title}
          title={chart.title}
          days={days}
          series={chart.series.map(([label, figure]) => ({ label, values: dashboard.series.map((day) => day[figure]) }))}
          {...(chart.overlay ? { mode: 'overlay', secondTone: 'rose' } : {})}
          format={chart.format}
          tableId={DAILY_TABLE_ID}
        />
      ))}
    </div>
  );
}

/** How the business is doing over the chosen range: figures, charts, and the tables behind them. */
export function Dashboard() {
  const [days, setDays] = useState<AdminDashboardDays>(ADMIN_DASHBOARD_DEFAULT_DAYS);
  const dashboard = useDashboard(days);
  const data = dashboard.data;
  const switching = dashboard.isPlaceholderData;
  return (
    <section className="admin-section" aria-labelledby="admin-dashboard-heading">
      <div className="admin-section-header">
        <h2 id="admin-dashboard-heading">Dashboard</h2>
        <RangeSwitch options={ADMIN_DASHBOARD_DAYS} value={days} label={(option) => `${option} days`} onChange={setDays} />
      </div>
      {dashboard.isError && (
        <p className="error-text" role="alert">
          {data ? 'These figures could not be brought up to date just now.' : 'The dashboard could not be loaded just now.'}
        </p>
      )}
      {!data && dashboard.isPending && <p className="muted">Loading the figures…</p>}
      {data && (
        <div className="admin-dashboard" aria-busy={switching || undefined}>
          <p className="muted admin-range-text" aria-live="polite" data-testid="dashboard-range">
            {data.days} days, {formatDay(data.from, { withYear: true })} to {formatDay(data.to, { withYear: true })} (UTC days)
          </p>
          <Figures dashboard={data} />
          <Charts dashboard={data} />
          <div className="admin-tables">
            <RevenueByProductTable dashboard={data} />
            <ReadingsBySpreadTable dashboard={data} />
            <DailyTable dashboard={data} id={DAILY_TABLE_ID} />
          </div>
        </div>
      )}
    </section>
  );
}
