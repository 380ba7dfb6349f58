import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { isBarge, isBargeOperator, isCompanyUser, isSurveyor, isTerminalUser } from '../../../contract/permissions.js';
import {
  berths,
  companies,
  jetties,
  nominationSurveyors,
  nominations,
  pilots,
  products,
  ships,
  tanks,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { NominationProgress } from '../../../contract/enums.js';
import type { NominationListQuery } from '../../../contract/schemas/nominations.js';
import { containsPattern, offsetOf, whereAll } from '../../platform/listing.js';

/** One nomination as read, before the caller-specific parts (actions, hidden fields) are added. */
export const nominationColumns = {
  id: nominations.id,
  status: nominations.status,
  companyId: nominations.companyId,
  companyName: companies.name,
  bargeId: nominations.bargeId,
  bargeName: ships.name,
  bargeImo: ships.imo,
  bargeLoa: ships.loa,
  bargeCompanyId: ships.companyId,
  productId: nominations.productId,
  productName: products.name,
  tankId: nominations.tankId,
  tankNumber: tanks.number,
  quantity: nominations.quantity,
  nominatedQtyMax: nominations.nominatedQtyMax,
  balanceInTank: nominations.balanceInTank,
  bargeReadinessTime: nominations.bargeReadinessTime,
  eta: nominations.eta,
  pilotId: nominations.pilotId,
  pilotName: pilots.name,
  pilotType: nominations.pilotType,
  pilotExemption: nominations.pilotExemption,
  psaContactNumber: nominations.psaContactNumber,
  bargeContactNumber: nominations.bargeContactNumber,
  hideFromTerminal: nominations.hideFromTerminal,
  customCode: nominations.customCode,
  remarks: nominations.remarks,
  jettyId: berths.jettyId,
  jettyNumber: jetties.number,
  berthId: nominations.berthId,
  berthName: berths.name,
  berthAssignedAt: nominations.berthAssignedAt,
  estimatedBerthTime: nominations.estimatedBerthTime,
  durationHours: nominations.durationHours,
  actualQuantity: nominations.actualQuantity,
  completedAt: nominations.completedAt,
  createdAt: nominations.createdAt,
  updatedAt: nominations.updatedAt,
  surveyors: sql<
    { id: number; name: string }[]
  >`(SELECT coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name) ORDER BY sc.name), '[]'::json)
    FROM nomination_surveyors ns JOIN companies sc ON sc.id = ns.company_id WHERE ns.nomination_id = ${nominations.id})`,
  pendingRequests: sql<number>`(SELECT count(*)::int FROM change_requests cr WHERE cr.nomination_id = ${nominations.id} AND cr.status = 'Pending')`,
};

const from = (db: DbOrTx) =>
  db
    .select(nominationColumns)
    .from(nominations)
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(products, eq(products.id, nominations.productId))
    .leftJoin(tanks, eq(tanks.id, nominations.tankId))
    .leftJoin(pilots, eq(pilots.id, nominations.pilotId))
    .leftJoin(berths, eq(berths.id, nominations.berthId))
    .leftJoin(jetties, eq(jetties.id, berths.jettyId));
export type NominationRow = Awaited<ReturnType<typeof from>>[number];

/**
 * DECISIONS.md §2 data scope: a customer sees its company's nominations, a surveyor those naming
 * its company, a barge operator its company's barges, a barge its own; terminal staff do not see
 * nominations hidden from the terminal. A draft (Created) is the customer's own until submitted:
 * surveyors and the barge side see it from submission on.
 */
export function scopeOf(p: CallerPrincipal): SQL | undefined {
  const submitted = ne(nominations.status, 'Created');
  if (isTerminalUser(p)) return eq(nominations.hideFromTerminal, false);
  if (isSurveyor(p))
    return and(
      submitted,
      sql`${nominations.id} IN (SELECT nomination_id FROM nomination_surveyors WHERE company_id = ${p.companyId ?? -1})`,
    );
  if (isCompanyUser(p)) return eq(nominations.companyId, p.companyId ?? -1);
  if (isBargeOperator(p))
    return and(
      submitted,
      sql`${nominations.bargeId} IN (SELECT id FROM ships WHERE company_id = ${p.companyId ?? -1})`,
    );
  if (isBarge(p)) return and(submitted, eq(nominations.bargeId, p.shipId ?? -1));
  return undefined;
}

const DATE_COLUMNS = {
  createdAt: nominations.createdAt,
  eta: nominations.eta,
  bargeReadinessTime: nominations.bargeReadinessTime,
  estimatedBerthTime: nominations.estimatedBerthTime,
};
const SORTABLE = { ...DATE_COLUMNS, id: nominations.id, status: nominations.status, quantity: nominations.quantity };

/**
 * Filters on the nominations table alone: a search looks up the small tables (barges, companies,
 * products) first, so 100k nominations are filtered by id lookups instead of joined and matched.
 */
function filtersOf(q: NominationListQuery): SQL | undefined {
  const statuses = q.statusString ? q.statusString.split(',').map((s) => s.trim() as NominationProgress) : [];
  const dateColumn = DATE_COLUMNS[q.searchDateType ?? 'createdAt'];
  const search = q.searchValue;
  const pattern = search ? containsPattern(search) : '';
  return whereAll(
    q.status ? eq(nominations.status, q.status) : undefined,
    statuses.length ? inArray(nominations.status, statuses) : undefined,
    search
      ? or(
          sql`${nominations.bargeId} IN (SELECT id FROM ships WHERE name ILIKE ${pattern} OR imo ILIKE ${pattern})`,
          sql`${nominations.companyId} IN (SELECT id FROM companies WHERE name ILIKE ${pattern})`,
          sql`${nominations.productId} IN (SELECT id FROM products WHERE name ILIKE ${pattern})`,
          ilike(nominations.customCode, pattern),
          /^\d{1,9}$/.test(search) ? eq(nominations.id, Number(search)) : undefined,
        )
      : undefined,
    q.startDate ? sql`${dateColumn} >= ${q.startDate}` : undefined,
    q.endDate ? sql`${dateColumn} <= ${q.endDate}` : undefined,
    q.companyId ? eq(nominations.companyId, q.companyId) : undefined,
    q.bargeId ? eq(nominations.bargeId, q.bargeId) : undefined,
    q.productId ? eq(nominations.productId, q.productId) : undefined,
    q.jettyId ? sql`${nominations.berthId} IN (SELECT id FROM berths WHERE jetty_id = ${q.jettyId})` : undefined,
  );
}

/** The page and the count statements of the list, built once here so the bench can run the very same SQL. */
export function listStatements(db: DbOrTx, p: CallerPrincipal, q: NominationListQuery) {
  const where = whereAll(scopeOf(p), filtersOf(q));
  const column = SORTABLE[q.sort ?? 'createdAt'];
  const direction = q.order === 'ASC' ? asc : desc;
  const order = [direction(column), direction(nominations.id)];
  // The page's ids come from the nominations table alone; only those 20 rows are joined for display.
  const ids = db
    .select({ id: nominations.id })
    .from(nominations)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    // ARRAY(…) runs the id query once, before the joins, and tells the planner to expect a handful of rows.
    page: from(db)
      .where(sql`${nominations.id} = ANY(ARRAY(${ids}))`)
      .orderBy(...order),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(nominations)
      .where(where),
  };
}

