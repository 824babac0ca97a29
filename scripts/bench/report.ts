// Tables for the console and for .bench/latest.md. A target is shown next to its figure with ✓ or ✗;
// nothing here fails a run.

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  /** Lines printed under the table (targets, caveats). */
  notes?: string[];
}

export interface Section {
  title: string;
  tables: Table[];
  notes: string[];
  /** Preformatted text (query plans), shown in the Markdown only, in a collapsed block. */
  details?: { title: string; text: string }[];
  /** Set when the benchmark itself broke (not when a target was missed). */
  error?: string;
}

const PASS = '✓';
const FAIL = '✗';

export function mark(ok: boolean): string {
  return ok ? PASS : FAIL;
}

/** A figure followed by ✓/✗, e.g. "3,412 ✓". */
export function withMark(text: string, ok: boolean): string {
  return `${text} ${mark(ok)}`;
}

export function int(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function fixed(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Display width: the check marks and most symbols count as one column. */
function width(text: string): number {
  return [...text].length;
}

function pad(text: string, size: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
}

/** Numbers (and figures with a mark) are right-aligned, words left-aligned. */
function isNumeric(text: string): boolean {
  return /^[-+~≤≥<>]?\s?[\d.,]+/.test(text.trim());
}

function tableToText(table: Table): string {
  const widths = table.columns.map((column, index) => Math.max(width(column), ...table.rows.map((row) => width(row[index] ?? ''))));
  const line = (cells: string[], header = false) => cells.map((cell, index) => pad(cell, widths[index] ?? 0, !header && isNumeric(cell))).join('  ');
  const out = [table.title, line(table.columns, true), widths.map((size) => '─'.repeat(size)).join('  '), ...table.rows.map((row) => line(row))];
  for (const note of table.notes ?? []) out.push(`  ${note}`);
  return out.join('\n');
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function tableToMarkdown(table: Table): string {
  const out = [
    `#### ${table.title}`,
    '',
    `| ${table.columns.map(escapeCell).join(' | ')} |`,
    `| ${table.columns.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...table.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
  if (table.notes?.length) out.push('', ...table.notes.map((note) => `- ${note}`));
  return out.join('\n');
}

export function sectionToText(section: Section): string {
  const out = [`\n=== ${section.title} ===`];
  if (section.error) out.push(`Benchmark failed: ${section.error}`);
  for (const table of section.tables) out.push('', tableToText(table));
  if (section.notes.length) out.push('', ...section.notes.map((note) => `• ${note}`));
  return out.join('\n');
}

export function sectionToMarkdown(section: Section): string {
  const out = [`## ${section.title}`];
  if (section.error) out.push('', `**Benchmark failed:** ${section.error}`);
  for (const table of section.tables) out.push('', tableToMarkdown(table));
  if (section.notes.length) out.push('', ...section.notes.map((note) => `- ${note}`));
  for (const detail of section.details ?? []) {
    out.push('', `<details><summary>${detail.title}</summary>`, '', '```', detail.text, '```', '', '</details>');
  }
  return out.join('\n');
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}
