import { useState } from 'react';
import { ADMIN_DASHBOARD_DAYS, ADMIN_DASHBOARD_DEFAULT_DAYS, type AdminDashboardDays } from '../../../shared/constants.ts';
import type { AdminDashboard } from '../../../shared/schemas/admin.ts';
import { BarChart } from './bar-chart.tsx';
import { useDashboard } from './dashboard-query.ts';
import { DailyTable, RevenueByProductTable } from './dashboard-tables.tsx';
import { formatCents, formatCompact, formatCostCents, formatCount, formatDay, formatRate } from './format.ts';

const DAILY_TABLE_ID = 'admin-daily-table';

function RangeSwitch({ days, onChange }: { days: AdminDashboardDays; onChange: (days: AdminDashboardDays) => void }) {
  return (
    <div className="admin-range" role="group" aria-label="Range">
      {ADMIN_DASHBOARD_DAYS.map((option) => (
        <button key={option} type="button" className="admin-range-option" aria-pressed={option === days} onClick={() => onChange(option)}>
          {option} days
        </button>
      ))}
    </div>
  );
}

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

function Charts({ dashboard }: { dashboard: AdminDashboard }) {
  const days = dashboard.series.map((day) => day.date);
  const values = (key: Exclude<keyof AdminDashboard['series'][number], 'date'>) => dashboard.series.map((day) => day[key]);
  return (
    <div className="admin-charts">
      <BarChart title="Sign-ups" days={days} series={[{ label: 'New accounts', values: values('signups') }]} format={formatCount} tableId={DAILY_TABLE_ID} />
      <BarChart
        title="Readings"
        days={days}
        series={[
          { label: 'Signed-in readings', values: values('readings') },
          { label: 'Visitor previews', values: values('visitorReadings') },
        ]}
        format={formatCount}
        tableId={DAILY_TABLE_ID}
      />
      <BarChart title="Follow-ups" days={days} series={[{ label: 'Follow-up questions', values: values('followUps') }]} format={formatCount} tableId={DAILY_TABLE_ID} />
      <BarChart
        title="Revenue"
        days={days}
        series={[
          { label: 'Revenue', values: values('revenueCents') },
          { label: 'Refunds', values: values('refundsCents') },
        ]}
        mode="overlay"
        secondTone="rose"
        format={formatCents}
        tableId={DAILY_TABLE_ID}
      />
      <BarChart
        title="Model calls"
        days={days}
        series={[
          { label: 'Calls', values: values('modelCalls') },
          { label: 'Failures', values: values('modelFailures') },
        ]}
        mode="overlay"
        secondTone="rose"
        format={formatCount}
        tableId={DAILY_TABLE_ID}
      />
      <BarChart
        title="Tokens"
        days={days}
        series={[
          { label: 'Tokens in', values: values('tokensIn') },
          { label: 'Tokens out', values: values('tokensOut') },
        ]}
        format={formatCompact}
        tableId={DAILY_TABLE_ID}
      />
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
        <RangeSwitch days={days} onChange={setDays} />
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
            <DailyTable dashboard={data} id={DAILY_TABLE_ID} />
          </div>
        </div>
      )}
    </section>
  );
}
