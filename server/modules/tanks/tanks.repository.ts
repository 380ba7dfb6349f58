import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { products, tanks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { TankInput, TankRecord } from '../../../contract/schemas/tanks.js';
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

/** Every column of the table (a new one reaches the record by itself), with the names of what it points to. */
const columns = { ...getTableColumns(tanks), productName: products.name };

const select = (db: DbOrTx, where: SQL | undefined) =>
  db.select(columns).from(tanks).leftJoin(products, eq(products.id, tanks.productId)).where(where);

export async function listTanks(db: DbOrTx, q: ListQuery & { productId?: number }) {
  const where = whereAll(
    activeFilter(tanks.active, q.active),
    searchAny(q.searchValue, [tanks.name, tanks.number]),
    q.productId ? eq(tanks.productId, q.productId) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    select(db, where)
      .orderBy(
        ...orderOf(
          q,
          { name: tanks.name, number: tanks.number, capacity: tanks.capacity, productName: products.name },
          tanks.number,
        ),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(tanks).where(where),
  );
  return { rows, total };
}

export async function activeTanks(db: DbOrTx): Promise<TankRecord[]> {
  return await select(db, eq(tanks.active, true)).orderBy(tanks.number);
}

export async function findTank(db: DbOrTx, id: number): Promise<TankRecord | undefined> {
  const [row] = await select(db, eq(tanks.id, id));
  return row;
}

export async function numberTaken(db: DbOrTx, number: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tanks.id })
    .from(tanks)
    .where(sql`lower(${tanks.number}) = lower(${number})`);
  return row !== undefined && row.id !== exceptId;
}

/** A tank holds a product in use, or none. */
export async function activeProductExists(db: DbOrTx, productId: number): Promise<boolean> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return !!p;
}

export async function insertTank(db: DbOrTx, input: TankInput): Promise<number> {
  return (await db.insert(tanks).values(input).returning({ id: tanks.id }))[0]!.id;
}

export async function updateTank(db: DbOrTx, id: number, values: TankInput | { active: boolean }): Promise<void> {
  await db.update(tanks).set(values).where(eq(tanks.id, id));
}
