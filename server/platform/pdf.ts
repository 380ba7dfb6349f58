import PDFDocument from 'pdfkit';
import type { DecodedPng } from './pictures.js';
import { A4, BAND, FOOT, INK, MARGIN, MUTED, RULE, WARN } from './pdfStyle.js';
import { cjkFontPath, PdfText } from './pdfText.js';

/**
 * The portal's PDF writer (pdfkit, which subsets embedded fonts correctly: a Chinese document
 * carries only the glyphs it draws, docs/decisions.md): A4 pages, a title band, label/value rows,
 * tables, images, and a footer on every page (the trial notice, page numbers). Text is set as
 * pdfText.ts says.
 */
interface PdfOptions {
  title: string;
  subtitle?: string;
  /** Printed at the foot of every page (the trial notice). */
  notice?: string;
  /** Left of the page number on every page, e.g. when it was generated. */
  footer?: string;
  /** Top right of the first page's band: the document's number and a QR code of its verify address (its modules, drawn as vectors). */
  badge?: { number: string; qr?: boolean[][] };
}

interface Column {
  label: string;
  /** Share of the line's width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table row: its cells, or its cells with a style (PdfWriter.table). */
export type TableRow = string[] | { cells: string[]; muted?: boolean; strike?: number };

export class PdfWriter extends PdfText {
  private readonly bytes: Promise<Buffer>;
  /** Top of the space left on the current page, from the top edge. */
  y = 0;

  private constructor(
    private readonly opts: PdfOptions,
    cjk: string | null,
  ) {
    super(
      new PDFDocument({
        size: 'A4',
        margin: 0,
        bufferPages: true,
        autoFirstPage: false,
        info: { Title: opts.title, Producer: 'Berth', Creator: 'Berth' },
      }),
      cjk,
    );
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  static create(opts: PdfOptions): PdfWriter {
    const cjk = cjkFontPath();
    const writer = new PdfWriter(opts, cjk);
    writer.newPage();
    if (!cjk)
      writer.paragraph(
        'No CJK font is installed on the server (set PDF_FONT or install fonts-droid-fallback): Chinese text prints as "?".',
        MUTED,
      );
    return writer;
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  private newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    const first = this.doc.bufferedPageRange().count === 1;
    const band = first ? 78 : 36;
    this.doc.rect(0, 0, A4.width, band).fill(BAND);
    const badge = first ? this.opts.badge : undefined;
    const titleWidth = A4.width - 2 * MARGIN - (badge ? 150 : 0);
    const title = this.wrap(this.opts.title, first ? 18 : 11, titleWidth, true)[0] ?? '';
    this.draw(title, { x: MARGIN, y: first ? 22 : 13, size: first ? 18 : 11, bold: true, color: '#ffffff' });
    if (first && this.opts.subtitle) this.draw(this.opts.subtitle, { x: MARGIN, y: 50, size: 10, color: '#d9e6f2' });
    if (badge) {
      const qr = 62;
      const right = A4.width - MARGIN;
      if (badge.qr) {
        this.doc.rect(right - qr - 4, 4, qr + 8, qr + 8).fill('#ffffff');
        this.modules(badge.qr, right - qr, 8, qr);
      }
      const w = this.width(badge.number, 11, true);
      this.draw(badge.number, {
        x: right - (badge.qr ? qr + 12 : 0) - w,
        y: 30,
        size: 11,
        bold: true,
        color: '#ffffff',
      });
    }
    this.y = band + 20;
  }

  /** A QR code's dark modules as black rectangles, a row's neighbours joined into one. */
  private modules(rows: boolean[][], x: number, y: number, size: number): void {
    const cell = size / rows.length;
    rows.forEach((row, r) => {
      let start = -1;
      row.forEach((dark, c) => {
        if (dark && start < 0) start = c;
        if ((!dark || c === row.length - 1) && start >= 0) {
          const end = dark ? c + 1 : c;
          this.doc.rect(x + start * cell, y + r * cell, (end - start) * cell, cell);
          start = -1;
        }
      });
    });
    this.doc.fill('#000000');
  }

  /** Starts a new page unless `height` points still fit on this one. */
  room(height: number): void {
    if (this.y + height > A4.height - FOOT) this.newPage();
  }

  heading(text: string): void {
    this.room(40);
    this.y += 6;
    this.draw(text, { x: MARGIN, y: this.y, size: 12, bold: true, color: BAND });
    this.y += 17;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(A4.width - MARGIN, this.y)
      .lineWidth(1)
      .stroke(BAND);
    this.y += 10;
  }

  paragraph(text: string, color = INK, size = 9): void {
    for (const line of this.wrap(text, size, this.contentWidth)) {
      this.room(size + 5);
      this.draw(line, { x: MARGIN, y: this.y, size, color });
      this.y += size + 4;
    }
    this.y += 6;
  }

  /** Label/value rows; a label may carry a second language on its own line. */
  rows(rows: [label: string, value: string][]): void {
    const labelWidth = 170;
    const valueWidth = this.contentWidth - labelWidth - 12;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, 8.5, labelWidth);
      const valueLines = this.wrap(value || '–', 10, valueWidth);
      const height = Math.max(labelLines.length * 11, valueLines.length * 13) + 8;
      this.room(height);
      labelLines.forEach((l, i) => this.draw(l, { x: MARGIN, y: this.y + i * 11, size: 8.5, color: MUTED }));
      valueLines.forEach((l, i) => this.draw(l, { x: MARGIN + labelWidth + 12, y: this.y + i * 13, size: 10 }));
      this.y += height;
      this.rule(this.y - 4);
    }
    this.y += 6;
  }

