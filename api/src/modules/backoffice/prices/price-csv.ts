import { PRICE_EXPORT_COLUMNS } from 'shared-contracts';
import { type ExportRow } from './prices.repository';

// The prices export as CSV (RFC 4180): comma-separated, CRLF lines, a cell quoted when it holds
// a comma, a quote or a line break (its quotes doubled). A text cell a spreadsheet would take
// for a formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe:
// a product name never runs as a formula in the file's reader. A UTF-8 byte order mark first,
// so spreadsheets read the accents.

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text cell, guarded and quoted as needed. */
export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

export const csvHeader = (): string => BOM + line(PRICE_EXPORT_COLUMNS);

const eurosText = (cents: number) => (cents / 100).toFixed(2);

/** One product's line: euros with a decimal point, the last change in ISO 8601 UTC. */
export function csvLine(row: ExportRow): string {
  return line([
    String(row.id),
    csvText(row.name),
    eurosText(row.list_price_cents),
    String(row.discount_percent),
    eurosText(row.price_cents),
    String(row.stock),
    row.updated_at.toISOString(),
  ]);
}
