import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { spreadsheetText } from '../../../contract/spreadsheet.js';
import { DAY } from '../../../contract/time.js';

/**
 * A streaming .xlsx writer of our own: each sheet's XML goes straight into a zip entry (archiver,
 * which exceljs itself uses), row by row, waiting for the reader; nothing of a row stays once it is
 * written, so memory stays flat however many rows (exceljs' streaming writer grows about 0.2 KB a
 * row: docs/decisions.md). It writes what the exports need and no more: numbers, text, dates in
 * the terminal's wall time, a few number formats, bold rows, column widths and a frozen header.
 * Text that looks like a formula gets a leading apostrophe, as the CSV export does: it stays text
 * when someone edits the cell (CSV injection); numbers stay numbers.
 */

/** Number formats by name; the id is the style's numFmtId (built-in below 164). */
const FORMATS = {
  general: { id: 0 },
  date: { id: 164, code: 'dd/mm/yyyy hh:mm' },
  tonnes: { id: 165, code: '#,##0.000' },
  decimal3: { id: 166, code: '0.000' },
  decimal2: { id: 2 },
  money: { id: 4 },
} as const;
type CellFormat = keyof typeof FORMATS;
const FORMAT_NAMES = Object.keys(FORMATS) as CellFormat[];

interface XlsxColumn {
  header: string;
  width: number;
  format?: CellFormat;
}
type CellValue = string | number | Date | null | undefined;

const escape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // A bare carriage return would be read back as a line feed (XML's end-of-line rule).
    .replace(/\r/g, '&#13;')
    // Characters XML 1.0 does not allow.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** A, B, … Z, AA, AB, … */
export function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** The style index of a format, bold or not: two cell formats per number format. */
const styleOf = (format: CellFormat, bold: boolean) => FORMAT_NAMES.indexOf(format) * 2 + (bold ? 1 : 0);
/** A date as Excel keeps it: days since 1899-12-30 (the date already in wall time, read as UTC). */
const serial = (d: Date) => d.getTime() / DAY + 25_569;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

function stylesXml(): string {
  const custom = FORMAT_NAMES.map((n) => FORMATS[n]).filter((f): f is typeof f & { code: string } => 'code' in f);
  const xfs = FORMAT_NAMES.flatMap((n) =>
    [0, 1].map(
      (bold) =>
        `<xf numFmtId="${FORMATS[n].id}" fontId="${bold}" fillId="0" borderId="0" xfId="0"${FORMATS[n].id ? ' applyNumberFormat="1"' : ''}${bold ? ' applyFont="1"' : ''}/>`,
    ),
  );
  return `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="${custom.length}">${custom
    .map((f) => `<numFmt numFmtId="${f.id}" formatCode="${escape(f.code)}"/>`)
    .join(
      '',
    )}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs></styleSheet>`;
}

/** Until the sheet has room again or the answer is gone; the listeners go with it (a row waits often). */
function drainOrClose(body: PassThrough, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      body.off('drain', done);
      out.off('close', done);
      resolve();
    };
    body.once('drain', done);
    out.once('close', done);
  });
}

const CHUNK = 65_536;

class XlsxSheet {
  private row = 0;
  private pending = '';
  constructor(
    private readonly body: PassThrough,
    private readonly columns: XlsxColumn[],
    private readonly out: PassThrough,
  ) {
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    body.write(
      `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`,
    );
  }

  /** One row, in the columns' order; false when the reader has gone and nothing more should be written. */
  async add(values: CellValue[], opts: { bold?: boolean; header?: boolean } = {}): Promise<boolean> {
    const r = ++this.row;
    const cells = values.map((v, i) => {
      if (v === null || v === undefined || v === '') return '';
      const ref = `${columnName(i)}${r}`;
      const format = opts.header ? 'general' : (this.columns[i]?.format ?? 'general');
      const s = styleOf(typeof v === 'string' ? 'general' : format, !!opts.bold);
      const style = s ? ` s="${s}"` : '';
      if (typeof v === 'string') return `<c r="${ref}"${style} t="str"><v>${escape(spreadsheetText(v))}</v></c>`;
      const n = v instanceof Date ? serial(v) : v;
      return Number.isFinite(n) ? `<c r="${ref}"${style}><v>${n}</v></c>` : '';
    });
    // Rows go to the zip in chunks of about 64 kB: one write per row costs more than the row.
    this.pending += `<row r="${r}">${cells.join('')}</row>`;
    if (this.pending.length < CHUNK) return !this.out.destroyed;
    return this.flush();
  }

  private async flush(): Promise<boolean> {
    const chunk = this.pending;
    this.pending = '';
    if (chunk && !this.body.write(chunk))
      while (this.body.writableNeedDrain && !this.out.destroyed) await drainOrClose(this.body, this.out);
    return !this.out.destroyed;
  }

  /** The header row, bold. */
  header(): Promise<boolean> {
    return this.add(
      this.columns.map((c) => c.header),
      { bold: true, header: true },
    );
  }

  async end(): Promise<void> {
    await this.flush();
    this.body.end('</sheetData></worksheet>');
  }
}

class XlsxStream {
  readonly out = new PassThrough();
  private readonly zip = archiver('zip', { zlib: { level: 6 } });
  private readonly names: string[] = [];

  constructor() {
    this.zip.on('error', (err) => this.out.destroy(err));
    this.zip.pipe(this.out);
  }

  /** A new sheet, its header row written; the sheet before it must have ended. */
  async sheet(name: string, columns: XlsxColumn[]): Promise<XlsxSheet> {
    this.names.push(name.slice(0, 31));
    const body = new PassThrough();
    this.zip.append(body, { name: `xl/worksheets/sheet${this.names.length}.xml` });
    const sheet = new XlsxSheet(body, columns, this.out);
    await sheet.header();
    return sheet;
  }

  abort(): void {
    this.zip.abort();
  }

  /** The workbook's parts around the sheets, then the end of the zip. */
  async finish(): Promise<void> {
    const sheets = this.names.map((_, i) => i + 1);
    const parts: [string, string][] = [
      [
        '[Content_Types].xml',
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${TYPE}.package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/>${sheets
          .map(
            (i) =>
              `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>`,
          )
          .join('')}<Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/></Types>`,
      ],
      [
        '_rels/.rels',
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ],
      [
        'xl/workbook.xml',
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${this.names
          .map((n, i) => `<sheet name="${escape(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`,
      ],
      [
        'xl/_rels/workbook.xml.rels',
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
          .map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`)
          .join(
            '',
          )}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
      ],
      ['xl/styles.xml', stylesXml()],
    ];
    for (const [name, text] of parts) this.zip.append(text, { name });
    await this.zip.finalize();
  }
}

/** Runs `write` into a new workbook; the answer is the zip as it is made, destroyed on a failure. */
export function xlsxStream(write: (book: XlsxStream) => Promise<void>): Readable {
  const book = new XlsxStream();
  write(book)
    // The reader went away (a closed tab): the zip is dropped, not finished.
    .then(() => (book.out.destroyed ? book.abort() : book.finish()))
    .catch((err: unknown) => book.out.destroy(err instanceof Error ? err : new Error(String(err))));
  return book.out;
}
