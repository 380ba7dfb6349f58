import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { isCompanyUser, isSystemAdmin, isTerminalUser } from '../../../contract/permissions.js';
import { alias } from 'drizzle-orm/pg-core';
import { changeRequests, companies, nominations, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { RequestRecord, RequestType } from '../../../contract/schemas/nominations.js';
import { offsetOf, whereAll } from '../../platform/listing.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { terminalSees } from '../nominationScope/nominationScope.repository.js';

const decider = alias(users, 'decider');
const columns = {
  id: changeRequests.id,
  nominationId: changeRequests.nominationId,
  nominationStatus: nominations.status,
  companyId: nominations.companyId,
  companyName: companies.name,
  bargeName: ships.name,
  type: changeRequests.type,
  proposed: changeRequests.proposed,
  previous: changeRequests.previous,
  note: changeRequests.note,
  status: changeRequests.status,
  requestedBy: changeRequests.requestedBy,
  // Display names and roles, never sign-in names (DECISIONS.md §12).
  requestedByName: users.nickName,
  requestedByRole: users.role,
  requestedAt: changeRequests.requestedAt,
  decidedByName: decider.nickName,
  decidedByRole: decider.role,
  decidedAt: changeRequests.decidedAt,
  reason: changeRequests.reason,
};

const select = (db: DbOrTx) =>
  db
    .select(columns)
    .from(changeRequests)
    .innerJoin(nominations, eq(nominations.id, changeRequests.nominationId))
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(users, eq(users.id, changeRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, changeRequests.decidedBy));
type Row = Awaited<ReturnType<typeof select>>[number];

export const toRequest = ({ companyId: _c, ...r }: Row): RequestRecord => ({
  ...r,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** The terminal's side sees requests on nominations it sees (terminalSees); customers their company's. */
function scope(p: CallerPrincipal): SQL | undefined {
  if (isTerminalUser(p) || isSystemAdmin(p)) return terminalSees();
  if (isCompanyUser(p)) return eq(nominations.companyId, p.companyId ?? -1);
  return sql`false`;
}

interface RequestListOptions {
  applyType: number;
  showAll: boolean;
  nominationId?: number;
  pageNum: number;
  pageSize: number;
}

/** applyType 1: pending; 2: decided; 3 (or showAllRequest): all. Pending ones oldest first, others newest first. */
export async function listRequests(db: DbOrTx, p: CallerPrincipal, o: RequestListOptions) {
  const pending = o.applyType === 1 && !o.showAll;
  const where = whereAll(
    scope(p),
    o.showAll || o.applyType === 3
      ? undefined
      : pending
        ? eq(changeRequests.status, 'Pending')
        : ne(changeRequests.status, 'Pending'),
    o.nominationId ? eq(changeRequests.nominationId, o.nominationId) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(pending ? changeRequests.requestedAt : desc(changeRequests.requestedAt), desc(changeRequests.id))
    .limit(o.pageSize)
    .offset(offsetOf(o));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(changeRequests)
    .innerJoin(nominations, eq(nominations.id, changeRequests.nominationId))
    .where(where);
  return { rows: rows.map(toRequest), total: counted?.total ?? 0 };
}

export async function pendingCount(db: DbOrTx, p: CallerPrincipal): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(changeRequests)
    .innerJoin(nominations, eq(nominations.id, changeRequests.nominationId))
    .where(whereAll(scope(p), eq(changeRequests.status, 'Pending')));
  return row?.n ?? 0;
}

export async function findRequest(db: DbOrTx, id: number, lock = false) {
  if (lock)
    await db.select({ id: changeRequests.id }).from(changeRequests).where(eq(changeRequests.id, id)).for('update');
  const [row] = await select(db).where(eq(changeRequests.id, id));
  return row;
}

export async function hasPending(db: DbOrTx, nominationId: number, type: RequestType): Promise<boolean> {
  const [row] = await db
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.nominationId, nominationId),
        eq(changeRequests.type, type),
        eq(changeRequests.status, 'Pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(db: DbOrTx, values: typeof changeRequests.$inferInsert): Promise<number> {
  return (await db.insert(changeRequests).values(values).returning({ id: changeRequests.id }))[0]!.id;
}

export async function decideRequest(
  db: DbOrTx,
  id: number,
  values: Partial<typeof changeRequests.$inferInsert>,
): Promise<void> {
  await db.update(changeRequests).set(values).where(eq(changeRequests.id, id));
}
