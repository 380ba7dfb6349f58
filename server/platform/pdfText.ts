import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INK } from './pdfStyle.js';
import { woffToSfnt } from './woff.js';

/**
 * How the portal's PDFs set text: Latin in the standard Helvetica, everything else in a CJK font
 * (PDF_FONT names one, else Debian's fonts-droid-fallback). Without either, text outside Latin-1
 * prints as "?" and the document says why.
 */
const FONT_CANDIDATES = ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];

/** A handwriting face for typed signatures (Dancing Script, OFL, from @fontsource): Latin only. */
export const HAND_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff',
);
/** Unwrapped from its WOFF once per process (woff.ts: fontkit would inflate it again for every glyph). */
let handFont: Buffer | undefined;

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

type Font = 'Helvetica' | 'Helvetica-Bold' | 'cjk' | 'hand';
/** How a run of Latin text is set: plain, bold, or handwritten (a typed signature). */
type Face = 'regular' | 'bold' | 'hand';

/** Measuring, drawing and wrapping text in one font run after another, on a shared baseline. */
export class PdfText {
  protected constructor(
    protected readonly doc: PDFKit.PDFDocument,
    protected readonly cjk: string | null,
  ) {
    if (cjk) doc.registerFont('cjk', cjk);
    doc.registerFont('hand', (handFont ??= woffToSfnt(readFileSync(HAND_FONT))));
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
}
