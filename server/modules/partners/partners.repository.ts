import { and, eq, inArray } from 'drizzle-orm';
import { accountCodes, companies, nominations, partnerApps, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { userWithCompanyName } from '../users/users.repository.js';

export type PartnerApp = typeof partnerApps.$inferSelect;
type Status = (typeof nominations.$inferSelect)['status'];

export async function findPartnerApp(db: DbOrTx, id: number): Promise<PartnerApp | undefined> {
  const [app] = await db.select().from(partnerApps).where(eq(partnerApps.id, id));
  return app;
}

/** What the public confirmation page may know of an app: its name, and whether it is in use. */
export async function partnerAppPublic(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: partnerApps.name, active: partnerApps.active })
    .from(partnerApps)
    .where(eq(partnerApps.id, id));
  return row;
}

/** Whether a partner code with this jti hash has already been used. */
export async function partnerCodeUsed(db: DbOrTx, jtiHash: string): Promise<boolean> {
  const [used] = await db
    .select({ id: accountCodes.id })
    .from(accountCodes)
    .where(eq(accountCodes.codeHash, jtiHash))
    .limit(1);
  return used !== undefined;
}

/**
 * Keeps a partner code's jti as a used code; false when it was there already (a second use hits the
 * unique hash and inserts nothing).
 */
export async function spendPartnerCode(
  db: DbOrTx,
  code: { userId: number; appId: number; jtiHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const fresh = await db
    .insert(accountCodes)
    .values({
      userId: code.userId,
      purpose: 'partner_in',
      codeHash: code.jtiHash,
      data: { app: code.appId },
      createdAt: code.now,
      expiresAt: code.expiresAt,
      usedAt: code.now,
    })
    .onConflictDoNothing({ target: accountCodes.codeHash })
    .returning({ id: accountCodes.id });
  return fresh.length > 0;
}

/** The user a partner's access token is for, with what the partner is told about them. */
export const partnerUser = (db: DbOrTx, userId: number) =>
  userWithCompanyName(db, userId, {
    id: users.id,
    userName: users.userName,
    nickName: users.nickName,
    role: users.role,
    userType: users.userType,
    status: users.status,
  });

export async function shipByImo(db: DbOrTx, imo: string) {
  const [ship] = await db
    .select({
      id: ships.id,
      name: ships.name,
      imo: ships.imo,
      companyCode: companies.code,
      companyName: companies.name,
    })
    .from(ships)
    .leftJoin(companies, eq(companies.id, ships.companyId))
    .where(eq(ships.imo, imo));
  return ship;
}

/** A barge's nominations in these states, oldest first. */
export async function bargeNominationsIn(db: DbOrTx, bargeId: number, statuses: readonly Status[]) {
  return db
    .select({ id: nominations.id, status: nominations.status })
    .from(nominations)
    .where(and(eq(nominations.bargeId, bargeId), inArray(nominations.status, [...statuses])))
    .orderBy(nominations.id);
}
