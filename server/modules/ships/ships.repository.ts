import { unqualifiedSql } from '../shipVettings/shipVettings.qualification.repository.js';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { companies, ships } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { ShipInput, ShipListQuery, ShipRecord, VesselOption } from '../../../contract/schemas/ships.js';
import {
  activeFilter,
  countAll,
  offsetOf,
  orderOf,
  pageWithTotal,
  prefixPattern,
  searchAny,
  whereAll,
} from '../../platform/listing.js';

const unqualified = unqualifiedSql(ships.id);

/** Every column of the table (a new one reaches the record by itself), with the names of what it points to. */
const recordColumns = { ...getTableColumns(ships), companyName: companies.name, unqualified };
const SORTABLE = { name: ships.name, imo: ships.imo, loa: ships.loa, kind: ships.kind, companyName: companies.name };

/** The ships a caller may see: every one (undefined), one barge's own, or one company's. */
export type ShipScope = { shipId: number } | { companyId: number } | undefined;

const scopeSql = (scope: ShipScope): SQL | undefined =>
  scope === undefined
    ? undefined
    : 'shipId' in scope
      ? eq(ships.id, scope.shipId)
      : eq(ships.companyId, scope.companyId);

function selectRecords(db: DbOrTx, where: SQL | undefined) {
  return db.select(recordColumns).from(ships).leftJoin(companies, eq(companies.id, ships.companyId)).where(where);
}

export async function listShips(db: DbOrTx, q: ShipListQuery, scope: ShipScope) {
  const where = whereAll(
    scopeSql(scope),
    activeFilter(ships.active, q.active),
    searchAny(q.searchValue, [ships.name, ships.imo, ships.customCode]),
    q.kind ? eq(ships.kind, q.kind) : undefined,
    q.companyId ? eq(ships.companyId, q.companyId) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    selectRecords(db, where)
      .orderBy(...orderOf(q, SORTABLE, ships.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(ships).where(where),
  );
  return { rows: rows, total };
}

export async function findShip(db: DbOrTx, id: number): Promise<ShipRecord | undefined> {
  const [row] = await selectRecords(db, eq(ships.id, id));
  return row;
}

export async function imoTaken(db: DbOrTx, imo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: ships.id }).from(ships).where(eq(ships.imo, imo));
  return row !== undefined && row.id !== exceptId;
}

export async function insertShip(db: DbOrTx, input: ShipInput): Promise<number> {
  const [row] = await db.insert(ships).values(input).returning({ id: ships.id });
  return row!.id;
}

export async function updateShip(db: DbOrTx, id: number, values: ShipInput | { active: boolean }): Promise<void> {
  await db.update(ships).set(values).where(eq(ships.id, id));
}

const nameC = sql`lower(${ships.name}) COLLATE "C"`;
const imoC = sql`${ships.imo} COLLATE "C"`;
const optionColumns = { id: ships.id, name: ships.name, imo: ships.imo, loa: ships.loa, kind: ships.kind };
const SEARCH_LIMIT = 20;

/**
 * Name prefix (case-insensitive) or, for digits, IMO prefix first: active ships, 20 at most. Each
 * arm is a range scan of a C-collation index that also gives the order, so it stays fast at 100k.
 */
export async function searchVessels(db: DbOrTx, pattern: string, scope: ShipScope): Promise<VesselOption[]> {
  const arm = (key: SQL, prefix: string) =>
    db
      .select(optionColumns)
      .from(ships)
      .where(and(eq(ships.active, true), sql`${key} LIKE ${prefixPattern(prefix)}`, scopeSql(scope)))
      .orderBy(key)
      .limit(SEARCH_LIMIT);
  const [byImo, byName] = await Promise.all([
    /^\d+$/.test(pattern) ? arm(imoC, pattern) : Promise.resolve([]),
    arm(nameC, pattern.toLowerCase()),
  ]);
  const seen = new Set<number>();
  return [...byImo, ...byName]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, SEARCH_LIMIT)
    .map((r) => ({ ...r, loa: Number(r.loa) }));
}

export async function selectableVessels(db: DbOrTx, scope: ShipScope): Promise<VesselOption[]> {
  const rows = await db
    .select(optionColumns)
    .from(ships)
    .where(and(eq(ships.active, true), scopeSql(scope)))
    .orderBy(nameC)
    .limit(500);
  return rows.map((r) => ({ ...r, loa: Number(r.loa) }));
}
