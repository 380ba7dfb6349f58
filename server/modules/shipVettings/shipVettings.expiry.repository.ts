import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { VS } from '../../../contract/vetting.js';
import { auditLog, ships, shipVettings } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

/** Taken for the length of one run's transaction: the other processes' runs skip. */
const EXPIRY_LOCK = 727004;

/** Whether this transaction holds the expiry run's lock (false: another process is running it). */
export async function tryExpiryLock(tx: Tx): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK}) AS locked`,
  );
  return !!rows[0]?.locked;
}

/** Accepted vettings whose acceptance ran out by `now`, locked. */
export function dueExpiries(tx: Tx, now: Date) {
  return tx
    .select({ id: shipVettings.id, companyId: shipVettings.companyId, ship: ships.name })
    .from(shipVettings)
    .innerJoin(ships, eq(ships.id, shipVettings.shipId))
    .where(and(eq(shipVettings.status, VS.ACCEPTED), lte(shipVettings.expiresAt, now)))
    .for('update', { of: shipVettings });
}

/** Marks the vetting Expired (the caller writes its log and audit entries). */
export async function expireVetting(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(shipVettings).set({ status: VS.EXPIRED, updatedAt: now }).where(eq(shipVettings.id, id));
}

/** The audit entry of an expiry, made by no user: the run is the system's. */
export async function auditExpiry(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    userId: null,
    userName: null,
    role: null,
    action: 'expire',
    entity: 'shipVetting',
    entityId: String(id),
    before: { status: VS.ACCEPTED },
    after: { status: VS.EXPIRED },
    ip: null,
    requestId: null,
  });
}

/** Accepted vettings expiring by `warnBefore` whose customer was not warned yet, locked. */
export function unwarnedExpiring(tx: Tx, warnBefore: Date) {
  return tx
    .select({
      id: shipVettings.id,
      companyId: shipVettings.companyId,
      ship: ships.name,
      expiresAt: shipVettings.expiresAt,
    })
    .from(shipVettings)
    .innerJoin(ships, eq(ships.id, shipVettings.shipId))
    .where(
      and(eq(shipVettings.status, VS.ACCEPTED), lte(shipVettings.expiresAt, warnBefore), isNull(shipVettings.warnedAt)),
    )
    .for('update', { of: shipVettings });
}

export async function markWarned(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(shipVettings).set({ warnedAt: now }).where(eq(shipVettings.id, id));
}
