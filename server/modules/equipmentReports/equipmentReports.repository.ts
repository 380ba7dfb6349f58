import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { equipmentReports, jetties, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { EquipmentReportInput, EquipmentReportRecord } from '../../../contract/schemas/equipmentReports.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { countAll, offsetOf, pageWithTotal, searchAny, whereAll } from '../../platform/listing.js';

const resolver = alias(users, 'resolver');
const columns = {
  id: equipmentReports.id,
  jettyId: equipmentReports.jettyId,
  jettyNumber: jetties.number,
  equipment: equipmentReports.equipment,
  location: equipmentReports.location,
  severity: equipmentReports.severity,
  closesJetty: equipmentReports.closesJetty,
  description: equipmentReports.description,
  reportedOn: equipmentReports.reportedOn,
  reportedBy: equipmentReports.reportedBy,
  // Display names and roles, never sign-in names (DECISIONS.md §12).
  reportedByName: users.nickName,
  reportedByRole: users.role,
  resolvedOn: equipmentReports.resolvedOn,
  resolvedByName: resolver.nickName,
  resolvedByRole: resolver.role,
  resolution: equipmentReports.resolution,
};
type Row = Omit<EquipmentReportRecord, 'reportedOn' | 'resolvedOn' | 'open'> & {
  reportedOn: Date;
  resolvedOn: Date | null;
};
const toRecord = (r: Row): EquipmentReportRecord => ({
  ...r,
  reportedOn: r.reportedOn.toISOString(),
  resolvedOn: r.resolvedOn?.toISOString() ?? null,
  open: r.resolvedOn === null,
});

const select = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(equipmentReports)
    .innerJoin(jetties, eq(jetties.id, equipmentReports.jettyId))
    .innerJoin(users, eq(users.id, equipmentReports.reportedBy))
    .leftJoin(resolver, eq(resolver.id, equipmentReports.resolvedBy))
    .where(where);

export interface EquipmentListQuery extends ListQuery {
  state?: 'open' | 'resolved';
  jettyId?: number;
  severity?: EquipmentReportRecord['severity'];
}

/** Open reports first (newest first), then resolved ones. */
export async function listReports(db: DbOrTx, q: EquipmentListQuery) {
  const where = whereAll(
    searchAny(q.searchValue, [equipmentReports.equipment, equipmentReports.location, equipmentReports.description]),
    q.state === 'open'
      ? isNull(equipmentReports.resolvedOn)
      : q.state === 'resolved'
        ? isNotNull(equipmentReports.resolvedOn)
        : undefined,
    q.jettyId ? eq(equipmentReports.jettyId, q.jettyId) : undefined,
    q.severity ? eq(equipmentReports.severity, q.severity) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    select(db, where)
      .orderBy(
        asc(sql`${equipmentReports.resolvedOn} IS NOT NULL`),
        desc(equipmentReports.reportedOn),
        desc(equipmentReports.id),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(equipmentReports).where(where),
  );
  return { rows: rows.map(toRecord), total };
}

export async function findReport(db: DbOrTx, id: number): Promise<EquipmentReportRecord | undefined> {
  const [row] = await select(db, eq(equipmentReports.id, id));
  return row && toRecord(row);
}

export async function insertReport(
  db: DbOrTx,
  input: EquipmentReportInput,
  reportedBy: number,
  now: Date,
): Promise<number> {
  const { reportedOn, ...rest } = input;
  return (
    await db
      .insert(equipmentReports)
      .values({ ...rest, reportedBy, reportedOn: reportedOn ? new Date(reportedOn) : now })
      .returning({ id: equipmentReports.id })
  )[0]!.id;
}

export async function updateReport(db: DbOrTx, id: number, input: EquipmentReportInput): Promise<void> {
  const { reportedOn, ...rest } = input;
  await db
    .update(equipmentReports)
    .set({ ...rest, ...(reportedOn ? { reportedOn: new Date(reportedOn) } : {}) })
    .where(eq(equipmentReports.id, id));
}

export async function resolveReport(
  db: DbOrTx,
  id: number,
  resolvedBy: number,
  resolution: string,
  at: Date,
): Promise<void> {
  await db.update(equipmentReports).set({ resolvedBy, resolution, resolvedOn: at }).where(eq(equipmentReports.id, id));
}

/** A report is made against a jetty in use. */
export async function activeJettyExists(db: DbOrTx, jettyId: number): Promise<boolean> {
  const [j] = await db
    .select({ id: jetties.id })
    .from(jetties)
    .where(and(eq(jetties.id, jettyId), eq(jetties.active, true)));
  return !!j;
}
