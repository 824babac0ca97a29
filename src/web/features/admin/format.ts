// How the console writes its figures: whole numbers grouped, money in dollars, days as UTC dates.

const COUNT = new Intl.NumberFormat('en-US');
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Token counts run to millions: 1.2M on an axis, the exact figure in the table. */
export function formatCompact(value: number): string {
  return COMPACT.format(value);
}

export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/**
 * The estimated model cost is fractional cents: under a dollar, four decimals of a dollar so a
 * small figure does not read as $0.00.
 */
export function formatCostCents(cents: number): string {
  if (cents === 0 || cents >= 100) return formatCents(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(cents / 100);
}

/** A rate from 0 to 1. */
export function formatRate(rate: number): string {
  return PERCENT.format(rate);
}

/** A 'YYYY-MM-DD' day as "Nov 24" (UTC, as the server counts days). */
export function formatDay(day: string, options: { withYear?: boolean } = {}): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(options.withYear ? { year: 'numeric' } : {}),
  });
}

/** An ISO timestamp as date and time in the admin's own time zone. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A credit change with its sign: "+5", "−3" (a true minus sign). */
export function formatDelta(delta: number): string {
  return delta > 0 ? `+${formatCount(delta)}` : `−${formatCount(-delta)}`;
}