/** The list, scoped to the caller; the total is counted only when the page does not already tell it. */
export async function listNominations(
  db: DbOrTx,
  p: CallerPrincipal,
  q: NominationListQuery,
): Promise<{ rows: NominationRow[]; total: number }> {
  const statements = listStatements(db, p, q);
  const rows = await statements.page;
  if (rows.length < q.pageSize && (q.pageNum === 1 || rows.length > 0))
    return { rows, total: offsetOf(q) + rows.length };
  const [counted] = await statements.count;
  return { rows, total: counted?.total ?? 0 };
}

export async function findNomination(db: DbOrTx, id: number): Promise<NominationRow | undefined> {
  const [row] = await from(db).where(eq(nominations.id, id));
  return row;
}

/** The row locked for a change: concurrent steps on one nomination queue instead of racing. */
export async function lockNomination(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: nominations.id }).from(nominations).where(eq(nominations.id, id)).for('update');
  return row !== undefined;
}

export type NominationValues = Partial<typeof nominations.$inferInsert>;

export async function insertNomination(db: DbOrTx, values: typeof nominations.$inferInsert): Promise<number> {
  return (await db.insert(nominations).values(values).returning({ id: nominations.id }))[0]!.id;
}

export async function updateNomination(db: DbOrTx, id: number, values: NominationValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(nominations).set(values).where(eq(nominations.id, id));
}

export async function setSurveyors(db: DbOrTx, id: number, companyIds: number[]): Promise<void> {
  await db.delete(nominationSurveyors).where(eq(nominationSurveyors.nominationId, id));
  if (companyIds.length)
    await db.insert(nominationSurveyors).values(companyIds.map((companyId) => ({ nominationId: id, companyId })));
}

/** True for a company that registered itself and waits for the terminal's approval. */
export async function companyWaiting(db: DbOrTx, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await db.select({ approved: companies.approved }).from(companies).where(eq(companies.id, id));
  return row?.approved === false;
}

/** Companies of the given kind among `ids` that are active and approved: checks references before writing. */
export async function activeCompaniesOfKind(
  db: DbOrTx,
  ids: number[],
  kind: 'surveyor' | 'customer',
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        inArray(companies.id, ids),
        eq(companies.kind, kind),
        eq(companies.active, true),
        eq(companies.approved, true),
      ),
    );
  return rows.map((r) => r.id);
}
