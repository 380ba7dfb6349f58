import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../contract/messages/index.js';
import { durationText, sourceText } from './invoices.pdf.js';

/** The invoice PDF's line sources (review 34, the Chromium story's look): the billing screen's words, in the invoice's language. */
const en = CATALOGUES.en.invoicePdf;
const zh = CATALOGUES.zh.invoicePdf;
const line = (quantity: number, source: Record<string, unknown> | null) => ({
  quantity,
  description: { key: 'billing.lines.x', source },
});

describe('an invoice line’s source on the PDF', () => {
  it('writes the overstay in hours and minutes, as the browser’s shared duration does', () => {
    const over = line(2.58, { laytimeVersion: 1, overstayMinutes: 155 });
    expect(sourceText(en, 'overstay', over)).toBe('2 h 35 min over laytime (laytime v1)');
    expect(sourceText(zh, 'overstay', over)).toBe('超出装卸时间 2 小时 35 分钟（装卸时间第 1 版）');
    expect(durationText(en, 25)).toBe('25 min');
    expect(durationText(en, 120)).toBe('2 h');
  });

  it('names the berth hours’ evidence and the tonnes, and no jobs on a line charging none', () => {
    expect(sourceText(en, 'berth', line(7.18, { dues: 'berth', hoursSource: 'sof' }))).toBe(
      'Berth dues: 7.18 h from the statement of facts',
    );
    expect(sourceText(en, 'quantity', line(1000, { dues: 'quantity' }))).toBe('Quantity dues: 1,000 t');
    expect(sourceText(en, 'pilot', line(1, { pilotJobs: [3] }))).toBe('Pilot job #3');
    expect(sourceText(en, 'tug', line(0, { pilotJobs: [3] }))).toBe('');
    expect(sourceText(en, 'credit', line(1, null))).toBe('');
  });
});
