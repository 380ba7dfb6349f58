import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import type { Db, DbOrTx } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { NominationProgress } from '../../../contract/enums.js';
import type { DocStatus, DocumentType } from '../../../contract/documents.js';
import type { NominationListQuery } from '../../../contract/schemas/nominations.js';
import { offsetOf, statementCache, whereAll } from '../../platform/listing.js';
import { searchMatches, type SearchMatches } from './nominations.search.repository.js';
import {
  allFastWithin,
  berthedOnTime,
  justified,
  offSpecSigned,
  onBerth,
  varianceAbove,
} from './nominations.listFilters.repository.js';
import { scopeKind, scopeOf, type Bind } from '../nominationScope/nominationScope.repository.js';

// The scope moved to its own module (no cycle with pilotage); those reading it here still find it.
export { scopeOf } from '../nominationScope/nominationScope.repository.js';

/** One nomination as read, before the caller-specific parts (actions, hidden fields) are added. */
const nominationColumns = {
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
  coaLink: nominations.coaLink,
  portClearReference: nominations.portClearReference,
  portClearAt: nominations.portClearAt,
  bargeContactNumber: nominations.bargeContactNumber,
  hideFromTerminal: nominations.hideFromTerminal,
  submittedAt: nominations.submittedAt,
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
  actualAllFastAt: nominations.actualAllFastAt, // the list's "when" once all fast (issue 33)
  sofProgress: nominations.sofProgress,
  createdAt: nominations.createdAt,
  updatedAt: nominations.updatedAt,
  surveyors: sql<
    { id: number; name: string }[]
  >`(SELECT coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name) ORDER BY sc.name), '[]'::json)
    FROM nomination_surveyors ns JOIN companies sc ON sc.id = ns.company_id WHERE ns.nomination_id = ${nominations.id})`,
  pendingRequests: sql<number>`(SELECT count(*)::int FROM change_requests cr WHERE cr.nomination_id = ${nominations.id} AND cr.status = 'Pending')`,
  /** Its documents with who made them: nominations.record.ts shows each only to those who may see it. */
  documentLinks: sql<
    DocumentLink[]
  >`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'type', d.type, 'number', d.number,
      'status', d.status, 'makerType', mu.user_type, 'makerCompanyId', mu.company_id,
      'offSpec', d.off_spec IS NOT NULL)), '[]'::json)
    FROM documents d JOIN users mu ON mu.id = d.created_by WHERE d.nomination_id = ${nominations.id})`,
  /** The pilots of its live jobs: a pilot sees the nomination only when it is one (nominations.record.ts isVisible). */
  jobPilotIds: sql<number[]>`(SELECT coalesce(array_agg(DISTINCT pj.pilot_id), '{}') FROM pilot_jobs pj
    WHERE pj.nomination_id = ${nominations.id} AND pj.pilot_id IS NOT NULL AND pj.status <> 'Cancelled')`,
};

export interface DocumentLink {
  id: number;
  type: DocumentType;
  number: string;
  status: DocStatus;
  makerType: number;
  makerCompanyId: number | null;
  /** A certificate of quality signed off-spec (issue 34); the query always says, fixtures may not. */
  offSpec?: boolean;
}

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

class Binder {
  readonly values: Record<string, unknown> = {};
  readonly names: string[] = [];
  readonly bind: Bind = (name, value) => {
    this.values[name] = value;
    this.names.push(name);
    return sql.placeholder(name);
  };
}

const DATE_COLUMNS = {
  createdAt: nominations.createdAt,
  eta: nominations.eta,
  bargeReadinessTime: nominations.bargeReadinessTime,
  estimatedBerthTime: nominations.estimatedBerthTime,
  completedAt: nominations.completedAt,
};
const SORTABLE = { ...DATE_COLUMNS, id: nominations.id, status: nominations.status, quantity: nominations.quantity };

const anyOf = (bind: Bind, name: string, column: AnyPgColumn, ids: number[]) =>
  ids.length ? sql`${column} = ANY(${bind(name, ids)}::int[])` : undefined;

/**
 * Filters on the nominations table alone. A search's matching barges, companies and products were
 * looked up first (`searchMatches`) and come as arrays: each is one index scan of nominations
 * (barge, company, product; the custom code by its trigram index), OR-ed in a bitmap, so 100k
 * nominations are never joined or matched row by row.
 */