  private rule(y: number): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(0.5)
      .stroke(RULE);
  }

  /**
   * A table whose header repeats on each page it runs onto; cells wrap; `totals` is a last row in
   * bold. Widths are shares of the line. A row given with a style is greyed (`muted`) and its first
   * `strike` cells struck through: a value a correction replaced, kept on the record.
   */
  table(columns: Column[], rows: TableRow[], totals?: string[]): void {
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);
    const size = 8;
    const line = size + 3;
    // An empty cell shows a dash; in the totals row it stays empty.
    const cellLines = (cells: string[], bold: boolean, blank = '–') =>
      cells.map((cell, i) => this.wrap(cell || blank, size, widths[i]! - 6, bold));
    const drawRow = (cells: string[][], bold: boolean, color = INK) => {
      let x = MARGIN;
      cells.forEach((lines, i) => {
        const right = columns[i]!.align === 'right';
        lines.forEach((l, j) => {
          const w = right ? this.width(l, size, bold) : 0;
          this.draw(l, { x: right ? x + widths[i]! - 3 - w : x + 3, y: this.y + j * line, size, bold, color });
        });
        x += widths[i]!;
      });
    };
    const header = () => {
      const cells = cellLines(
        columns.map((c) => c.label),
        true,
      );
      const height = Math.max(...cells.map((c) => c.length)) * line + 6;
      this.doc.rect(MARGIN, this.y - 3, this.contentWidth, height).fill('#eef2f6');
      drawRow(cells, true, BAND);
      this.y += height;
    };
    this.room(60);
    header();
    const all: TableRow[] = totals ? [...rows, totals] : rows;
    all.forEach((row, index) => {
      const { cells: texts, muted = false, strike = 0 } = Array.isArray(row) ? { cells: row } : row;
      const bold = totals !== undefined && index === all.length - 1;
      const cells = cellLines(texts, bold, bold ? '' : '–');
      const height = Math.max(...cells.map((c) => c.length)) * line + 6;
      if (this.y + height > A4.height - FOOT) {
        this.newPage();
        header();
      }
      drawRow(cells, bold, muted ? MUTED : INK);
      // Struck through: a line across each cell's first line of text, mid-height of its letters.
      let x = MARGIN;
      cells.slice(0, strike).forEach((lines, i) => {
        const w = this.width(lines[0]!, size);
        const left = columns[i]!.align === 'right' ? x + widths[i]! - 3 - w : x + 3;
        this.doc
          .moveTo(left - 1, this.y + size * 0.45)
          .lineTo(left + w + 1, this.y + size * 0.45)
          .lineWidth(0.7)
          .stroke(MUTED);
        x += widths[i]!;
      });
      this.y += height;
      this.rule(this.y - 3);
    });
    this.y += 10;
  }

  /**
   * A picture fitted into a box at (x, y); the page does not move on. Only a PNG we wrote from
   * pixels we decoded (pictures.ts): pdfkit's own PNG decoder throws inside a zlib callback on a
   * broken picture, which no handler catches.
   */
  image(bytes: DecodedPng, box: { x: number; y: number; width: number; height: number }): void {
    this.doc.image(bytes, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
  }

  /** Draws with pdfkit directly at the current position (signature blocks, the stamp). */
  get canvas(): PDFKit.PDFDocument {
    return this.doc;
  }

  save(): Promise<Buffer> {
    const { count } = this.doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(i);
      let y = A4.height - 36;
      this.draw(`${i + 1} / ${count}`, { x: A4.width - MARGIN - 30, y, size: 8, color: MUTED });
      if (this.opts.footer) this.draw(this.opts.footer, { x: MARGIN, y, size: 8, color: MUTED });
      for (const line of this.opts.notice ? this.wrap(this.opts.notice, 8, this.contentWidth, true).reverse() : []) {
        y -= 12;
        this.draw(line, { x: MARGIN, y, size: 8, bold: true, color: WARN });
      }
    }
    this.doc.end();
    return this.bytes;
  }
}
