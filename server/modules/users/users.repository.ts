import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, pilots, ships, users } from '../../db/schema/index.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import type { UserListQuery, UserRecord } from '../../../contract/schemas/users.js';
import { containsPattern, countAll, offsetOf, orderOf, pageWithTotal } from '../../platform/listing.js';

const columns = {
  id: users.id,
  userId: users.id,
  userName: users.userName,
  nickName: users.nickName,
  email: users.email,
  userType: users.userType,
  role: users.role,
  companyId: users.companyId,
  companyName: companies.name,
  shipId: users.shipId,
  shipName: ships.name,
  pilotId: users.pilotId,
  pilotName: sql<string | null>`(SELECT p.name FROM pilots p WHERE p.id = ${users.pilotId})`,
  status: users.status,
  // A lock that has run out is no lock.
  lockedUntil: sql<Date | null>`CASE WHEN ${users.lockedUntil} > now() THEN ${users.lockedUntil} END`.mapWith(
    users.lockedUntil,
  ),
  createdAt: users.createdAt,
};
const SORTABLE = {
  userName: users.userName,
  nickName: users.nickName,
  email: users.email,
  role: users.role,
  status: users.status,
  companyName: companies.name,
  createTime: users.createdAt,
};
type Row = Omit<UserRecord, 'createTime' | 'lockedUntil'> & { createdAt: Date; lockedUntil: Date | null };
const toRecord = ({ createdAt, lockedUntil, ...r }: Row): UserRecord => ({
  ...r,
  lockedUntil: lockedUntil?.toISOString() ?? null,
  createTime: createdAt.toISOString(),
});

const select = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(ships, eq(ships.id, users.shipId))
    .where(where);

function listWhere(q: Partial<UserListQuery>, scope: SQL | undefined): SQL | undefined {
  const pattern = q.searchValue ? containsPattern(q.searchValue) : undefined;
  return and(
    scope,
    q.userType !== undefined ? eq(users.userType, q.userType) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.companyId ? eq(users.companyId, q.companyId) : undefined,
    pattern
      ? or(
          ilike(users.userName, pattern),
          ilike(users.nickName, pattern),
          ilike(users.email, pattern),
          ilike(companies.name, pattern),
        )
      : undefined,
  );
}

export async function listUsers(db: DbOrTx, q: UserListQuery, scope: SQL | undefined) {
  const where = listWhere(q, scope);
  const { rows, total } = await pageWithTotal(
    select(db, where)
      .orderBy(...orderOf(q, SORTABLE, users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  );
  return { rows: rows.map(toRecord), total };
}

export async function userOptions(db: DbOrTx, scope: SQL | undefined) {
  return db
    .select({
      userId: users.id,
      userName: users.userName,
      nickName: users.nickName,
      role: users.role,
      companyId: users.companyId,
    })
    .from(users)
    .where(and(scope, eq(users.status, 'Active')))
    .orderBy(users.userName)
    .limit(1000);
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRecord | undefined> {
  const [row] = await select(db, eq(users.id, id));
  return row && toRecord(row);
}

/** One user's columns (those asked for) and its company's name, null when it has none. */
export async function userWithCompanyName<C extends Record<string, PgColumn>>(db: DbOrTx, id: number, columns: C) {
  const [user] = await db
    .select({ ...columns, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return user;
}

/** Another user with this user name or e-mail (case-insensitive). */
export async function sameUserExists(
  db: DbOrTx,
  userName: string | undefined,
  email: string | undefined,
  exceptId?: number,
): Promise<boolean> {
  const parts = [
    userName ? sql`lower(${users.userName}) = lower(${userName})` : undefined,
    email ? sql`lower(${users.email}) = lower(${email})` : undefined,
  ].filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...parts));
  return rows.some((r) => r.id !== exceptId);
}

export async function countByStatus(db: DbOrTx, scope: SQL | undefined) {
  return db
    .select({ status: users.status, n: sql<number>`count(*)::int` })
    .from(users)
    .where(scope)
    .groupBy(users.status);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  return (await db.insert(users).values(values).returning({ id: users.id }))[0]!.id;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function deleteUser(db: DbOrTx, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The users of one company (none for a caller without a company). */
export const ofCompany = (companyId: number | null): SQL => eq(users.companyId, companyId ?? -1);

export async function findPilot(db: DbOrTx, id: number) {
  const [pilot] = await db.select({ kind: pilots.kind, name: pilots.name }).from(pilots).where(eq(pilots.id, id));
  return pilot;
}

/** The user who already speaks for a pilot record, other than `exceptUserId`. */
export async function userOfPilot(db: DbOrTx, pilotId: number, exceptUserId: number | undefined) {
  const [taken] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(and(eq(users.pilotId, pilotId), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  return taken;
}

export async function companyExists(db: DbOrTx, id: number): Promise<boolean> {
  const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return c !== undefined;
}

export async function shipKind(db: DbOrTx, id: number): Promise<string | undefined> {
  const [s] = await db.select({ kind: ships.kind }).from(ships).where(eq(ships.id, id));
  return s?.kind;
}
