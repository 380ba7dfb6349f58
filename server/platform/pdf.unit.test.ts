import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfWriter, type TableRow } from './pdf.js';

/** The table's rows on a page of their own; the clock is frozen, as pdfkit stamps the file with it. */
async function tablePdf(rows: TableRow[]): Promise<Buffer> {
  const pdf = PdfWriter.create({ title: 'Table' });
  pdf.table(
    [
      { label: 'Time', width: 1 },
      { label: 'Event', width: 1 },
      { label: 'Tonnes', width: 1, align: 'right' },
    ],
    rows,
  );
  return pdf.save();
}

/** The drawing operators of every compressed stream, as text. */
function operators(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // Not a deflated stream (none here today): nothing to read.
    }
  }
  return out.join('\n');
}

const strokes = (ops: string) => ops.match(/[\d.]+ [\d.]+ m\n[\d.]+ [\d.]+ l\n0\.7 w\n/g) ?? [];

describe("the PDF writer's table rows", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('writes a row given without a style exactly as a plain row (existing tables are unchanged)', async () => {
    const plain = await tablePdf([['01:00', 'Arrived', '12.5']]);
    const styled = await tablePdf([{ cells: ['01:00', 'Arrived', '12.5'] }]);
    expect(styled.equals(plain)).toBe(true);
  });

  it('strikes through the first `strike` cells of a replaced row, and only those', async () => {
    expect(strokes(operators(await tablePdf([['01:00', 'Arrived', '12.5']])))).toHaveLength(0);
    const struck = await tablePdf([{ cells: ['01:00', 'Arrived', '12.5'], muted: true, strike: 2 }]);
    expect(strokes(operators(struck))).toHaveLength(2);
    const all = await tablePdf([{ cells: ['01:00', 'Arrived', '12.5'], muted: true, strike: 3 }]);
    expect(strokes(operators(all))).toHaveLength(3);
  });

  it("greys a muted row's text", async () => {
    // MUTED (#6b7380) as pdfkit sets a fill colour; the page number is drawn in it too.
    const greys = (pdf: Buffer) =>
      operators(pdf).match(/^0\.4196078\d* 0\.4509803\d* 0\.5019607\d* scn$/gm)?.length ?? 0;
    const plain = greys(await tablePdf([['01:00', 'Arrived', '12.5']]));
    expect(greys(await tablePdf([{ cells: ['01:00', 'Arrived', '12.5'], muted: true }]))).toBe(plain + 3);
  });
});
