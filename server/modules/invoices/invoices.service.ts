import type { FastifyRequest } from 'fastify';
import { isCustomer } from '../../../contract/permissions.js';
import type { CreditNoteInput, InvoiceListQuery, IssueInvoiceInput } from '../../../contract/schemas/invoices.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import { daysOf } from '../../platform/terminalDays.js';
import { settingsOf } from '../settings/settings.service.js';
import { currencyOf, issueCreditNoteIn, issueInvoiceIn, type IssueContext } from './invoices.issue.js';
import { fromCents, invoiceTotals, toCents } from './invoices.money.js';
import * as repo from './invoices.repository.js';

/** A customer's own company: the only one whose invoices it lists or opens (another's answers 404). */
const ownCompany = (request: FastifyRequest) => {
  const caller = callerOf(request);
  return isCustomer(caller) ? (caller.companyId ?? -1) : undefined;
};

async function context(request: FastifyRequest, tx: IssueContext['tx']): Promise<IssueContext> {
  return {
    app: request.server,
    tx,
    by: callerOf(request).id,
    now: request.server.clock(),
    settings: await settingsOf(request, tx),
  };
}

/** Invoices and credit notes (DECISIONS.md §11): terminal logistics issues them, customers read their own. */
export const invoicesService = {
  list(request: FastifyRequest, q: InvoiceListQuery) {
    const own = ownCompany(request);
    return repo.listInvoices(
      request.server.db,
      { companyId: own ?? q.companyId, kind: q.kind, from: q.from, to: q.to },
      q.pageSize,
      (q.pageNum - 1) * q.pageSize,
    );
  },

  async get(request: FastifyRequest, id: number) {
    const row = await repo.findInvoice(request.server.db, id);
    const own = ownCompany(request);
    if (!row || (own !== undefined && row.companyId !== own)) throw notFound();
    const credited = row.creditNotes.reduce((s, c) => s + toCents(c.subtotal), 0);
    return { ...row, creditable: row.kind === 'invoice' ? fromCents(toCents(row.subtotal) + credited) : 0 };
  },

  async pdf(request: FastifyRequest, id: number) {
    const row = await repo.pdfOf(request.server.db, id);
    const own = ownCompany(request);
    if (!row || (own !== undefined && row.companyId !== own)) throw notFound();
    return row;
  },

  /** What issuing would take now: the records waiting in the period and the totals, GST as issuing computes it. */
  async preview(request: FastifyRequest, q: { companyId: number; from: string; to: string }) {
    const db = request.server.db;
    const settings = await settingsOf(request);
    const company = await repo.findCompany(db, q.companyId);
    // The same refusal as issuing's: a preview promises nothing issuing would then refuse.
    if (!company || company.kind !== 'customer') throw badRequest('invoices.notCustomer', 'companyId');
    const { start, end } = daysOf(q.from, q.to, settings.timeZone);
    const records = await repo.approvedRecords(db, q.companyId, start, end, false);
    const currency = currencyOf(records, settings.billingRates.currency);
    const lines = records.length
      ? await repo.linesOf(
          db,
          records.map((r) => r.id),
        )
      : [];
    const totals = invoiceTotals(
      lines.map((l) => toCents(l.amount)),
      settings.invoicing.gstPercent,
    );
    return {
      records: records.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
      currency,
      subtotal: fromCents(totals.subtotal),
      gstPercent: settings.invoicing.gstPercent,
      gst: fromCents(totals.gst),
      total: fromCents(totals.total),
      billingEmail: company.billingEmail,
    };
  },

  async issue(request: FastifyRequest, input: IssueInvoiceInput) {
    const issued = await audited(request, async (tx) => {
      const done = await issueInvoiceIn(await context(request, tx), input);
      return { action: 'issueInvoice', entity: 'invoice', entityId: done.id, before: null, after: done };
    });
    const detail = await invoicesService.get(request, issued.id);
    return { ...detail, mailNotice: issued.emailedTo ? null : ('invoices.noBillingEmail' as const) };
  },

  async creditNote(request: FastifyRequest, id: number, input: CreditNoteInput) {
    const issued = await audited(request, async (tx) => {
      const done = await issueCreditNoteIn(await context(request, tx), id, input);
      if (!done) throw notFound();
      return { action: 'issueCreditNote', entity: 'invoice', entityId: done.id, before: null, after: done };
    });
    const detail = await invoicesService.get(request, issued.id);
    return { ...detail, mailNotice: issued.emailedTo ? null : ('invoices.noBillingEmail' as const) };
  },
};
