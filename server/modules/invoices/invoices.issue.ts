import { createHash } from 'node:crypto';
import { formatDay, terminalDay } from '../../../contract/datetime.js';
import { msg } from '../../../contract/messages/index.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type { InvoiceKind } from '../../../contract/schemas/invoices.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail.js';
import { signPdf, type SigningKey } from '../../platform/pades.js';
import { daysOf } from '../../platform/terminalDays.js';
import { customerUsers } from '../notifications/notifications.parties.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import { fromCents, invoiceTotals, money, toCents } from './invoices.money.js';
import { renderInvoice, type InvoiceLanguage } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** What issuing needs of the app: where the portal is, and the terminal's key (the demo passes its own, before the app exists). */
export interface IssuingApp {
  config: { publicUrl?: string };
  signingKey: () => SigningKey;
}

/** Who issues, when, under which settings: a request's, or the demo's (which issues without HTTP). */
export interface IssueContext {
  app: IssuingApp;
  tx: Tx;
  by: number;
  now: Date;
  settings: Settings;
}

export interface Issued {
  id: number;
  number: string;
  kind: InvoiceKind;
  recordIds: number[];
  emailedTo: string | null;
  total: number;
}

/**
 * One invoice is in one currency: records billed under two (the currency setting changed inside the
 * period) are refused by name, never summed as if they were one.
 */
export function currencyOf(records: { currency: string }[], fallback: string): string {
  const all = [...new Set(records.map((r) => r.currency))].sort();
  if (all.length > 1) throw conflict(msg('invoices.mixedCurrencies', { currencies: all.join(', ') }));
  return all[0] ?? fallback;
}

const publicUrl = (app: IssuingApp) => app.config.publicUrl ?? 'http://localhost';
export const verifyUrlOf = (app: IssuingApp, number: string) => `${publicUrl(app)}/verify?number=${number}`;

/**
 * DECISIONS §11: one invoice for a company from its Approved records completed in the period (terminal
 * days) not yet on an invoice, in the caller's transaction: the records locked, the next number of
 * the series, every line copied with its source and nomination, GST once on the subtotal (half up),
 * the PDF sealed with the terminal's key, the records Invoiced, the mail queued to the billing address
 * and the company's customer users told. A refusal comes before the number is taken.
 */
export async function issueInvoiceIn(
  ctx: IssueContext,
  input: { companyId: number; from: string; to: string; language: InvoiceLanguage },
): Promise<Issued> {
  const { tx, now, settings } = ctx;
  if (input.from > input.to) throw badRequest('validation.dateOrder', 'to');
  const company = await repo.findCompany(tx, input.companyId);
  if (!company || company.kind !== 'customer') throw badRequest('invoices.notCustomer', 'companyId');
  const { start, end } = daysOf(input.from, input.to, settings.timeZone);
  const nothing = () =>
    conflict(msg('invoices.nothingToInvoice', { from: formatDay(input.from), to: formatDay(input.to) }));
  // Refused at once when nothing waits; else in the queue of issues, then the records read again under their lock.
  if (!(await repo.approvedRecords(tx, company.id, start, end, false)).length) throw nothing();
  await repo.lockIssuing(tx);
  const records = await repo.approvedRecords(tx, company.id, start, end, true);
  if (!records.length) throw nothing();
  const currency = currencyOf(records, settings.billingRates.currency);
  const recordIds = records.map((r) => r.id);
  const bargeOf = new Map(records.map((r) => [r.id, { nominationId: r.nominationId, bargeName: r.bargeName }]));
  const lines = (await repo.linesOf(tx, recordIds)).map((l) => ({
    billingRecordId: l.recordId,
    nominationId: bargeOf.get(l.recordId)!.nominationId,
    bargeName: bargeOf.get(l.recordId)!.bargeName,
    kind: l.kind,
    description: { key: `billing.lines.${l.kind}`, source: l.source ?? null, note: l.reason },
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    amount: l.amount,
  }));
  const totals = invoiceTotals(
    lines.map((l) => toCents(l.amount)),
    settings.invoicing.gstPercent,
  );
  const number = await repo.nextNumber(tx, 'invoice', Number(terminalDay(now, settings.timeZone).slice(0, 4)));
  return finish(ctx, {
    number,
    kind: 'invoice',
    company,
    periodFrom: input.from,
    periodTo: input.to,
    currency,
    language: input.language,
    totals,
    lines,
    correctsId: null,
    correctsNumber: null,
    reason: null,
    recordIds,
  });
}

/**
 * A credit note correcting an invoice (never changing it): `amount` before GST, at most what is
 * left to credit (the invoice's subtotal less its earlier credit notes'), all of it by default; its
 * own series, negative amounts, GST computed the same way on its subtotal.
 */
