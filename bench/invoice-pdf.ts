/**
 * An invoice of 200 lines as a PDF (issue 34, figures): rendered in the portal's layout (header with
 * the verify QR, lines grouped per nomination in PdfWriter.table, totals, GST, trial notice) and
 * sealed with the terminal's key (PAdES), as issuing does; target ≤ 500 ms.
 *
 * Floor, in the same run, rounds interleaved: the same PdfWriter drawing a plain 200-row table of
 * the same cells, without the QR, the totals or the seal. Prints one JSON line: min/median/max of
 * the portal's render+seal, its parts, the floor, and the ratio per round.
 */
import { writeFileSync } from 'node:fs';
import { renderInvoice, type InvoicePdfInput } from '../server/modules/invoices/invoices.pdf.js';
import { invoiceTotals, toCents, fromCents, money } from '../server/modules/invoices/invoices.money.js';
import { PdfWriter } from '../server/platform/pdf.js';
import { generateSigningKey, signPdf } from '../server/platform/pades.js';
import { runBench, spread } from './support.js';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 9));
const TARGET_MS = 500;
const KINDS = ['berth', 'quantity', 'pilot', 'tug', 'overstay'] as const;

/** 40 nominations of 5 lines: 200 lines. */
const LINES = Array.from({ length: 200 }, (_, i) => {
  const kind = KINDS[i % 5]!;
  const quantity = kind === 'quantity' ? 1500 + i : kind === 'berth' ? 6.5 + (i % 7) : 1 + (i % 2);
  const unitPrice = kind === 'quantity' ? 1.2 : kind === 'berth' ? 350 : 450;
  return {
    nominationId: 1000 + Math.floor(i / 5),
    bargeName: `Harbour Star ${1 + (Math.floor(i / 5) % 3)}`,
    description: { key: `invoices.lineKinds.${kind}` },
    quantity,
    unitPrice,
    amount: fromCents(toCents(quantity * unitPrice)),
  };
});
const totals = invoiceTotals(
  LINES.map((l) => toCents(l.amount)),
  9,
);
const INPUT: InvoicePdfInput = {
  number: 'INV-2026-00042',
  kind: 'invoice',
  language: 'en',
  companyName: 'Straits Bunkering Pte. Ltd.',
  billingEmail: 'accounts@straitsbunkering.example',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  currency: 'SGD',
  issuedAt: new Date('2026-11-05T02:00:00Z'),
  timeZone: 'Asia/Singapore',
  correctsNumber: null,
  reason: null,
  lines: LINES,
  subtotal: fromCents(totals.subtotal),
  gstPercent: 9,
  gst: fromCents(totals.gst),
  total: fromCents(totals.total),
  trial: true,
  verifyUrl: 'https://berth.example/verify?number=INV-2026-00042',
};

/** The floor: the same writer and cells, a plain table only. */
function plainTable(): Promise<Buffer> {
  const pdf = PdfWriter.create({ title: 'Tax invoice' });
  pdf.table(
    [
      { label: 'Nomination', width: 1.6 },
      { label: 'Item', width: 2.6 },
      { label: 'Quantity', width: 1, align: 'right' },
      { label: 'Unit price', width: 1, align: 'right' },
      { label: 'Amount', width: 1.2, align: 'right' },
    ],
    LINES.map((l) => [
      `#${l.nominationId} ${l.bargeName}`,
      l.description.key,
      String(l.quantity),
      String(l.unitPrice),
      money(l.amount),
    ]),
  );
  return pdf.save();
}

async function ms<T>(make: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await make();
  return [performance.now() - t0, out];
}

async function main() {
  const key = generateSigningKey();
  const seal = { reason: 'INV-2026-00042 issued', location: 'Berth' };
  // Warm up: fonts, the key's identity, JIT.
  await signPdf(await renderInvoice(INPUT), key, seal);
  await plainTable();
  const renderMs: number[] = [];
  const sealMs: number[] = [];
  const floorMs: number[] = [];
  let made: Buffer = Buffer.alloc(0);
  for (let round = 0; round < ROUNDS; round++) {
    const [render, unsigned] = await ms(() => renderInvoice(INPUT));
    const [sealed, file] = await ms(() => signPdf(unsigned, key, seal));
    renderMs.push(render);
    sealMs.push(sealed);
    made = file;
    floorMs.push((await ms(plainTable))[0]);
  }
  if (process.env.BENCH_INVOICE_PDF) writeFileSync(process.env.BENCH_INVOICE_PDF, made);
  const totalMs = renderMs.map((v, i) => v + sealMs[i]!);
  const median = spread(totalMs, 1).median;
  process.stdout.write(
    `${JSON.stringify({
      bench: 'invoice-pdf',
      rounds: ROUNDS,
      lines: LINES.length,
      pages: (await renderInvoice(INPUT)).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0,
      bytes: made.length,
      renderAndSealMs: spread(totalMs, 1),
      renderMs: spread(renderMs, 1),
      sealMs: spread(sealMs, 1),
      floorPlainTableMs: spread(floorMs, 1),
      ratio: spread(totalMs.map((v, i) => v / floorMs[i]!)),
      targetMs: TARGET_MS,
      withinTarget: median <= TARGET_MS,
    })}\n`,
  );
}

runBench(main);
