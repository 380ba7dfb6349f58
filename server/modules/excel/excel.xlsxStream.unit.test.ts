import { describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { columnName, xlsxStream } from './excel.xlsxStream.js';

async function read(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

describe('the streaming .xlsx writer', () => {
  it('names columns past Z', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes text, numbers and dates Excel reads back, escaped, with widths, a frozen bold header and sheets in order', async () => {
    const when = new Date(Date.UTC(2026, 10, 23, 14, 30));
    const book = await read(
      xlsxStream(async (b) => {
        const s = await b.sheet('Jobs & more', [
          { header: 'Name', width: 30 },
          { header: 'Tonnes', width: 12, format: 'tonnes' },
          { header: 'When', width: 18, format: 'date' },
        ]);
        await s.add(['Straits & Co <"quoted">\u0001', 1234.5, when]);
        await s.add([null, 0, null]);
        await s.add(['总计', 1234.5, null], { bold: true });
        await s.end();
        const second = await b.sheet('汇总', [{ header: 'n', width: 5 }]);
        await second.end();
      }),
    );
    expect(book.worksheets.map((w) => w.name)).toEqual(['Jobs & more', '汇总']);
    const s = book.getWorksheet('Jobs & more')!;
    expect(s.getRow(1).values).toEqual([undefined, 'Name', 'Tonnes', 'When']);
    expect(s.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(s.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(s.getColumn(1).width).toBe(30);
    expect(s.getCell('A2').value).toBe('Straits & Co <"quoted">');
    expect(s.getCell('B2').value).toBe(1234.5);
    expect(s.getCell('B2').numFmt).toBe('#,##0.000');
    expect(s.getCell('C2').value).toEqual(when);
    expect(s.getCell('A3').value).toBeNull();
    expect(s.getCell('B3').value).toBe(0);
    expect(s.getCell('A4').font?.bold).toBe(true);
    expect(s.getCell('A4').value).toBe('总计');
  });

  it('writes text that looks like a formula with a leading apostrophe, so it stays text when edited; numbers stay numbers', async () => {
    const book = await read(
      xlsxStream(async (b) => {
        const s = await b.sheet('Injection', [
          { header: 'Text', width: 30 },
          { header: 'Variance', width: 12, format: 'decimal3' },
        ]);
        for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-12.5'])
          await s.add([text, -7.25]);
        await s.end();
      }),
    );
    const s = book.getWorksheet('Injection')!;
    const cells = [2, 3, 4, 5, 6, 7, 8].map((r) => s.getCell(`A${r}`));
    expect(cells.map((c) => c.value)).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      '-12.5',
    ]);
    expect(cells.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    expect(s.getCell('B2').value).toBe(-7.25);
    expect(s.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('ends the answer with the error when writing fails', async () => {
    const stream = xlsxStream(async () => {
      throw new Error('database went away');
    });
    await expect(text(stream)).rejects.toThrow('database went away');
  });

  it('stops writing when the reader has gone', async () => {
    let written = 0;
    let stopped = false;
    const out = xlsxStream(async (b) => {
      const s = await b.sheet('n', [{ header: 'n', width: 8 }]);
      for (let i = 0; i < 1_000_000; i++) {
        if (!(await s.add([i, `row ${i}`]))) {
          stopped = true;
          return;
        }
        written++;
      }
    });
    out.on('error', () => undefined);
    out.once('data', () => out.destroy());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(true);
    expect(written).toBeLessThan(1_000_000);
  });
});
