import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { HAND_FONT } from './pdfText.js';
import { woffToSfnt } from './woff.js';

/** A PDF setting `text` in `font`, and the width pdfkit measured. */
async function setIn(font: string | Buffer, text: string) {
  const doc = new PDFDocument({ info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('hand', font);
  doc.font('hand').fontSize(20);
  const width = doc.widthOfString(text);
  doc.text(text);
  doc.end();
  return { width, pdf: (await done).toString('latin1') };
}

describe('woffToSfnt', () => {
  it('unwraps the signature face: the same widths and the same embedded glyphs as the WOFF', async () => {
    const woff = readFileSync(HAND_FONT);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    // The WOFF's header says how long the font it wraps is.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const text = 'Rahman Ismail — Harbour Star 1';
    const [fromWoff, fromSfnt] = await Promise.all([setIn(HAND_FONT, text), setIn(sfnt, text)]);
    expect(fromSfnt.width).toBeGreaterThan(100);
    expect(fromSfnt.width).toBe(fromWoff.width);
    // The subset pdfkit embeds is the same, byte for byte: so is the whole PDF.
    expect(fromSfnt.pdf).toContain('+DancingScript-Regular');
    expect(fromSfnt.pdf).toBe(fromWoff.pdf);
  });

  it('refuses what is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.alloc(64))).toThrow('not a WOFF font');
  });
});
