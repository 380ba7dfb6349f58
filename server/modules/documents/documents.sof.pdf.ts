import { fillText, lookupIn, type CATALOGUES } from '../../../contract/messages/index.js';
import { personText } from '../../../contract/people.js';
import { inOrder, type SofEvent, type StopCause } from '../../../contract/portCall.js';
import type { PdfWriter } from '../../platform/pdf.js';
import { MUTED } from '../../platform/pdfStyle.js';

/** One event row of the call as the document keeps it: a corrected row stays, struck through. */
export interface SofLine {
  id: number;
  event: SofEvent;
  /** ISO instant (UTC). */
  at: string;
  cause: StopCause | null;
  reason: string | null;
  current: boolean;
  replacesId: number | null;
  correctionReason: string | null;
  enteredBy: string;
  enteredByRole: number;
}

/**
 * The statement of facts' content, fixed when the document is made or remade (documents.sof.ts):
 * every version of a round prints the same facts, whatever is recorded after.
 */
export interface SofContent {
  berthName: string | null;
  actualQuantity: number | null;
  events: SofLine[];
  figures: {
    waitingHours: number | null;
    alongsideHours: number | null;
    pumpingHours: number | null;
    stops: number;
    netRate: number | null;
  };
}

type Texts = (typeof CATALOGUES)[keyof typeof CATALOGUES];

/**
 * The lines in the order a reader follows them: the current events in time order, each correction
 * preceded by the values it replaced (oldest first), those struck through.
 */
export function readingOrder(lines: readonly SofLine[]): SofLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const out: SofLine[] = [];
  const current = inOrder(lines.filter((l) => l.current).map((l) => ({ ...l, line: l, at: Date.parse(l.at) })));
  for (const { line } of current) {
    const replaced: SofLine[] = [];
    for (let old = line.replacesId ? byId.get(line.replacesId) : undefined; old;) {
      replaced.unshift(old);
      old = old.replacesId ? byId.get(old.replacesId) : undefined;
    }
    out.push(...replaced, line);
  }
  return out;
}

const hours = (v: number | null) => (v === null ? '' : v.toFixed(2));

/** The call, its events (corrections shown) and its figures, in the document's language and the terminal's zone. */
export function sofBody(
  pdf: PdfWriter,
  texts: Texts,
  c: SofContent,
  quantity: number,
  companyName: string,
  when: (d: Date) => string,
) {
  const t = texts.sofPdf;
  pdf.rows([
    [t.customer, companyName],
    [t.berth, c.berthName ?? ''],
    [t.quantity, quantity.toFixed(3)],
    [t.actualQuantity, c.actualQuantity === null ? '' : c.actualQuantity.toFixed(3)],
  ]);
  pdf.heading(t.events);
  if (c.events.length === 0) pdf.paragraph(t.noEvents, MUTED);
  else eventTable(pdf, texts, c, when);
  pdf.heading(t.figures);
  // The rate's quantity, named: the certificate's once signed when the statement was made, else the
  // nominated one (sofContent), as the SoF tab says too (actuals.rateBasis).
  const rateBasis = c.actualQuantity === null ? t.rateOnNominated : t.rateOnActual;
  pdf.rows([
    [t.waiting, hours(c.figures.waitingHours)],
    [t.alongside, hours(c.figures.alongsideHours)],
    [t.pumping, hours(c.figures.pumpingHours)],
    [t.stops, String(c.figures.stops)],
    [t.netRate, c.figures.netRate === null ? '' : `${c.figures.netRate.toFixed(1)} (${rateBasis})`],
  ]);
}

/** The events, each replaced value greyed with its time and event struck through (pdf.ts's table). */
function eventTable(pdf: PdfWriter, texts: Texts, c: SofContent, when: (d: Date) => string) {
  const t = texts.sofPdf;
  const lookup = lookupIn(texts);
  const byId = new Map(c.events.map((l) => [l.id, l]));
  const rows = readingOrder(c.events).map((e) => {
    const details: string[] = [];
    if (e.cause) details.push(fillText(t.stop, { cause: texts.stopCause[e.cause] }));
    if (e.reason) details.push(e.reason);
    const old = e.replacesId ? byId.get(e.replacesId) : undefined;
    if (old) details.push(fillText(t.corrected, { at: when(new Date(old.at)), reason: e.correctionReason ?? '' }));
    if (!e.current) details.push(t.replaced);
    const cells = [
      when(new Date(e.at)),
      texts.sofEvent[e.event],
      details.join('\n'),
      personText({ name: e.enteredBy, role: e.enteredByRole }, lookup),
    ];
    return e.current ? cells : { cells, muted: true, strike: 2 };
  });
  pdf.table(
    [
      { label: t.time, width: 1.15 },
      { label: t.event, width: 1.6 },
      { label: t.details, width: 2.6 },
      { label: t.enteredBy, width: 1.5 },
    ],
    rows,
  );
}
