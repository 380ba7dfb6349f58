import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userWithCompanyName } from '../users/users.repository.js';
import { accountCodes, companies, users } from '../../db/schema/index.js';

/** Company codes that start with `stem`: registration picks the first free one. */
export async function companyCodesLike(tx: DbOrTx, stem: string): Promise<Set<string>> {
  const rows = await tx
    .select({ code: companies.code })
    .from(companies)
    .where(sql`${companies.code} LIKE ${`${stem}%`}`);
  return new Set(rows.map((r) => r.code));
}

/** The users holding a user name or an e-mail address, either compared case-insensitively. */
export function usersNamedOrAddressed(tx: DbOrTx, userName: string, email: string) {
  return tx
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.userName}) = lower(${userName})`, sql`lower(${users.email}) = lower(${email})`));
}

/** Whether a company of this name (any case) is registered. */
export async function companyNameTaken(tx: DbOrTx, name: string): Promise<boolean> {
  const [dup] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return dup !== undefined;
}

export async function insertCompany(tx: DbOrTx, values: typeof companies.$inferInsert): Promise<number> {
  const [company] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return company!.id;
}

export async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user!.id;
}

/** The account an activation link belongs to, with its company's name. */
export const linkOwner = (db: DbOrTx, userId: number) =>
  userWithCompanyName(db, userId, {
    id: users.id,
    userName: users.userName,
    email: users.email,
    status: users.status,
    role: users.role,
  });

/** Active, with the password chosen on activation when one is given; a deactivated account stays so. */
export async function activateUser(tx: DbOrTx, id: number, now: Date, passwordHash: string | undefined) {
  await tx
    .update(users)
    .set({ status: 'Active', updatedAt: now, ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}) })
    .where(and(eq(users.id, id), sql`${users.status} <> 'Deactivated'`));
}

/** The user's row, locked for the rest of the transaction (enrolling or removing an authenticator). */
export async function lockUser(tx: DbOrTx, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

export async function updateUserColumns(tx: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** Replaces the user's recovery codes with these hashes (none: the codes are gone). */
export async function replaceRecoveryCodes(
  tx: DbOrTx,
  userId: number,
  codes: { codeHash: string; createdAt: Date; expiresAt: Date }[],
) {
  await tx.delete(accountCodes).where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, 'recovery')));
  if (codes.length)
    await tx.insert(accountCodes).values(codes.map((c) => ({ ...c, userId, purpose: 'recovery' as const })));
}

/** Serialises the barge-code requests of one user, so the rate limits hold under concurrent requests. */
export async function lockBargeCodes(tx: DbOrTx, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('barge-code'), ${userId})`);
}
