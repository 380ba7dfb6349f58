import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../contract/time.js';
import type { NominationRow } from './documents.access.js';
import { CATALOGUES } from '../../../contract/messages/index.js';
import type { PdfWriter } from '../../platform/pdf.js';
import { readingOrder, sofBody, type SofContent, type SofLine } from './documents.sof.pdf.js';
import { sofContent } from './documents.sof.js';
import type { SofEventRow } from './documents.sof.repository.js';

const T0 = Date.UTC(2026, 10, 20, 1, 0);
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);

function row(id: number, event: string, minutes: number, over: Partial<SofEventRow> = {}): SofEventRow {
  return {
    id,
    event,
    at: at(minutes),
    cause: null,
    reason: null,
    current: true,
    replacesId: null,
    correctionReason: null,
    enteredByName: 'Rahman Ismail',
    enteredByRole: 11,
    ...over,
  };
}

const nomination = { berthName: 'J1-A', quantity: 1000, actualQuantity: 990 } as NominationRow;

describe("the statement of facts' content", () => {
  it('counts from the current events only: waiting, alongside, pumping net of stops, the net rate on the actual tonnes', () => {
    const rows = [
      row(1, 'arrived', 0),
      row(2, 'allFast', 60, { current: false }),
      row(3, 'hosesConnected', 100),
      row(4, 'commencedPumping', 120),
      row(5, 'stoppedPumping', 180, { cause: 'weather', reason: 'Squall' }),
      row(6, 'resumedPumping', 210),
      row(7, 'completedPumping', 390),
      row(8, 'hosesDisconnected', 400),
      row(9, 'castOff', 420),
      row(10, 'allFast', 90, { replacesId: 2, correctionReason: 'Mooring log' }),
    ];
    const c = sofContent(rows, nomination, at(500));
    // All fast corrected from 60 to 90 minutes: 1.5 h waiting, 5.5 h alongside.
    expect(c.figures).toEqual({ waitingHours: 1.5, alongsideHours: 5.5, pumpingHours: 4, stops: 1, netRate: 247.5 });
    expect(c.events).toHaveLength(10);
    expect(c.events[9]).toMatchObject({ event: 'allFast', replacesId: 2, correctionReason: 'Mooring log' });
  });

  it('has no pumping figure before pumping completed', () => {
    const c = sofContent([row(1, 'arrived', 0), row(2, 'commencedPumping', 30)], nomination, at(90));
    expect(c.figures).toMatchObject({ waitingHours: null, alongsideHours: null, pumpingHours: null, netRate: null });
  });
});

describe("the statement of facts' reading order", () => {
  const line = (id: number, minutes: number, over: Partial<SofLine> = {}): SofLine => ({
    id,
    event: 'allFast',
    at: at(minutes).toISOString(),
    cause: null,
    reason: null,
    current: true,
    replacesId: null,
    correctionReason: null,
    enteredBy: 'Rahman Ismail',
    enteredByRole: 11,
    ...over,
  });

  it('puts the current events in time order, each after the values it replaced, oldest first', () => {
    const lines = [
      line(1, 10, { event: 'arrived' }),
      line(2, 70, { current: false }),
      line(3, 65, { current: false, replacesId: 2 }),
      line(4, 300, { event: 'castOff' }),
      line(5, 60, { replacesId: 3, correctionReason: 'Mooring log' }),
    ];
    expect(readingOrder(lines).map((l) => l.id)).toEqual([1, 2, 3, 5, 4]);
  });
});

describe("the statement of facts' figures as printed", () => {
  const printed = (actualQuantity: number | null) => {
    const rows: string[][] = [];
    const pdf = { rows: (r: string[][]) => rows.push(...r), heading: () => {}, paragraph: () => {} };
    const content: SofContent = {
      berthName: 'J1-A',
      actualQuantity,
      events: [],
      figures: { waitingHours: 1, alongsideHours: 7, pumpingHours: 4.5, stops: 0, netRate: 222.2 },
    };
    sofBody(pdf as unknown as PdfWriter, CATALOGUES.en, content, 1000, 'Acme', () => '');
    return rows.find(([label]) => label === CATALOGUES.en.sofPdf.netRate)?.[1];
  };
  it('names the quantity the net rate is on (review #13)', () => {
    expect(printed(null)).toBe('222.2 (on the nominated quantity)');
    expect(printed(990)).toBe("222.2 (on the certificate's quantity)");
  });
});
