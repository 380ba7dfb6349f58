import { and, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { ProductInput, ProductRecord } from '../../../contract/schemas/products.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { limitsOf, TEST_UNITS } from '../../../contract/quality.js';
import {
  activeFilter,
  containsPattern,
  countAll,
  offsetOf,
  orderOf,
  pageWithTotal,
  searchAny,
  whereAll,
} from '../../platform/listing.js';

const columns = getTableColumns(products);

/** A row as answered: each stored limit with its test's unit (the unit is the vocabulary's, not stored). */
const toRecord = (row: typeof products.$inferSelect): ProductRecord => ({
  ...row,
  specLimits: limitsOf(row.specLimits).map((l) => ({ test: l.test, unit: TEST_UNITS[l.test], min: l.min, max: l.max })),
});

/** Spec §5: name contains the text; type ALL means every type. Active products, by name. */
export async function searchProducts(db: DbOrTx, name: string, type: ProductRecord['type']): Promise<ProductRecord[]> {
  const rows = await db
    .select(columns)
    .from(products)
    .where(
      and(
        eq(products.active, true),
        name ? ilike(products.name, containsPattern(name)) : undefined,
        type === 'ALL' ? undefined : eq(products.type, type),
      ),
    )
    .orderBy(products.name);
  return rows.map(toRecord);
}

export async function listProducts(db: DbOrTx, q: ListQuery & { type?: ProductRecord['type'] }) {
  const where: SQL | undefined = whereAll(
    activeFilter(products.active, q.active),
    searchAny(q.searchValue, [products.name]),
    q.type ? eq(products.type, q.type) : undefined,
  );
  const page = await pageWithTotal(
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(...orderOf(q, { name: products.name, type: products.type }, products.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(products).where(where),
  );
  return { ...page, rows: page.rows.map(toRecord) };
}

export async function findProduct(db: DbOrTx, id: number): Promise<ProductRecord | undefined> {
  const [row] = await db.select(columns).from(products).where(eq(products.id, id));
  return row && toRecord(row);
}

export async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`lower(${products.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptId;
}

export async function insertProduct(db: DbOrTx, input: ProductInput): Promise<number> {
  return (await db.insert(products).values(input).returning({ id: products.id }))[0]!.id;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: Partial<ProductInput> & { active?: boolean },
): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}
