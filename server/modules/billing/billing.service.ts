import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import type { BillingListQuery } from '../../../contract/schemas/billing.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { monthPeriod } from '../../../contract/datetime.js';
import { audited, found } from '../../platform/mutation.js';
import { callerOf } from '../../platform/guard.js';
import { isCustomer } from '../../../contract/permissions.js';
import { daysOf } from '../../platform/terminalDays.js';
import { issuePeriodIn } from '../invoices/invoices.issue.js';
import type { InvoiceLanguage } from '../invoices/invoices.pdf.js';
import { settingsOf } from '../settings/settings.service.js';
import { amountCents, centsToAmount, lineCents } from '../../../contract/money.js';
import { retotal } from './billing.make.repository.js';
import * as repo from './billing.repository.js';

async function lockRecord(tx: Tx, id: number) {
  const row = await repo.lockRecord(tx, id);
  if (!row) throw notFound();
  return row;
}
const refused = (status: string, step: 'approve' | 'correct' | 'credit') =>
  conflict(
    msg('billing.stepRefused', {
      status: { key: `billing.statuses.${status}` },
      step: { key: `billing.steps.${step}` },
    }),
  );

/**
 * DECISIONS §11: a customer (company admin or customer user) reads its own company's Approved and
 * Invoiced records only; the terminal every record. The route's rule already refused anyone else.
 */
function scopeOf(request: FastifyRequest): repo.BillingScope {
  const p = callerOf(request);
  if (!isCustomer(p)) return null;
  return { companyId: p.companyId ?? -1 };
}

/**
 * Billing records (DECISIONS.md §7): terminal logistics lists, corrects, approves, credits and
 * invoices; customers read their own (§11).
 */
export const billingService = {
  async list(request: FastifyRequest, q: BillingListQuery) {
    let period;
    // The terminal's zone only when a month is asked for: the list without one reads no settings.
    if (q.month) {
      const settings = await settingsOf(request);
      const month = monthPeriod(q.month);
      if (!month) throw badRequest('validation.date'); // the query's schema already refuses it
      period = daysOf(month.from, month.to, settings.timeZone);
    }
    return repo.listBilling(
      request.server.db,
      scopeOf(request),
      { companyId: q.companyId, status: q.status, period },
      q.pageSize,
      (q.pageNum - 1) * q.pageSize,
    );
  },

  /** A record outside the caller's scope is not found (404), never forbidden: ids tell nothing. */
  get: async (request: FastifyRequest, id: number) =>
    found(await repo.findBilling(request.server.db, id, scopeOf(request))),

  approve: (request: FastifyRequest, id: number) =>
    audited(request, async (tx) => {
      const row = await lockRecord(tx, id);
      if (row.status !== 'Draft') throw refused(row.status, 'approve');
      const before = found(await repo.findBilling(tx, id));
      const now = request.server.clock();
      await repo.approveRecord(tx, id, callerOf(request).id, now);
      return {
        action: 'approveBilling',
        entity: 'billingRecord',
        entityId: id,
        before,
        after: found(await repo.findBilling(tx, id)),
      };
    }),

  /** A Draft's line: new quantity and unit price, with the reason kept on the line. */
  correct: (
    request: FastifyRequest,
    id: number,
    input: { lineId: number; quantity: number; unitPrice: number; reason: string },
  ) =>
    audited(request, async (tx) => {
      const row = await lockRecord(tx, id);
      if (row.status !== 'Draft') throw refused(row.status, 'correct');
      const before = found(await repo.findBilling(tx, id));
      const line = before.lines.find((l) => l.id === input.lineId && l.kind !== 'credit');
      if (!line) throw notFound();
      const now = request.server.clock();
      await repo.correctLine(tx, id, input.lineId, {
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        amount: centsToAmount(lineCents(input.quantity, input.unitPrice)),
        reason: input.reason,
        changedBy: callerOf(request).id,
        changedAt: now,
      });
      await retotal(tx, id, now);
      return {
        action: 'correctBilling',
        entity: 'billingRecord',
        entityId: id,
        before,
        after: found(await repo.findBilling(tx, id)),
      };
    }),

  /** After approval, and until invoiced, only a credit line changes the amount. */
  credit: (request: FastifyRequest, id: number, input: { amount: number; reason: string }) =>
    audited(request, async (tx) => {
      const row = await lockRecord(tx, id);
      if (row.status === 'Draft') throw refused(row.status, 'credit');
      const before = found(await repo.findBilling(tx, id));
      // Invoiced: the invoice states the amount now; a credit here would make the record disagree
      // with it and reach no credit note. The invoice's credit note is the way (review 34 #2).
      if (row.status !== 'Approved')
        throw conflict(msg('billing.creditOnInvoice', { number: before.invoiceNumber ?? '' }));
      const credit = amountCents(input.amount);
      if (credit > amountCents(before.total))
        throw conflict(msg('billing.creditTooLarge', { total: before.total.toFixed(2) }));
      const now = request.server.clock();
      await repo.addCreditLine(tx, id, {
        amount: centsToAmount(credit),
        reason: input.reason,
        changedBy: callerOf(request).id,
        changedAt: now,
      });
      await retotal(tx, id, now);
      return {
        action: 'creditBilling',
        entity: 'billingRecord',
        entityId: id,
        before,
        after: found(await repo.findBilling(tx, id)),
      };
    }),

  /** One real invoice per company with Approved records completed in the period (invoices module, DECISIONS §11). */
  invoice: (request: FastifyRequest, from: string, to: string, language: InvoiceLanguage = 'en') =>
    audited(request, async (tx) => {
      const settings = await settingsOf(request, tx);
      const now = request.server.clock();
      const issued = await issuePeriodIn(
        { app: request.server, tx, by: callerOf(request).id, now, settings },
        from,
        to,
        language,
      );
      const ids = issued.flatMap((i) => i.recordIds);
      const invoices = issued.map((i) => i.number);
      return {
        action: 'invoiceBilling',
        entity: 'billingRecord',
        entityId: `${from}..${to}`,
        before: null,
        after: { invoiced: ids.length, ids, invoices },
      };
    }).then((r) => ({ invoiced: r.invoiced, invoices: r.invoices })),
};
