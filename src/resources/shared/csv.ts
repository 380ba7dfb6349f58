import { DEFAULT_TIME_ZONE, formatTerminalDateTime } from '../../../contract/datetime';
import { spreadsheetText } from '../../../contract/spreadsheet';

/** A CSV cell: quoted when it holds a comma, quote or line break; formulas neutralised for spreadsheets. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  // A leading =, +, -, @, tab or carriage return would run as a formula in Excel (CSV injection).
  const safe = spreadsheetText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CsvColumn<R> {
  header: string;
  value: (record: R) => unknown;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The rows as CSV with a header line; a BOM lets Excel read Chinese text as UTF-8. Instants and
 * days are written as the screen shows them (dd/mm/yyyy HH:mm in the terminal's zone, dd/mm/yyyy),
 * not as UTC text.
 */
export function toCsv<R>(records: R[], columns: CsvColumn<R>[], timeZone: string = DEFAULT_TIME_ZONE): string {
  const shown = (v: string) =>
    INSTANT.test(v) ? formatTerminalDateTime(v, timeZone) : ISO_DAY.test(v) ? v.replace(ISO_DAY, '$3/$2/$1') : v;
  const cell = (v: unknown) => csvCell(typeof v === 'string' ? shown(v) : v);
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const r of records) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
