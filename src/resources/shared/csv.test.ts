import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['-12.5', '-12.5'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1+1', '"\'\r=1+1"'],
    [null, ''],
    [['J1-A', 'J1-B'], 'J1-A; J1-B'],
    ['码头', '码头'],
  ])('writes %j as %j', (value, cell) => {
    expect(toCsv([{ value }], [{ header: 'H', value: (r) => r.value }])).toBe(`\uFEFFH\r\n${cell}\r\n`);
  });

  it('writes a header and one line per record, with a BOM', () => {
    const csv = toCsv(
      [{ n: 'T101', c: 12000 }],
      [
        { header: 'Number', value: (r) => r.n },
        { header: 'Capacity', value: (r) => r.c },
      ],
    );
    expect(csv).toBe('\uFEFFNumber,Capacity\r\nT101,12000\r\n');
  });

  it('writes an instant as the screen shows it, in the terminal time zone', () => {
    const csv = toCsv(
      [{ eta: '2026-11-23T22:00:00.000Z', day: '2026-11-23' }],
      [
        { header: 'ETA', value: (r) => r.eta },
        { header: 'Day', value: (r) => r.day },
      ],
      'Asia/Singapore',
    );
    expect(csv).toBe('\uFEFFETA,Day\r\n24/11/2026 06:00,23/11/2026\r\n');
  });
});
