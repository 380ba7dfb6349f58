import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  billingLines,
  billingRecords,
  companies,
  invoices,
  laytimeResults,
  nominations,
  ships,
  users,
} from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { BillingListQuery, BillingRecord, BillingStatus } from '../../../contract/schemas/billing.js';
import { iso } from '../../platform/mutation.js';

const columns = {
  id: billingRecords.id,
  nominationId: billingRecords.nominationId,
  companyId: billingRecords.companyId,
  customerName: companies.name,
  bargeName: ships.name,
  status: billingRecords.status,
  currency: billingRecords.currency,
  hoursSource: billingRecords.hoursSource,
  total: billingRecords.total,
  completedAt: billingRecords.completedAt,
  approvedAt: billingRecords.approvedAt,
  invoicedAt: billingRecords.invoicedAt,
  invoiceId: billingRecords.invoiceId,
  invoiceNumber: invoices.number,
};
const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(billingRecords)
    .innerJoin(companies, eq(companies.id, billingRecords.companyId))
    .innerJoin(nominations, eq(nominations.id, billingRecords.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .leftJoin(invoices, eq(invoices.id, billingRecords.invoiceId));
type Row = Awaited<ReturnType<typeof select>>[number];

async function withLines(db: DbOrTx, rows: Row[]): Promise<BillingRecord[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          id: billingLines.id,
          recordId: billingLines.recordId,
          kind: billingLines.kind,
          quantity: billingLines.quantity,
          unitPrice: billingLines.unitPrice,
          amount: billingLines.amount,
          reason: billingLines.reason,
          // Customers read their records' lines: the display name and role, never the sign-in name.
          changedByName: users.nickName,
          changedByRole: users.role,
          changedAt: billingLines.changedAt,
          source: billingLines.source,
        })
        .from(billingLines)
        .leftJoin(users, eq(users.id, billingLines.changedBy))
        .where(inArray(billingLines.recordId, ids))
        .orderBy(asc(billingLines.id))
    : [];
  const laytime = await latestLaytimes(
    db,
    rows.map((r) => r.nominationId),
  );
  return rows.map((r) => ({
    ...r,
    hoursSource: r.hoursSource as BillingRecord['hoursSource'],
    completedAt: r.completedAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    invoicedAt: iso(r.invoicedAt),
    laytime: laytime.get(r.nominationId) ?? null,
    lines: lines
      .filter((l) => l.recordId === r.id)
      .map(({ recordId: _r, ...l }) => ({
        ...l,
        source: (l.source ?? null) as BillingRecord['lines'][number]['source'],
        changedAt: iso(l.changedAt),
      })),
  }));
}

/** Each nomination's latest laytime result (DECISIONS §11), by its (nomination, version) index. */
async function latestLaytimes(db: DbOrTx, nominationIds: number[]) {
  const byNomination = new Map<number, NonNullable<BillingRecord['laytime']>>();
  if (!nominationIds.length) return byNomination;
  const rows = await db
    .selectDistinctOn([laytimeResults.nominationId], {
      nominationId: laytimeResults.nominationId,
      overMinutes: laytimeResults.overMinutes,
      terminalDelayMinutes: laytimeResults.terminalDelayMinutes,
      version: laytimeResults.version,
    })
    .from(laytimeResults)
    .where(inArray(laytimeResults.nominationId, nominationIds))
    .orderBy(laytimeResults.nominationId, desc(laytimeResults.version));
  for (const { nominationId, ...l } of rows) byNomination.set(nominationId, l);
  return byNomination;
}

/**
 * Whose records a caller reads (DECISIONS §11): null for the terminal (all of them); a customer
 * its own company's, Approved or Invoiced only. Applied in every read's WHERE, so a filter can
 * only narrow it and another company's id or a Draft is simply not found.
 */
export type BillingScope = { companyId: number; statuses: readonly BillingStatus[] } | null;
const inScope = (scope: BillingScope) =>
  scope
    ? and(eq(billingRecords.companyId, scope.companyId), inArray(billingRecords.status, [...scope.statuses]))
    : undefined;

/** The list's filters: a customer, a status, records completed in [start, end). */
interface BillingFilter {
  companyId?: BillingListQuery['companyId'];
  status?: BillingListQuery['status'];
  period?: { start: Date; end: Date };
}

export async function listBilling(
  db: DbOrTx,
  scope: BillingScope,
  filter: BillingFilter,
  limit: number,
  offset: number,
): Promise<{ rows: BillingRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.companyId ? eq(billingRecords.companyId, filter.companyId) : undefined,
    filter.status ? eq(billingRecords.status, filter.status) : undefined,
    filter.period ? inPeriod(filter.period.start, filter.period.end) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(desc(billingRecords.completedAt), desc(billingRecords.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingRecords)
    .where(where);
  return { rows: await withLines(db, rows), total: count?.n ?? 0 };
}

export async function findBilling(
  db: DbOrTx,
  id: number,
  scope: BillingScope = null,
): Promise<BillingRecord | undefined> {
  const rows = await select(db).where(and(eq(billingRecords.id, id), inScope(scope)));
  return (await withLines(db, rows))[0];
}

const inPeriod = (start: Date, end: Date) =>
  and(gte(billingRecords.completedAt, start), lt(billingRecords.completedAt, end));

/** The record's row, locked until the transaction ends: each step reads its status under the lock. */
export async function lockRecord(tx: Tx, id: number) {
  const [row] = await tx.select().from(billingRecords).where(eq(billingRecords.id, id)).for('update');
  return row;
}

export async function approveRecord(tx: Tx, id: number, by: number, now: Date) {
  await tx
    .update(billingRecords)
    .set({ status: 'Approved', approvedAt: now, approvedBy: by, updatedAt: now })
    .where(eq(billingRecords.id, id));
}

export async function correctLine(
  tx: Tx,
  id: number,
  lineId: number,
  line: { quantity: number; unitPrice: number; amount: number; reason: string; changedBy: number; changedAt: Date },
) {
  await tx
    .update(billingLines)
    .set(line)
    .where(and(eq(billingLines.id, lineId), eq(billingLines.recordId, id)));
}

export async function addCreditLine(
  tx: Tx,
  id: number,
  credit: { amount: number; reason: string; changedBy: number; changedAt: Date },
) {
  await tx.insert(billingLines).values({
    recordId: id,
    kind: 'credit',
    quantity: 1,
    unitPrice: -credit.amount,
    amount: -credit.amount,
    reason: credit.reason,
    changedBy: credit.changedBy,
    changedAt: credit.changedAt,
  });
}

/** Approved records completed in [start, end) become Invoiced; their ids. */
export async function invoiceApproved(tx: Tx, start: Date, end: Date, by: number, now: Date) {
  const done = await tx
    .update(billingRecords)
    .set({ status: 'Invoiced', invoicedAt: now, invoicedBy: by, updatedAt: now })
    .where(and(eq(billingRecords.status, 'Approved'), inPeriod(start, end)))
    .returning({ id: billingRecords.id });
  return done.map((d) => d.id);
}
