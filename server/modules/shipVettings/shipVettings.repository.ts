import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isCustomer } from '../../../contract/permissions.js';
import { actorOf, WAITING_ON, type VettingStatus } from '../../../contract/vetting.js';
import { berths, companies, products, ships, shipVettings, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { countAll } from '../../platform/listing.js';
import type { CallerPrincipal } from '../../platform/types.js';

/**
 * Who sees which vettings (DECISIONS.md §2, §5): a customer its own company's, drafts included;
 * terminal logistics and the inspector every submitted one; anyone else none.
 */
export function vettingScope(p: CallerPrincipal): SQL {
  if (isCustomer(p)) return eq(shipVettings.companyId, p.companyId ?? -1);
  if (actorOf(p)) return ne(shipVettings.status, 0);
  return sql`false`;
}

/** The statuses that wait on the caller; none for anyone else. */
export function waitingStatuses(p: CallerPrincipal): readonly VettingStatus[] {
  const actor = actorOf(p);
  return actor ? WAITING_ON[actor] : [];
}

export async function countWaiting(db: DbOrTx, p: CallerPrincipal): Promise<number> {
  const waiting = waitingStatuses(p);
  if (!waiting.length) return 0;
  const [row] = await db
    .select(countAll)
    .from(shipVettings)
    .where(and(vettingScope(p), inArray(shipVettings.status, [...waiting])));
  return row?.total ?? 0;
}

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

/** The vetting with its ship's and company's names; only within `scope` when one is given. */
export async function findVetting(db: DbOrTx, id: number, scope?: SQL) {
  const [row] = await db
    .select({
      vetting: shipVettings,
      shipName: ships.name,
      imo: ships.imo,
      shipKind: ships.kind,
      loa: ships.loa,
      portOfRegistry: ships.portOfRegistry,
      companyName: companies.name,
      // Display names and roles, never sign-in names (DECISIONS.md §12): customers read these.
      createdByName: creator.nickName,
      createdByRole: creator.role,
      decidedByName: decider.nickName,
      decidedByRole: decider.role,
    })
    .from(shipVettings)
    .innerJoin(ships, eq(ships.id, shipVettings.shipId))
    .innerJoin(companies, eq(companies.id, shipVettings.companyId))
    .innerJoin(creator, eq(creator.id, shipVettings.createdBy))
    .leftJoin(decider, eq(decider.id, shipVettings.decidedBy))
    .where(and(eq(shipVettings.id, id), scope));
  return row;
}
export type VettingFound = NonNullable<Awaited<ReturnType<typeof findVetting>>>;

/** Locks the vetting row for a step; answers its id, or undefined when there is none. */
export async function lockVetting(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: shipVettings.id })
    .from(shipVettings)
    .where(eq(shipVettings.id, id))
    .for('update');
  return row?.id;
}

export async function insertVetting(db: DbOrTx, values: typeof shipVettings.$inferInsert): Promise<number> {
  return (await db.insert(shipVettings).values(values).returning({ id: shipVettings.id }))[0]!.id;
}

export type VettingValues = Partial<typeof shipVettings.$inferInsert>;
export async function updateVetting(db: DbOrTx, id: number, values: VettingValues) {
  await db.update(shipVettings).set(values).where(eq(shipVettings.id, id));
}

export async function productsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.name));
}

/** The ship's other vettings, newest first: the terminal reads its record before deciding. */
export async function historyOf(db: DbOrTx, shipId: number, exceptId: number) {
  return db
    .select({
      id: shipVettings.id,
      status: shipVettings.status,
      companyName: companies.name,
      decidedAt: shipVettings.decidedAt,
      decisionReason: shipVettings.decisionReason,
    })
    .from(shipVettings)
    .innerJoin(companies, eq(companies.id, shipVettings.companyId))
    .where(and(eq(shipVettings.shipId, shipId), ne(shipVettings.id, exceptId), ne(shipVettings.status, 0)))
    .orderBy(desc(shipVettings.id))
    .limit(20);
}

/** The ship's latest vetting before this one, which a new vetting links to. */
export async function latestOfShip(db: DbOrTx, shipId: number, beforeId?: number) {
  const [row] = await db
    .select({ id: shipVettings.id })
    .from(shipVettings)
    .where(and(eq(shipVettings.shipId, shipId), beforeId ? lt(shipVettings.id, beforeId) : undefined))
    .orderBy(desc(shipVettings.id))
    .limit(1);
  return row?.id ?? null;
}

export async function activeBerths(db: DbOrTx) {
  return db
    .select({ name: berths.name, minLoa: berths.minLoa, maxLoa: berths.maxLoa })
    .from(berths)
    .where(eq(berths.active, true))
    .orderBy(asc(berths.name));
}

/** How many of these products are active: a vetting names only those. */
export async function activeProductCount(db: DbOrTx, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return rows.length;
}

/** Whether the ship exists and is active. */
export async function shipIsActive(db: DbOrTx, shipId: number): Promise<boolean> {
  const [ship] = await db.select({ active: ships.active }).from(ships).where(eq(ships.id, shipId));
  return ship?.active ?? false;
}

export async function shipIdByImo(db: DbOrTx, imo: string): Promise<number | undefined> {
  const [known] = await db.select({ id: ships.id }).from(ships).where(eq(ships.imo, imo));
  return known?.id;
}

/** A ship first entered by a customer with its vetting, in that customer's company. */
export async function insertShip(db: DbOrTx, values: typeof ships.$inferInsert): Promise<number> {
  return (await db.insert(ships).values(values).returning({ id: ships.id }))[0]!.id;
}
