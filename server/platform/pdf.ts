import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DecodedPng } from './pictures.js';

/**
 * The portal's PDF writer (pdfkit, which subsets embedded fonts correctly: a Chinese document
 * carries only the glyphs it draws, docs/decisions.md): A4 pages, a title band, label/value rows,
 * tables, images, and a footer on every page (the trial notice, page numbers). Latin text is set
 * in the standard Helvetica; everything else in a CJK font: PDF_FONT names one, else Debian's
 * fonts-droid-fallback. Without either, text outside Latin-1 prints as "?" and the document says why.
 */
const FONT_CANDIDATES = ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];

/** A handwriting face for typed signatures (Dancing Script, OFL, from @fontsource): Latin only. */
const HAND_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff',
);

/** The CJK font's path, or null when the machine has none. */
export function cjkFontPath(): string | null {
  return [process.env.PDF_FONT, ...FONT_CANDIDATES].find((p): p is string => !!p && existsSync(p)) ?? null;
}

/** What Helvetica draws in pdfkit's WinAnsi encoding: ASCII, Latin-1 and the few extras of cp1252. */
const WIN_ANSI = new Set<number>([
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[0x20ac, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x17d],
  ...[0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x17e, 0x178],
]);

/** Text Helvetica draws whole (ASCII and Latin-1 without control characters): measured in one call. */
const LATIN_ONLY = /^[\x20-\x7e\xa0-\xff]*$/;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = '#1a1f29';
export const MUTED = '#6b7380';
export const BAND = '#0d3852';
const RULE = '#dbe0e6';
const WARN = '#b3331a';
/** Room kept at the foot of each page for the footer and the trial notice. */
const FOOT = 64;

export interface PdfOptions {
  title: string;
  subtitle?: string;
  /** Printed at the foot of every page (the trial notice). */
  notice?: string;
  /** Left of the page number on every page, e.g. when it was generated. */
  footer?: string;
  /** Top right of the first page's band: the document's number and a QR code of its verify address (its modules, drawn as vectors). */
  badge?: { number: string; qr?: boolean[][] };
}

export interface Column {
  label: string;
  /** Share of the line's width. */
  width: number;
  align?: 'left' | 'right';
}

type Font = 'Helvetica' | 'Helvetica-Bold' | 'cjk' | 'hand';
/** How a run of Latin text is set: plain, bold, or handwritten (a typed signature). */
type Face = 'regular' | 'bold' | 'hand';

export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly bytes: Promise<Buffer>;
  /** Top of the space left on the current page, from the top edge. */
  y = 0;

  private constructor(
    private readonly opts: PdfOptions,
    private readonly cjk: string | null,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      info: { Title: opts.title, Producer: 'Berth', Creator: 'Berth' },
    });
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    if (cjk) this.doc.registerFont('cjk', cjk);
    this.doc.registerFont('hand', HAND_FONT);
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

  /** Text the fonts can draw: control characters become spaces; without a CJK font what Helvetica lacks becomes "?". */
  private printable(text: string): string {
    const plain = text.replace(/[\r\t]/g, ' ');
    return this.cjk
      ? plain
      : [...plain].map((ch) => (ch === '\n' || WIN_ANSI.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  /** The text cut into runs of one font each. */
  private runs(text: string, face: Face): { text: string; font: Font }[] {
    const latin: Font = face === 'hand' ? 'hand' : face === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
    const out: { text: string; font: Font }[] = [];
    for (const ch of text) {
      const font: Font = this.cjk && !WIN_ANSI.has(ch.codePointAt(0)!) ? 'cjk' : latin;
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += ch;
      else out.push({ text: ch, font });
    }
    return out;
  }

  width(text: string, size: number, bold = false, face: Face = bold ? 'bold' : 'regular'): number {
    if (face !== 'hand' && LATIN_ONLY.test(text))
      return this.doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .widthOfString(text);
    return this.runs(this.printable(text), face).reduce(
      (sum, r) => sum + this.doc.font(r.font).fontSize(size).widthOfString(r.text),
      0,
    );
  }

  /** One line of text at (x, y), y being the top of the line. */
  draw(text: string, at: { x: number; y: number; size: number; color?: string; bold?: boolean; hand?: boolean }): void {
    let x = at.x;
    this.doc.fillColor(at.color ?? INK);
    for (const run of this.runs(this.printable(text), at.hand ? 'hand' : at.bold ? 'bold' : 'regular')) {
      // On a shared baseline: Helvetica and the CJK font have different ascents.
      this.doc
        .font(run.font)
        .fontSize(at.size)
        .text(run.text, x, at.y + at.size * 0.82, { lineBreak: false, baseline: 'alphabetic' });
      x += this.doc.widthOfString(run.text);
    }
  }

  /** Lines of at most `width` points, breaking at spaces, or anywhere in text without spaces (Chinese). */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    // Most cells fit on one line: measured once.
    if (!text.includes('\n') && this.width(text, size, bold) <= width) return [this.printable(text)];
    const lines: string[] = [];
    for (const paragraph of this.printable(text).split('\n')) {
      let line = '';
      for (const piece of paragraph.match(/\S+\s*|\s+/g) ?? ['']) {
        if (this.width(line + piece, size, bold) <= width) {
          line += piece;
          continue;
        }
        if (line) lines.push(line.trimEnd());
        line = '';
        for (const ch of piece) {
          if (this.width(line + ch, size, bold) > width && line) {
            lines.push(line);
            line = '';
          }
          line += ch;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
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
   * bold. Widths are shares of the line.
   */
  table(columns: Column[], rows: string[][], totals?: string[]): void {
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
    const all = totals ? [...rows, totals] : rows;
    all.forEach((row, index) => {
      const bold = totals !== undefined && index === all.length - 1;
      const cells = cellLines(row, bold, bold ? '' : '–');
      const height = Math.max(...cells.map((c) => c.length)) * line + 6;
      if (this.y + height > A4.height - FOOT) {
        this.newPage();
        header();
      }
      drawRow(cells, bold);
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
