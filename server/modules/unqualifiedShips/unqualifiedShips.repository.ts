import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipBlacklist, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { UnqualifiedRecord } from '../../../contract/schemas/unqualifiedShips.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { countAll, offsetOf, pageWithTotal, searchAny, whereAll } from '../../platform/listing.js';

const lifter = alias(users, 'lifter');
const columns = {
  id: shipBlacklist.id,
  shipId: shipBlacklist.shipId,
  shipName: ships.name,
  imo: ships.imo,
  kind: ships.kind,
  reason: shipBlacklist.reason,
  blacklistedOn: shipBlacklist.blacklistedOn,
  blacklistedByName: users.userName,
  liftedOn: shipBlacklist.liftedOn,
  liftedByName: lifter.userName,
  liftReason: shipBlacklist.liftReason,
};
type Row = Omit<UnqualifiedRecord, 'source' | 'liftedOn'> & { liftedOn: Date | null };
const toRecord = (r: Row): UnqualifiedRecord => ({
  ...r,
  source: 'blacklist',
  liftedOn: r.liftedOn?.toISOString() ?? null,
});

const select = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(columns)
    .from(shipBlacklist)
    .innerJoin(ships, eq(ships.id, shipBlacklist.shipId))
    .innerJoin(users, eq(users.id, shipBlacklist.blacklistedBy))
    .leftJoin(lifter, eq(lifter.id, shipBlacklist.liftedBy))
    .where(where);

/** Ships blacklisted by hand; vetting outcomes (issue 4+) join this list later. */
export async function listUnqualified(db: DbOrTx, q: ListQuery & { state: 'current' | 'lifted' | 'all' }) {
  const where = whereAll(
    searchAny(q.searchValue, [ships.name, ships.imo, shipBlacklist.reason]),
    q.state === 'current'
      ? isNull(shipBlacklist.liftedOn)
      : q.state === 'lifted'
        ? isNotNull(shipBlacklist.liftedOn)
        : undefined,
  );
  const { rows, total } = await pageWithTotal(
    select(db, where)
      .orderBy(desc(shipBlacklist.blacklistedOn), desc(shipBlacklist.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(shipBlacklist).innerJoin(ships, eq(ships.id, shipBlacklist.shipId)).where(where),
  );
  return { rows: rows.map(toRecord), total };
}

export async function findEntry(db: DbOrTx, id: number): Promise<UnqualifiedRecord | undefined> {
  const [row] = await select(db, eq(shipBlacklist.id, id));
  return row && toRecord(row);
}

export async function currentEntryFor(db: DbOrTx, shipId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: shipBlacklist.id })
    .from(shipBlacklist)
    .where(and(eq(shipBlacklist.shipId, shipId), isNull(shipBlacklist.liftedOn)));
  return row?.id;
}

export async function insertEntry(db: DbOrTx, values: typeof shipBlacklist.$inferInsert): Promise<number> {
  return (await db.insert(shipBlacklist).values(values).returning({ id: shipBlacklist.id }))[0]!.id;
}

export async function liftEntry(db: DbOrTx, id: number, liftedBy: number, liftReason: string, at: Date): Promise<void> {
  await db.update(shipBlacklist).set({ liftedBy, liftReason, liftedOn: at }).where(eq(shipBlacklist.id, id));
}
