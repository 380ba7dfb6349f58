import { eq, type SQL } from 'drizzle-orm';
import { pilots, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { PilotInput, PilotRecord } from '../../../contract/schemas/pilots.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import {
  activeFilter,
  countAll,
  offsetOf,
  orderOf,
  pageWithTotal,
  searchAny,
  whereAll,
} from '../../platform/listing.js';

const columns = {
  id: pilots.id,
  name: pilots.name,
  kind: pilots.kind,
  contact: pilots.contact,
  active: pilots.active,
  createdBy: pilots.createdBy,
  // Display names and roles, never sign-in names (DECISIONS.md §12).
  createdByName: users.nickName,
  createdByRole: users.role,
  createdOn: pilots.createdOn,
};
const toRecord = (r: Omit<PilotRecord, 'createdOn'> & { createdOn: Date }): PilotRecord => ({
  ...r,
  createdOn: r.createdOn.toISOString(),
});
const select = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(pilots).leftJoin(users, eq(users.id, pilots.createdBy)).where(where);

export async function listPilots(db: DbOrTx, q: ListQuery & { kind?: PilotRecord['kind'] }) {
  const where = whereAll(
    activeFilter(pilots.active, q.active),
    searchAny(q.searchValue, [pilots.name, pilots.contact]),
    q.kind ? eq(pilots.kind, q.kind) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    select(db, where)
      .orderBy(...orderOf(q, { name: pilots.name, kind: pilots.kind, createdOn: pilots.createdOn }, pilots.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(pilots).where(where),
  );
  return { rows: rows.map(toRecord), total };
}

export async function findPilot(db: DbOrTx, id: number): Promise<PilotRecord | undefined> {
  const [row] = await select(db, eq(pilots.id, id));
  return row && toRecord(row);
}

export async function insertPilot(db: DbOrTx, input: PilotInput, createdBy: number, createdOn: Date): Promise<number> {
  return (
    await db
      .insert(pilots)
      .values({ ...input, createdBy, createdOn })
      .returning({ id: pilots.id })
  )[0]!.id;
}

export async function updatePilot(
  db: DbOrTx,
  id: number,
  values: Partial<PilotInput> & { active?: boolean },
): Promise<void> {
  await db.update(pilots).set(values).where(eq(pilots.id, id));
}