export async function issueCreditNoteIn(
  ctx: IssueContext,
  invoiceId: number,
  input: { reason: string; amount?: number },
): Promise<Issued | undefined> {
  const { tx, now, settings } = ctx;
  await repo.lockIssuing(tx);
  const invoice = await repo.lockInvoice(tx, invoiceId);
  if (!invoice) return undefined;
  if (invoice.kind !== 'invoice') throw conflict('invoices.creditOfCredit');
  const left = toCents(invoice.subtotal) + (await repo.creditedCents(tx, invoiceId));
  const amount = input.amount === undefined ? left : toCents(input.amount);
  if (amount <= 0 || amount > left)
    throw conflict(
      msg('invoices.creditTooLarge', { number: invoice.number, left: money(fromCents(left), invoice.currency) }),
    );
  const company = (await repo.findCompany(tx, invoice.companyId))!;
  const totals = invoiceTotals([-amount], Number(invoice.gstPercent));
  const number = await repo.nextNumber(tx, 'creditNote', Number(terminalDay(now, settings.timeZone).slice(0, 4)));
  return finish(
    { ...ctx, settings: { ...settings, invoicing: { gstPercent: Number(invoice.gstPercent) } } },
    {
      number,
      kind: 'creditNote',
      company,
      periodFrom: invoice.periodFrom,
      periodTo: invoice.periodTo,
      currency: invoice.currency,
      language: invoice.language as InvoiceLanguage,
      totals,
      lines: [
        {
          billingRecordId: null,
          nominationId: null,
          bargeName: null,
          kind: 'credit',
          description: {
            key: 'invoices.creditNoteLine',
            params: { number: invoice.number, reason: input.reason },
          },
          quantity: 1,
          unitPrice: fromCents(-amount),
          amount: fromCents(-amount),
        },
      ],
      correctsId: invoice.id,
      correctsNumber: invoice.number,
      reason: input.reason,
      recordIds: [],
    },
  );
}

interface Draft {
  number: string;
  kind: InvoiceKind;
  company: { id: number; name: string; billingEmail: string | null };
  periodFrom: string;
  periodTo: string;
  currency: string;
  language: InvoiceLanguage;
  totals: { subtotal: number; gst: number; total: number };
  lines: {
    billingRecordId: number | null;
    nominationId: number | null;
    bargeName: string | null;
    kind: string;
    description: {
      key: string;
      params?: Record<string, string | number>;
      source?: Record<string, unknown> | null;
      note?: string | null;
    };
    quantity: number;
    unitPrice: number;
    amount: number;
  }[];
  correctsId: number | null;
  correctsNumber: string | null;
  reason: string | null;
  recordIds: number[];
}

/** The PDF made and sealed, the rows written, the records Invoiced, the mail and notices queued. */
async function finish(ctx: IssueContext, d: Draft): Promise<Issued> {
  const { app, tx, by, now, settings } = ctx;
  const verifyUrl = verifyUrlOf(app, d.number);
  const amounts = {
    subtotal: fromCents(d.totals.subtotal),
    gst: fromCents(d.totals.gst),
    total: fromCents(d.totals.total),
    gstPercent: settings.invoicing.gstPercent,
  };
  const unsigned = await renderInvoice({
    number: d.number,
    kind: d.kind,
    language: d.language,
    companyName: d.company.name,
    billingEmail: d.company.billingEmail,
    periodFrom: d.periodFrom,
    periodTo: d.periodTo,
    currency: d.currency,
    issuedAt: now,
    timeZone: settings.timeZone,
    correctsNumber: d.correctsNumber,
    reason: d.reason,
    lines: d.lines,
    ...amounts,
    trial: settings.trial,
    verifyUrl,
    terminal: await repo.terminalCompany(tx),
  });
  const pdf = await signPdf(unsigned, app.signingKey(), { reason: `${d.number} issued`, location: 'Berth' });
  const id = await repo.insertInvoice(
    tx,
    {
      number: d.number,
      kind: d.kind,
      companyId: d.company.id,
      periodFrom: d.periodFrom,
      periodTo: d.periodTo,
      currency: d.currency,
      ...amounts,
      correctsId: d.correctsId,
      reason: d.reason,
      emailedTo: d.company.billingEmail,
      language: d.language,
      pdf,
      sha256: sha256(pdf),
      unsignedSha256: sha256(unsigned),
      issuedBy: by,
      issuedAt: now,
    },
    d.lines.map(({ bargeName: _b, description, ...l }) => ({ ...l, description: { ...description } })),
  );
  if (d.recordIds.length) await repo.markInvoiced(tx, d.recordIds, id, by, now);
  const total = money(amounts.total, d.currency);
  const section = d.kind === 'invoice' ? 'issued' : 'creditNote';
  if (d.company.billingEmail)
    await queueMail(
      tx,
      {
        to: d.company.billingEmail,
        subject: msg(`invoiceMail.${section}.subject`, { number: d.number, terminal: 'Berth' }),
        body: msg(`invoiceMail.${section}.body`, {
          number: d.number,
          total,
          company: d.company.name,
          link: `${publicUrl(app)}/invoices/index?id=${id}`,
          verify: verifyUrl,
        }),
      },
      now,
      d.language,
    );
  const notice = msg(`invoiceNotices.${section}`, { number: d.number, total });
  await raiseNotification(tx, await customerUsers(tx, d.company.id), notice, null, now);
  return {
    id,
    number: d.number,
    kind: d.kind,
    recordIds: d.recordIds,
    emailedTo: d.company.billingEmail,
    total: amounts.total,
  };
}

/** One invoice per company with Approved records completed in the period, companies in id order. */
export async function issuePeriodIn(
  ctx: IssueContext,
  from: string,
  to: string,
  language: InvoiceLanguage = 'en',
): Promise<Issued[]> {
  if (from > to) throw badRequest('validation.dateOrder', 'to');
  await repo.lockIssuing(ctx.tx);
  const { start, end } = daysOf(from, to, ctx.settings.timeZone);
  const issued: Issued[] = [];
  for (const companyId of await repo.companiesWaiting(ctx.tx, start, end))
    issued.push(await issueInvoiceIn(ctx, { companyId, from, to, language }));
  return issued;
}
