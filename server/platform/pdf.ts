import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * The portal's PDF writer: A4 pages, a title band, label/value rows that wrap and break across
 * pages, and a footer (the trial notice, page numbers). Chinese needs a CJK font: PDF_FONT names
 * one, else Debian's fonts-droid-fallback is used. Without either, text outside Latin-1 prints as
 * "?" and the document says why, instead of failing.
 */
const FONT_CANDIDATES = ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];

let fontFile: Promise<Uint8Array | null> | undefined;

/** The CJK font's bytes, read once; null when the machine has none. */
export function cjkFont(): Promise<Uint8Array | null> {
  fontFile ??= (async () => {
    const path = [process.env.PDF_FONT, ...FONT_CANDIDATES].find((p): p is string => !!p && existsSync(p));
    return path ? new Uint8Array(await readFile(path)) : null;
  })();
  return fontFile;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const BAND = rgb(0.05, 0.22, 0.32);
const RULE = rgb(0.86, 0.88, 0.9);

export interface PdfOptions {
  title: string;
  subtitle?: string;
  /** Printed at the foot of every page (the trial notice). */
  notice?: string;
  /** Left of the page number on every page, e.g. when it was generated. */
  footer?: string;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private readonly latinSet: Set<number>;
  /** Everything Helvetica cannot draw (Chinese), once embedded. */
  private cjk: PDFFont | null = null;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly latin: { regular: PDFFont; bold: PDFFont },
    /** The CJK font file, embedded on first need: a document without Chinese stays a few kB. */
    private readonly cjkBytes: Uint8Array | null,
    private readonly opts: PdfOptions,
  ) {
    this.latinSet = new Set(latin.regular.getCharacterSet());
  }

  static async create(opts: PdfOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(opts.title);
    doc.setProducer('Berth');
    doc.setCreationDate(new Date());
    const bytes = await cjkFont();
    // Latin text in the standard Helvetica (nothing to embed); the CJK font only for what Helvetica lacks.
    const latin = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    const writer = new PdfWriter(doc, latin, bytes, opts);
    await writer.prepare([opts.title, opts.subtitle, opts.notice, opts.footer]);
    writer.newPage();
    if (!bytes)
      await writer.paragraph(
        'No CJK font is installed on the server (set PDF_FONT or install fonts-droid-fallback): Chinese text prints as "?".',
        MUTED,
      );
    return writer;
  }

  /** Embeds the CJK font when some text needs it. Every public method calls it before measuring. */
  private async prepare(texts: (string | undefined)[]): Promise<void> {
    if (this.cjk || !this.cjkBytes) return;
    if (!texts.some((t) => t && [...t].some((ch) => ch !== '\n' && !this.latinSet.has(ch.codePointAt(0)!)))) return;
    this.doc.registerFontkit(fontkit);
    // The whole font, not a subset: subsetting this CJK font drops glyphs (STACK.md; the PDF test renders to catch it).
    this.cjk = await this.doc.embedFont(this.cjkBytes, { subset: false });
  }

  /** Text the fonts can draw: control characters become spaces, and without a CJK font what Helvetica lacks becomes "?". */
  private printable(text: string): string {
    const plain = text.replace(/[\r\t]/g, ' ');
    return this.cjkBytes
      ? plain
      : [...plain].map((ch) => (ch === '\n' || this.latinSet.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  /** The text cut into runs of one font each. */
  private runs(text: string, bold: boolean): { text: string; font: PDFFont }[] {
    const latin = bold ? this.latin.bold : this.latin.regular;
    const out: { text: string; font: PDFFont }[] = [];
    for (const ch of text) {
      const font = this.cjk && !this.latinSet.has(ch.codePointAt(0)!) ? this.cjk : latin;
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += ch;
      else out.push({ text: ch, font });
    }
    return out;
  }

  private width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  private draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; color: RGB; bold?: boolean },
  ): void {
    let x = at.x;
    for (const run of this.runs(text, at.bold ?? false)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    const first = this.pages.length === 1;
    const band = first ? 78 : 36;
    this.page.drawRectangle({ x: 0, y: A4.height - band, width: A4.width, height: band, color: BAND });
    this.draw(this.page, this.printable(this.opts.title), {
      x: MARGIN,
      y: A4.height - (first ? 38 : 24),
      size: first ? 18 : 11,
      bold: true,
      color: rgb(1, 1, 1),
    });
    if (first && this.opts.subtitle) {
      this.draw(this.page, this.printable(this.opts.subtitle), {
        x: MARGIN,
        y: A4.height - 60,
        size: 10,
        color: rgb(0.85, 0.9, 0.95),
      });
    }
    this.y = A4.height - band - 24;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN + 40) this.newPage();
  }

  /** Lines of at most `width` points, breaking at spaces, or anywhere in text without spaces (Chinese). */
  private wrap(text: string, size: number, width: number, bold = false): string[] {
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

  async heading(text: string): Promise<void> {
    await this.prepare([text]);
    this.room(36);
    this.y -= 8;
    this.draw(this.page, this.printable(text), { x: MARGIN, y: this.y, size: 12, bold: true, color: BAND });
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 1,
      color: BAND,
    });
    this.y -= 16;
  }

  async paragraph(text: string, color = INK): Promise<void> {
    await this.prepare([text]);
    for (const line of this.wrap(text, 9, A4.width - 2 * MARGIN)) {
      this.room(14);
      this.draw(this.page, line, { x: MARGIN, y: this.y, size: 9, color });
      this.y -= 13;
    }
    this.y -= 6;
  }

  /** Label/value rows; a label may carry a second language on its own line. */
  async rows(rows: [label: string, value: string][]): Promise<void> {
    await this.prepare(rows.flat());
    const labelWidth = 170;
    const valueWidth = A4.width - 2 * MARGIN - labelWidth - 12;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, 8.5, labelWidth);
      const valueLines = this.wrap(value || '–', 10, valueWidth);
      const height = Math.max(labelLines.length * 11, valueLines.length * 13) + 8;
      this.room(height);
      labelLines.forEach((l, i) => this.draw(this.page, l, { x: MARGIN, y: this.y - i * 11, size: 8.5, color: MUTED }));
      valueLines.forEach((l, i) =>
        this.draw(this.page, l, { x: MARGIN + labelWidth + 12, y: this.y - i * 13, size: 10, color: INK }),
      );
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 10 },
        end: { x: A4.width - MARGIN, y: this.y + 10 },
        thickness: 0.5,
        color: RULE,
      });
    }
    this.y -= 6;
  }

  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      let y = 28;
      this.draw(page, `${i + 1} / ${total}`, { x: A4.width - MARGIN - 30, y, size: 8, color: MUTED });
      if (this.opts.footer) this.draw(page, this.printable(this.opts.footer), { x: MARGIN, y, size: 8, color: MUTED });
      for (const line of this.opts.notice
        ? this.wrap(this.opts.notice, 8, A4.width - 2 * MARGIN, true).reverse()
        : []) {
        y += 12;
        this.draw(page, line, { x: MARGIN, y, size: 8, bold: true, color: rgb(0.7, 0.2, 0.1) });
      }
    });
    return this.doc.save();
  }
}
