import QRCode from 'qrcode';
import { formatDay, formatTerminalDateTime } from '../../../contract/datetime.js';
import { CATALOGUES, fillText, lookupIn, renderMessage } from '../../../contract/messages/index.js';
import type { InvoiceKind, InvoiceLine } from '../../../contract/schemas/invoices.js';
import { PdfWriter, type TableRow } from '../../platform/pdf.js';
import { MUTED } from '../../platform/pdfStyle.js';
import { hoursAndMinutes } from '../../../contract/laytime.js';
import type { BillingLineSource } from '../../../contract/schemas/billing.js';
import { money } from './invoices.money.js';

export type InvoiceLanguage = keyof typeof CATALOGUES;

/** What an invoice's or credit note's PDF shows: all fixed at issue, so the file is made once. */
export interface InvoicePdfInput {
  number: string;
  kind: InvoiceKind;
  language: InvoiceLanguage;
  companyName: string;
  billingEmail: string | null;
  periodFrom: string;
  periodTo: string;
  currency: string;
  issuedAt: Date;
  timeZone: string;
  correctsNumber: string | null;
  reason: string | null;
  // The kind names the line's source; a line without one shows none.
  lines: (Pick<InvoiceLine, 'nominationId' | 'bargeName' | 'description' | 'quantity' | 'unitPrice' | 'amount'> & {
    kind?: string;
  })[];
  subtotal: number;
  gstPercent: number;
  gst: number;
  total: number;
  trial: boolean;
  verifyUrl: string;
  /** The issuing terminal (its company record), named in the header; null when the record is missing. */
  terminal?: { name: string; address: string; uen: string | null } | null;
}

/** The modules of a QR code of the verify address, as PdfWriter's badge draws them. */
export function qrModules(url: string): boolean[][] {
  const code = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  return Array.from({ length: code.size }, (_, r) => Array.from({ length: code.size }, (_, c) => code.get(r, c) === 1));
}

type Texts = (typeof CATALOGUES)[InvoiceLanguage]['invoicePdf'];
type Line = InvoicePdfInput['lines'][number];
const BERTH = { sof: 'berthSof', mooring: 'berthMooring', window: 'berthWindow' } as const;

/** Minutes as the browser's shared duration writes them ("2 h 35 min", "25 min", "2 h"), in the invoice's language. */
export function durationText(t: Texts, total: number): string {
  const { hours, minutes } = hoursAndMinutes(total);
  const h = String(hours);
  const m = String(minutes);
  if (!hours) return fillText(t.duration.minutes, { minutes: m });
  return minutes ? fillText(t.duration.both, { hours: h, minutes: m }) : fillText(t.duration.hours, { hours: h });
}

/**
 * Where a line's charge comes from, in the billing screen's words and the invoice's language; none for
 * a credit, a line without a source, or a pilot or tug line charging nothing.
 */
export function sourceText(t: Texts, kind: string, l: Pick<Line, 'quantity' | 'description'>): string {
  const s = l.description.source as BillingLineSource | undefined;
  if (!s) return '';
  const jobs = (s.pilotJobs ?? []).map((id) => `#${id}`).join(', ');
  switch (kind) {
    case 'berth':
      return fillText(t.sources[BERTH[s.hoursSource ?? 'window']], { hours: quantityText(l.quantity) });
    case 'quantity':
      return fillText(t.sources.quantity, { tonnes: quantityText(l.quantity) });
    case 'pilot':
    case 'tug':
      return l.quantity && jobs ? fillText(t.sources[kind], { jobs }) : '';
    case 'overstay':
      return s.overstayMinutes === undefined || s.laytimeVersion === undefined
        ? ''
        : fillText(t.sources.overstay, {
            time: durationText(t, s.overstayMinutes),
            version: String(s.laytimeVersion),
          });
    default:
      return '';
  }
}

const quantityText = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 3 });
const priceText = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The invoice as a PDF in its language: header with the verify QR, the lines per nomination, the totals. */
export function renderInvoice(input: InvoicePdfInput): Promise<Buffer> {
  const texts = CATALOGUES[input.language];
  const t = texts.invoicePdf;
  const lookup = lookupIn(texts);
  const title = input.kind === 'invoice' ? t.invoiceTitle : t.creditNoteTitle;
  const pdf = PdfWriter.create({
    title,
    subtitle: `${input.companyName} · ${formatDay(input.periodFrom)} – ${formatDay(input.periodTo)}`,
    notice: input.trial ? texts.spec.trialNotice : undefined,
    footer: `${input.number} · ${t.verifyAt} ${input.verifyUrl}`,
    badge: { number: input.number, qr: qrModules(input.verifyUrl) },
  });
  pdf.rows([
    ...(input.terminal
      ? ([
          [t.terminal, input.terminal.name],
          [t.address, input.terminal.address],
          [t.gstRegistration, input.terminal.uen ?? ''],
        ] as [string, string][])
      : []),
    [t.customer, input.companyName],
    [t.billingEmail, input.billingEmail ?? ''],
    [t.period, `${formatDay(input.periodFrom)} – ${formatDay(input.periodTo)}`],
    [t.issued, `${formatTerminalDateTime(input.issuedAt, input.timeZone)} (${input.timeZone})`],
    [t.currency, input.currency],
    ...(input.correctsNumber
      ? ([
          [t.corrects, input.correctsNumber],
          [t.reason, input.reason ?? ''],
        ] as [string, string][])
      : []),
  ]);
  pdf.heading(t.lines);
  // Lines grouped per nomination, the nomination named on its first line only.
  let previous: number | null | undefined;
  const rows: TableRow[] = input.lines.map((l) => {
    const first = l.nominationId !== previous;
    previous = l.nominationId;
    const nomination = l.nominationId && first ? `#${l.nominationId} ${l.bargeName ?? ''}` : '';
    const words = renderMessage(lookup, { key: l.description.key, params: l.description.params }) ?? l.description.key;
    const noted = l.description.note ? `${words}: ${l.description.note}` : words;
    const source = sourceText(t, l.kind ?? '', l);
    const item = source ? `${noted}\n${source}` : noted;
    return [nomination || ' ', item, quantityText(l.quantity), priceText(l.unitPrice), money(l.amount)];
  });
  pdf.table(
    [
      { label: t.nomination, width: 1.6 },
      { label: t.item, width: 2.6 },
      { label: t.quantity, width: 1, align: 'right' },
      { label: t.unitPrice, width: 1, align: 'right' },
      { label: `${t.amount} (${input.currency})`, width: 1.2, align: 'right' },
    ],
    rows,
  );
  pdf.rows([
    [t.subtotal, money(input.subtotal, input.currency)],
    [fillText(t.gst, { percent: String(input.gstPercent) }), money(input.gst, input.currency)],
    [t.total, money(input.total, input.currency)],
  ]);
  pdf.paragraph(t.rounding, MUTED, 8);
  return pdf.save();
}
