/** A CSV cell: quoted when it holds a comma, quote or line break; formulas neutralised for spreadsheets. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  // A leading =, +, - or @ would run as a formula in Excel (CSV injection).
  if (/^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<R> {
  header: string;
  value: (record: R) => unknown;
}

/** The rows as CSV with a header line; a BOM lets Excel read Chinese text as UTF-8. */
export function toCsv<R>(records: R[], columns: CsvColumn<R>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const r of records) lines.push(columns.map((c) => csvCell(c.value(r))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
