import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isBarge,
  isBargeOperator,
  isCompanyUser,
  isPilot,
  isSurveyor,
  isSystemAdmin,
  isTerminalUser,
} from '../../../contract/permissions.js';
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
import { containsPattern, offsetOf, statementCache, whereAll } from '../../platform/listing.js';
import { allFastWithin, berthedOnTime, justified, varianceAbove } from './listFilters.js';

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
  coaLink: nominations.coaLink,
  portClearReference: nominations.portClearReference,
  portClearAt: nominations.portClearAt,
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
  /** Its documents with who made them: record.ts shows each only to those who may see it. */
  documentLinks: sql<
    DocumentLink[]
  >`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'type', d.type, 'number', d.number,
      'status', d.status, 'makerType', mu.user_type, 'makerCompanyId', mu.company_id)), '[]'::json)
    FROM documents d JOIN users mu ON mu.id = d.created_by WHERE d.nomination_id = ${nominations.id})`,
  /** The pilots of its live jobs: a pilot sees the nomination only when it is one (record.ts isVisible). */
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

/**
 * What the terminal's side (its staff of every role and the system admin) may see of nominations:
 * none hidden from the terminal (DECISIONS.md §9) and no customer's draft (Created), which is the
 * customer's own until submitted (issue 31). Every list, count, search, log and export that shows
 * nominations or their traces to the terminal's side takes this scope (or `terminalUnseenIds`).
 */
export const terminalSees = (): SQL => and(eq(nominations.hideFromTerminal, false), ne(nominations.status, 'Created'))!;

/** The ids the terminal's side may not see, for channels that carry only a nomination id (audit log, mail outbox). */
export const terminalUnseenIds = sql`SELECT id FROM nominations WHERE hide_from_terminal OR status = 'Created'`;

/** The same test as `terminalSees` on one nomination already read. */
export const terminalSeesRow = (row: { hideFromTerminal: boolean; status: string }): boolean =>
  !row.hideFromTerminal && row.status !== 'Created';

/**
 * DECISIONS.md §2 data scope: a customer sees its company's nominations, a surveyor those naming
 * its company, a barge operator its company's barges, a barge its own; the terminal's side sees
 * `terminalSees`, and a pilot (not its head) only those of its own live jobs (§7a). A draft (Created)
 * is the customer's own until submitted: nobody else sees it.
 */
export function scopeOf(p: CallerPrincipal, bind: Bind = literal): SQL | undefined {
  const submitted = ne(nominations.status, 'Created');
  if (isPilot(p))
    return and(
      terminalSees(),
      sql`${nominations.id} IN (SELECT nomination_id FROM pilot_jobs WHERE pilot_id = ${bind('scopePilot', p.pilotId ?? -1)} AND status <> 'Cancelled')`,
    );
  if (isTerminalUser(p) || isSystemAdmin(p)) return terminalSees();
  if (isSurveyor(p))
    return and(
      submitted,
      sql`${nominations.id} IN (SELECT nomination_id FROM nomination_surveyors WHERE company_id = ${bind('scopeCompany', p.companyId ?? -1)})`,
    );
  if (isCompanyUser(p)) return eq(nominations.companyId, bind('scopeCompany', p.companyId ?? -1));
  if (isBargeOperator(p))
    return and(
      submitted,
      sql`${nominations.bargeId} IN (SELECT id FROM ships WHERE company_id = ${bind('scopeCompany', p.companyId ?? -1)})`,
    );
  if (isBarge(p)) return and(submitted, eq(nominations.bargeId, bind('scopeShip', p.shipId ?? -1)));
  // Anyone else (no such principal today) sees nothing rather than everything.
  return sql`false`;
}

/** Which branch of scopeOf a caller takes: part of a prepared list statement's key. */
function scopeKind(p: CallerPrincipal): string {
  if (isPilot(p)) return 'pilot';
  if (isTerminalUser(p) || isSystemAdmin(p)) return 'terminal';
  if (isSurveyor(p)) return 'surveyor';
  if (isCompanyUser(p)) return 'company';
  if (isBargeOperator(p)) return 'operator';
  if (isBarge(p)) return 'barge';
  return 'none';
}

/**
 * How a filter puts a value into SQL: as it is (a one-off statement), or as a named placeholder
 * whose value is recorded (a statement built once and prepared: `Binder`).
 */
type Bind = <T>(name: string, value: T) => T | ReturnType<typeof sql.placeholder>;
const literal: Bind = (_name, value) => value;

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

/** The barges, companies and products whose names (or IMO) contain the search: small tables, one statement. */
export interface SearchMatches {
  pattern: string;
  ships: number[];
  companies: number[];
  products: number[];
}

export async function searchMatches(db: Db, search: string): Promise<SearchMatches> {
  const pattern = containsPattern(search);
  const [row] = await matchesStatement(db, '', () => matchesQuery(db)).execute({ pattern });
  return { pattern, ships: row?.ships ?? [], companies: row?.companies ?? [], products: row?.products ?? [] };
}

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
  // All fast lives on the mooring report: that date type filters by it (listFilters.ts), not by a column.
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
    q.onTime ? berthedOnTime(bind('onTime', q.onTime === 'true')) : undefined,
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
const matchesStatement = statementCache<ReturnType<typeof matchesQuery>>();

const byIdsQuery = (db: Db) =>
  from(db)
    .where(sql`${nominations.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('');
const matchesQuery = (db: Db) =>
  db
    .select({
      ships: sql<
        number[]
      >`ARRAY(SELECT id FROM ships WHERE name ILIKE ${sql.placeholder('pattern')} OR imo ILIKE ${sql.placeholder('pattern')})`,
      companies: sql<number[]>`ARRAY(SELECT id FROM companies WHERE name ILIKE ${sql.placeholder('pattern')})`,
      products: sql<number[]>`ARRAY(SELECT id FROM products WHERE name ILIKE ${sql.placeholder('pattern')})`,
    })
    .from(sql`(SELECT 1) AS one`)
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
export async function nominationsByIds(db: Db, ids: number[]): Promise<NominationRow[]> {
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

/** A nomination's variance justification, the part of a high-variance record the row leaves out. */
export async function varianceJustificationOf(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ justification: nominations.varianceJustification })
    .from(nominations)
    .where(eq(nominations.id, id));
  return row?.justification ?? null;
}
