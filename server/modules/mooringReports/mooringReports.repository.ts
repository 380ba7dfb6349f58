import { and, eq, sql, type SQL } from 'drizzle-orm';
import { berths, companies, jetties, mooringReports, nominations, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type {
  MooringReportInput,
  MooringReportListQuery,
  MooringReportRecord,
} from '../../../contract/schemas/mooringReports.js';
import { activeFilter, offsetOf, orderOf, searchAny, whereAll } from '../../platform/listing.js';

const columns = {
  id: mooringReports.id,
  nominationId: mooringReports.nominationId,
  bargeName: ships.name,
  companyName: companies.name,
  berth: berths.name,
  firstLineAshore: mooringReports.firstLineAshore,
  allFast: mooringReports.allFast,
  castOff: mooringReports.castOff,
  linesUsed: mooringReports.linesUsed,
  remarks: mooringReports.remarks,
  active: mooringReports.active,
  // Display names and roles, never sign-in names (DECISIONS.md §12).
  createdByName: users.nickName,
  createdByRole: users.role,
  createdAt: mooringReports.createdAt,
  total: sql<number>`count(*) OVER ()::int`,
};

const select = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(mooringReports)
    .innerJoin(nominations, eq(nominations.id, mooringReports.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .leftJoin(berths, eq(berths.id, nominations.berthId))
    .leftJoin(jetties, eq(jetties.id, berths.jettyId))
    .innerJoin(users, eq(users.id, mooringReports.createdBy))
    .where(where);
type Row = Awaited<ReturnType<typeof select>>[number];

const toRecord = ({ total: _t, ...r }: Row): MooringReportRecord => ({
  ...r,
  firstLineAshore: r.firstLineAshore.toISOString(),
  allFast: r.allFast.toISOString(),
  castOff: r.castOff?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** `scope`: the caller's sight of nominations (scopeOf): a hidden nomination's reports are not there. */
export async function listMooring(db: DbOrTx, q: MooringReportListQuery, scope: SQL | undefined) {
  const where = whereAll(
    scope,
    activeFilter(mooringReports.active, q.active),
    searchAny(q.searchValue, [ships.name, companies.name, mooringReports.remarks]),
    q.nominationId ? eq(mooringReports.nominationId, q.nominationId) : undefined,
  );
  const sortable = {
    firstLineAshore: mooringReports.firstLineAshore,
    allFast: mooringReports.allFast,
    castOff: mooringReports.castOff,
    nominationId: mooringReports.nominationId,
  };
  const rows = await select(db, where)
    .orderBy(
      ...orderOf({ sort: q.sort, order: q.sort ? q.order : 'DESC' }, sortable, mooringReports.firstLineAshore),
      mooringReports.id,
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows: rows.map(toRecord), total: rows[0]?.total ?? 0 };
}

export async function findMooring(
  db: DbOrTx,
  id: number,
  scope: SQL | undefined,
): Promise<MooringReportRecord | undefined> {
  const [row] = await select(db, and(eq(mooringReports.id, id), scope));
  return row && toRecord(row);
}

const values = (input: Partial<MooringReportInput>) => ({
  ...input,
  ...(input.firstLineAshore ? { firstLineAshore: new Date(input.firstLineAshore) } : {}),
  ...(input.allFast ? { allFast: new Date(input.allFast) } : {}),
  ...(input.castOff !== undefined ? { castOff: input.castOff ? new Date(input.castOff) : null } : {}),
});

export async function insertMooring(db: DbOrTx, input: MooringReportInput, by: number, at: Date): Promise<number> {
  return (
    await db
      .insert(mooringReports)
      .values({ ...values(input), createdBy: by, createdAt: at } as typeof mooringReports.$inferInsert)
      .returning({ id: mooringReports.id })
  )[0]!.id;
}

export async function updateMooring(
  db: DbOrTx,
  id: number,
  input: Partial<MooringReportInput> & { active?: boolean },
): Promise<void> {
  await db
    .update(mooringReports)
    .set(values(input) as Partial<typeof mooringReports.$inferInsert>)
    .where(eq(mooringReports.id, id));
}

/** The nomination's berth, if the caller can see the nomination at all. */
export async function nominationBerth(db: DbOrTx, nominationId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ berthId: nominations.berthId })
    .from(nominations)
    .where(and(eq(nominations.id, nominationId), scope));
  return row;
}
