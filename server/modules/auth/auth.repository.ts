import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountCodes, users, companies } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { HOUR } from '../../../contract/time.js';

export async function findUserByName(db: DbOrTx, userName: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserWithCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ user: users, companyName: companies.name, companyApproved: companies.approved })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** How long the address that locked an account cannot lock it again. */
const RELOCK_AFTER_MS = 24 * HOUR;

/**
 * Counts one failure atomically (parallel guesses cannot slip past the limit) and locks the
 * account when the count reaches `limit`; after a lock has run out the count starts again.
 * Failures from the address that last locked the account are not counted for a day after that
 * lock: one address cannot keep an account locked beyond one lock (it stays limited per minute).
 * Returns the lock time when this failure locked the account.
 */
export async function recordFailedLogin(
  db: DbOrTx,
  id: number,
  opts: { limit: number; now: Date; lockMs: number; ip: string },
) {
  const now = opts.now.toISOString();
  const relockFrom = new Date(opts.now.getTime() - RELOCK_AFTER_MS).toISOString();
  const lockUntil = new Date(opts.now.getTime() + opts.lockMs);
  const count = sql`CASE WHEN ${users.lockedUntil} IS NOT NULL AND ${users.lockedUntil} <= ${now}::timestamptz
    THEN 1 ELSE ${users.failedLogins} + 1 END`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: count,
      lockedUntil: sql`CASE WHEN ${count} >= ${opts.limit} THEN ${lockUntil.toISOString()}::timestamptz ELSE NULL END`,
      lastLockIp: sql`CASE WHEN ${count} >= ${opts.limit} THEN ${opts.ip} ELSE ${users.lastLockIp} END`,
      lastLockAt: sql`CASE WHEN ${count} >= ${opts.limit} THEN ${now}::timestamptz ELSE ${users.lastLockAt} END`,
    })
    .where(
      and(
        eq(users.id, id),
        sql`NOT (${users.lastLockIp} IS NOT DISTINCT FROM ${opts.ip} AND ${users.lastLockAt} > ${relockFrom}::timestamptz)`,
      ),
    )
    .returning({ failedLogins: users.failedLogins });
  return row && row.failedLogins >= opts.limit ? lockUntil : null;
}

export async function clearFailedLogins(db: DbOrTx, id: number) {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, id));
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, id));
}

export async function setEmail(db: DbOrTx, id: number, email: string, now: Date) {
  await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, id));
}

/** The authenticator step just used: no code of it or before it is taken again. */
export async function setTotpLastStep(db: DbOrTx, id: number, step: number) {
  await db.update(users).set({ totpLastStep: step }).where(eq(users.id, id));
}

/** Uses an unused recovery code of the user's, by its hash; whether there was one. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(accountCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountCodes.codeHash, codeHash),
        eq(accountCodes.purpose, 'recovery'),
        eq(accountCodes.userId, userId),
        isNull(accountCodes.usedAt),
      ),
    )
    .returning({ id: accountCodes.id });
  return used.length === 1;
}