function filtersOf(q: NominationListQuery, matches: SearchMatches | undefined, bind: Bind): SQL | undefined {
  const statuses = q.statusString ? q.statusString.split(',').map((s) => s.trim() as NominationProgress) : [];
  // All fast is the statement of facts' actual time: that date type filters by it (nominations.listFilters.repository.ts), as the dashboard counts.
  const allFast = q.searchDateType === 'allFast';
  const dateColumn = DATE_COLUMNS[q.searchDateType === 'allFast' ? 'createdAt' : (q.searchDateType ?? 'createdAt')];
  const search = q.searchValue;
  return whereAll(
    q.status ? eq(nominations.status, bind('status', q.status)) : undefined,
    statuses.length ? sql`${nominations.status} = ANY(${bind('statuses', statuses)}::nomination_status[])` : undefined,
    search && matches
      ? or(
          anyOf(bind, 'ships', nominations.bargeId, matches.ships),
          anyOf(bind, 'companies', nominations.companyId, matches.companies),
          anyOf(bind, 'products', nominations.productId, matches.products),
          sql`${nominations.customCode} ILIKE ${bind('pattern', matches.pattern)}`,
          /^\d{1,9}$/.test(search) ? eq(nominations.id, bind('searchId', Number(search))) : undefined,
        )
      : undefined,
    allFast && (q.startDate || q.endDate)
      ? allFastWithin(
          q.startDate ? bind('start', q.startDate) : undefined,
          q.endDate ? bind('end', q.endDate) : undefined,
        )
      : undefined,
    !allFast && q.startDate ? sql`${dateColumn} >= ${bind('start', q.startDate)}` : undefined,
    !allFast && q.endDate ? sql`${dateColumn} <= ${bind('end', q.endDate)}` : undefined,
    q.companyId ? eq(nominations.companyId, bind('companyId', q.companyId)) : undefined,
    q.bargeId ? eq(nominations.bargeId, bind('bargeId', q.bargeId)) : undefined,
    q.productId ? eq(nominations.productId, bind('productId', q.productId)) : undefined,
    q.jettyId
      ? sql`${nominations.berthId} IN (SELECT id FROM berths WHERE jetty_id = ${bind('jettyId', q.jettyId)})`
      : undefined,
    q.varianceAbove !== undefined ? varianceAbove(bind('varianceAbove', q.varianceAbove)) : undefined,
    q.justified ? justified(bind('justified', q.justified === 'true')) : undefined,
    q.onTime
      ? berthedOnTime(
          bind('onTime', q.onTime === 'true'),
          // The service gives the terminal's setting when the link names no hours.
          bind('onTimeHours', q.onTimeHours ?? null),
        )
      : undefined,
    q.berthId ? onBerth(bind('berthId', q.berthId)) : undefined,
    q.offSpec
      ? offSpecSigned(
          bind('offSpec', q.offSpec === 'true'),
          q.offSpecFrom ? bind('offSpecFrom', q.offSpecFrom) : undefined,
          q.offSpecTo ? bind('offSpecTo', q.offSpecTo) : undefined,
        )
      : undefined,
  );
}

function listQueries(db: Db, q: NominationListQuery, where: SQL | undefined) {
  const column = SORTABLE[q.sort ?? 'createdAt'];
  const direction = q.order === 'ASC' ? asc : desc;
  return {
    ids: db
      .select({ id: nominations.id })
      .from(nominations)
      .where(where)
      .orderBy(direction(column), direction(nominations.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(nominations)
      .where(where)
      .prepare(''),
  };
}

/** The list's statements, by shape (the caller's scope, which filters are given, the order). */
const listStatements = statementCache<ReturnType<typeof listQueries>>();
const byIdsStatement = statementCache<ReturnType<typeof byIdsQuery>>();

const byIdsQuery = (db: Db) =>
  from(db)
    .where(sql`${nominations.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('');

/**
 * The list, scoped to the caller, in two statements and a count only when needed:
 * - the page's ids, from the nominations table alone (cheap to plan, whatever the filters);
 * - those rows with their joins, by id: the same statement whatever was asked, so PostgreSQL plans
 *   it once per connection (planning the nine-table join took 12 ms, running it 3 ms: issue 14);
 * - the total, counted only when the page does not already tell it.
 */
export async function listNominations(
  db: Db,
  p: CallerPrincipal,
  q: NominationListQuery,
): Promise<{ rows: NominationRow[]; total: number }> {
  const matches = q.searchValue ? await searchMatches(db, q.searchValue) : undefined;
  const b = new Binder();
  // The condition records which values it takes: those, the scope, the date column and the order
  // are the statement's shape; it is compiled and prepared the first time only.
  const where = whereAll(scopeOf(p, b.bind), filtersOf(q, matches, b.bind));
  const shape = [scopeKind(p), b.names.join(','), q.searchDateType, q.sort, q.order].join('|');
  const statements = listStatements(db, shape, () => listQueries(db, q, where));
  const ids = (await statements.ids.execute({ ...b.values, limit: q.pageSize, offset: offsetOf(q) })).map((r) => r.id);
  const rows = await nominationsByIds(db, ids);
  if (rows.length < q.pageSize && (q.pageNum === 1 || rows.length > 0))
    return { rows, total: offsetOf(q) + rows.length };
  const [counted] = await statements.count.execute(b.values);
  return { rows, total: counted?.total ?? 0 };
}

/** Nominations by id, in the order of `ids`. */
async function nominationsByIds(db: Db, ids: number[]): Promise<NominationRow[]> {
  if (!ids.length) return [];
  const rows = await byIdsStatement(db, '', () => byIdsQuery(db)).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is NominationRow => r !== undefined);
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
