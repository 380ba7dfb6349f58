import QRCode from 'qrcode';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { CATALOGUES, lookupIn } from '../../../contract/messages/index.js';
import { personText } from '../../../contract/people.js';
import {
  passes,
  quantityTotals,
  STAMPED_SLOTS,
  tankFigures,
  type DocumentType,
  type SignerSlot,
} from '../../../contract/documents.js';
import type { z } from 'zod';
import type { billOfLadingContent, qualityContent, quantityContent } from '../../../contract/schemas/documents.js';
import { PdfWriter } from '../../platform/pdf.js';
import { A4, MARGIN, MUTED } from '../../platform/pdfStyle.js';
import type { DecodedPng } from '../../platform/pictures.js';
import type { DrawnSignature } from './documents.pictures.js';
import { sofBody, type SofContent } from './documents.sof.pdf.js';

export type Language = keyof typeof CATALOGUES;

/** What a document's PDF shows besides its own content: the nomination's facts and the signatures so far. */
export interface RenderInput {
  number: string;
  type: DocumentType;
  language: Language;
  content: Record<string, unknown>;
  slots: readonly SignerSlot[];
  version: number;
  nomination: {
    id: number;
    bargeName: string;
    bargeImo: string;
    companyName: string;
    productName: string;
    quantity: number;
  };
  /** The bill of lading's quantity: the signed certificate of quantity's tonnes. */
  blQuantity: number | null;
  /** Their pictures, and the stamp, decoded and written again by us (documents.pictures.ts): pdfkit's decoder never sees an upload. */
  signatures: DrawnSignature[];
  stamp: DecodedPng | null;
  timeZone: string;
  trial: boolean;
  verifyUrl: string;
  at: Date;
}

const fixed = (v: number, places: number) => v.toFixed(places);
const STAMP = '#b3261e';

/** The document as a PDF in its language; the same input gives the same layout. */
export async function renderDocument(input: RenderInput): Promise<Buffer> {
  const texts = CATALOGUES[input.language];
  const t = texts.documentPdf;
  const when = (d: Date) => formatTerminalDateTime(d, input.timeZone);
  const code = QRCode.create(input.verifyUrl, { errorCorrectionLevel: 'M' }).modules;
  const qr = Array.from({ length: code.size }, (_, r) =>
    Array.from({ length: code.size }, (_, c) => code.get(r, c) === 1),
  );
  const pdf = PdfWriter.create({
    title: texts.documentTypes[input.type],
    subtitle: `${t.nomination} #${input.nomination.id} · ${input.nomination.companyName}`,
    notice: input.trial ? texts.spec.trialNotice : undefined,
    footer: `${input.number} · ${t.version} ${input.version} · ${t.verifyAt} ${input.verifyUrl}`,
    badge: { number: input.number, qr },
  });
  pdf.rows([
    [t.barge, `${input.nomination.bargeName} · IMO ${input.nomination.bargeImo}`],
    [t.product, input.nomination.productName],
    [t.date, `${when(input.at)} (${input.timeZone})`],
  ]);
  if (input.type === 'quantity')
    quantityBody(pdf, t, input.content as z.infer<typeof quantityContent>, input.nomination.quantity);
  if (input.type === 'quality') qualityBody(pdf, texts, input.content as z.infer<typeof qualityContent>);
  if (input.type === 'billOfLading')
    billBody(pdf, t, input.content as z.infer<typeof billOfLadingContent>, input.blQuantity);
  if (input.type === 'statementOfFacts') {
    const n = input.nomination;
    sofBody(pdf, texts, input.content as unknown as SofContent, n.quantity, n.companyName, when);
  }
  signatureBlock(pdf, input, texts, when);
  return pdf.save();
}

type Texts = (typeof CATALOGUES)[Language];
type PdfTexts = Texts['documentPdf'];

function quantityBody(pdf: PdfWriter, t: PdfTexts, c: z.infer<typeof quantityContent>, nominated: number) {
  pdf.heading(t.tanks);
  const totals = quantityTotals(c.tanks, nominated);
  pdf.table(
    [
      { label: t.tank, width: 0.8 },
      { label: t.openingUllage, width: 1.1, align: 'right' },
      { label: t.closingUllage, width: 1.1, align: 'right' },
      { label: t.temperature, width: 1.25, align: 'right' },
      { label: t.density, width: 1.2, align: 'right' },
      { label: t.gov, width: 1.1, align: 'right' },
      { label: t.vcf, width: 0.8, align: 'right' },
      { label: t.nsv, width: 1.1, align: 'right' },
      { label: t.tonnes, width: 1.1, align: 'right' },
    ],
    c.tanks.map((tank) => {
      const f = tankFigures(tank);
      return [
        tank.tankName,
        fixed(tank.openingUllageMm, 0),
        fixed(tank.closingUllageMm, 0),
        fixed(tank.temperatureC, 1),
        fixed(tank.density15, 4),
        fixed(tank.grossObservedM3, 3),
        fixed(f.vcf, 5),
        fixed(f.netStandardM3, 3),
        fixed(f.metricTonnes, 3),
      ];
    }),
    [
      t.total,
      '',
      '',
      '',
      '',
      fixed(totals.grossObservedM3, 3),
      '',
      fixed(totals.netStandardM3, 3),
      fixed(totals.metricTonnes, 3),
    ],
  );
  pdf.heading(t.quantities);
  pdf.rows([
    [t.nominated, fixed(totals.nominated, 3)],
    [t.actual, fixed(totals.actual, 3)],
    [t.variance, fixed(totals.variance, 3)],
    [t.variancePercent, fixed(totals.variancePercent, 3)],
  ]);
  if (c.remarks) pdf.rows([[t.remarks, c.remarks]]);
}

