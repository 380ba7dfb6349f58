import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { billingLines, billingRecords, companies, nominations, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { BillingRecord } from '../../../contract/schemas/billing.js';
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
};
const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(billingRecords)
    .innerJoin(companies, eq(companies.id, billingRecords.companyId))
    .innerJoin(nominations, eq(nominations.id, billingRecords.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId));
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
        })
        .from(billingLines)
        .leftJoin(users, eq(users.id, billingLines.changedBy))
        .where(inArray(billingLines.recordId, ids))
        .orderBy(asc(billingLines.id))
    : [];
  return rows.map((r) => ({
    ...r,
    hoursSource: r.hoursSource as BillingRecord['hoursSource'],
    completedAt: r.completedAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    invoicedAt: iso(r.invoicedAt),
    lines: lines
      .filter((l) => l.recordId === r.id)
      .map(({ recordId: _r, ...l }) => ({ ...l, changedAt: iso(l.changedAt) })),
  }));
}

export async function listBilling(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: BillingRecord[]; total: number }> {
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

export async function findBilling(db: DbOrTx, id: number): Promise<BillingRecord | undefined> {
  const rows = await select(db).where(eq(billingRecords.id, id));
  return (await withLines(db, rows))[0];
}

export const inPeriod = (start: Date, end: Date) =>
  and(gte(billingRecords.completedAt, start), lt(billingRecords.completedAt, end));