function qualityBody(pdf: PdfWriter, texts: Texts, c: z.infer<typeof qualityContent>) {
  const t = texts.documentPdf;
  pdf.heading(t.sampling);
  pdf.rows([[t.samplingType, texts.samplingTypes[c.samplingType]]]);
  pdf.heading(t.tests);
  const limit = (min: number | null, max: number | null) =>
    min !== null && max !== null ? `${min} – ${max}` : min !== null ? `${t.min} ${min}` : `${t.max} ${max}`;
  pdf.table(
    [
      { label: t.parameter, width: 2 },
      { label: t.method, width: 1.4 },
      { label: t.unit, width: 0.8 },
      { label: t.limit, width: 1.2, align: 'right' },
      { label: t.result, width: 1, align: 'right' },
      { label: t.verdict, width: 0.9 },
    ],
    c.tests.map((test) => [
      test.parameter,
      test.method,
      test.unit ?? '',
      limit(test.min, test.max),
      String(test.result),
      passes(test) ? t.pass : t.fail,
    ]),
  );
  if (c.remarks) pdf.rows([[t.remarks, c.remarks]]);
}

function billBody(pdf: PdfWriter, t: PdfTexts, c: z.infer<typeof billOfLadingContent>, quantity: number | null) {
  pdf.heading(t.shipment);
  pdf.rows([
    [t.shipper, c.shipper],
    [t.consignee, c.consignee],
    [t.notifyParty, c.notifyParty ?? ''],
    [t.portOfLoading, c.portOfLoading],
    [t.portOfDischarge, c.portOfDischarge],
    [t.quantity, quantity === null ? '' : fixed(quantity, 3)],
    [t.originals, String(c.originals)],
    ...(c.remarks ? ([[t.remarks, c.remarks]] as [string, string][]) : []),
  ]);
}

/** One box per signer, in signing order: the drawn image or the typed name, who, as what, when; the terminal's stamp beside its signature. */
function signatureBlock(pdf: PdfWriter, input: RenderInput, texts: Texts, when: (d: Date) => string) {
  const t = texts.documentPdf;
  pdf.heading(t.signatures);
  const gap = 10;
  const perRow = Math.min(3, input.slots.length);
  const width = (pdf.contentWidth - gap * (perRow - 1)) / perRow;
  const height = 104;
  input.slots.forEach((slot, i) => {
    if (i % perRow === 0) {
      if (i > 0) pdf.y += height + gap;
      pdf.room(height + 4);
    }
    const x = MARGIN + (i % perRow) * (width + gap);
    const y = pdf.y;
    const doc = pdf.canvas;
    doc.roundedRect(x, y, width, height, 4).lineWidth(0.7).stroke('#b8c2cc');
    pdf.draw(texts.signerSlots[slot], { x: x + 8, y: y + 6, size: 8, bold: true, color: MUTED });
    const s = input.signatures.find((sig) => sig.slot === slot);
    if (!s) {
      pdf.draw(t.awaiting, { x: x + 8, y: y + 46, size: 9, color: MUTED });
      return;
    }
    const stamped = STAMPED_SLOTS.includes(slot);
    const art = { x: x + 8, y: y + 18, width: width - 16 - (stamped ? 56 : 0), height: 50 };
    if (s.kind === 'drawn' && s.image) pdf.image(s.image, art);
    else {
      // The typed name in handwriting, as large as fits beside the stamp.
      const name = s.typedName ?? s.userName;
      const size = Math.min(20, (20 * art.width) / Math.max(1, pdf.width(name, 20, false, 'hand')));
      pdf.draw(name, { x: art.x, y: art.y + 24 - size / 2, size, hand: true });
    }
    if (stamped && input.stamp) pdf.image(input.stamp, { x: x + width - 62, y: y + 16, width: 54, height: 54 });
    else if (stamped) defaultStamp(pdf, { x: x + width - 35, y: y + 43 }, t.stampText);
    // The signer by name and role, never by sign-in name; a long pair is set smaller to stay in its box.
    const signer = personText({ name: s.userName, role: s.role }, lookupIn(texts));
    const signerSize = Math.min(8.5, (8.5 * (width - 16)) / Math.max(1, pdf.width(signer, 8.5, true)));
    pdf.draw(signer, { x: x + 8, y: y + 72, size: signerSize, bold: true });
    pdf.draw(when(s.at), { x: x + 8, y: y + 85, size: 8, color: MUTED });
  });
  pdf.y += height + gap;
  if (pdf.y > A4.height) pdf.room(0);
}

/** The terminal's stamp when none was uploaded in settings: two red rings around the terminal's words. */
function defaultStamp(pdf: PdfWriter, centre: { x: number; y: number }, words: string) {
  const doc = pdf.canvas;
  doc.save();
  doc.opacity(0.85);
  doc.circle(centre.x, centre.y, 26).lineWidth(1.6).stroke(STAMP);
  doc.circle(centre.x, centre.y, 21).lineWidth(0.6).stroke(STAMP);
  const lines = pdf.wrap(words, 6.5, 36, true).slice(0, 3);
  lines.forEach((line, i) => {
    const w = pdf.width(line, 6.5, true);
    pdf.draw(line, {
      x: centre.x - w / 2,
      y: centre.y - (lines.length * 8) / 2 + i * 8,
      size: 6.5,
      bold: true,
      color: STAMP,
    });
  });
  doc.restore();
}
