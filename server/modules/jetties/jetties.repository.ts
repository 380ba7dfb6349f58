import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { berths, hoses, jetties, jettyLines, lineProducts, products } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { JettyInput, JettyRecord } from '../../../contract/schemas/jetties.js';
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

type JettyRow = { id: number; number: string; name: string; active: boolean };

/** Jetties with their active berths, lines (with products) and hoses, in three queries for any page. */
async function withChildren(db: DbOrTx, rows: JettyRow[]): Promise<JettyRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // In turn, not together: inside a transaction the three share one connection.
  const berthRows = await db
    .select()
    .from(berths)
    .where(and(inArray(berths.jettyId, ids), eq(berths.active, true)))
    .orderBy(asc(berths.name));
  const lineRows = await db
    .select({
      id: jettyLines.id,
      jettyId: jettyLines.jettyId,
      name: jettyLines.name,
      productIds: sql<
        number[]
      >`coalesce((SELECT array_agg(${lineProducts.productId} ORDER BY ${lineProducts.productId}) FROM ${lineProducts} WHERE ${lineProducts.lineId} = ${jettyLines.id}), '{}')`,
    })
    .from(jettyLines)
    .where(and(inArray(jettyLines.jettyId, ids), eq(jettyLines.active, true)))
    .orderBy(asc(jettyLines.name));
  const hoseRows = await db
    .select()
    .from(hoses)
    .where(and(inArray(hoses.jettyId, ids), eq(hoses.active, true)))
    .orderBy(asc(hoses.name));
  return rows.map((j) => ({
    ...j,
    berths: berthRows
      .filter((b) => b.jettyId === j.id)
      .map((b) => ({ id: b.id, name: b.name, minLoa: Number(b.minLoa), maxLoa: Number(b.maxLoa) })),
    lines: lineRows
      .filter((l) => l.jettyId === j.id)
      .map((l) => ({ id: l.id, name: l.name, productIds: l.productIds })),
    hoses: hoseRows.filter((h) => h.jettyId === j.id).map((h) => ({ id: h.id, name: h.name })),
  }));
}

const base = { id: jetties.id, number: jetties.number, name: jetties.name, active: jetties.active };

export async function listJetties(db: DbOrTx, q: ListQuery) {
  const where = whereAll(
    activeFilter(jetties.active, q.active),
    searchAny(q.searchValue, [jetties.number, jetties.name]),
  );
  const { rows, total } = await pageWithTotal(
    db
      .select(base)
      .from(jetties)
      .where(where)
      .orderBy(...orderOf(q, { number: jetties.number, name: jetties.name }, jetties.number))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(jetties).where(where),
  );
  return { rows: await withChildren(db, rows), total };
}

export async function findJetty(db: DbOrTx, id: number): Promise<JettyRecord | undefined> {
  const rows = await db.select(base).from(jetties).where(eq(jetties.id, id));
  return (await withChildren(db, rows))[0];
}

export async function allActiveJetties(db: DbOrTx): Promise<JettyRecord[]> {
  return withChildren(
    db,
    await db.select(base).from(jetties).where(eq(jetties.active, true)).orderBy(asc(jetties.number)),
  );
}

export async function numberTaken(db: DbOrTx, number: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jetties.id })
    .from(jetties)
    .where(sql`lower(${jetties.number}) = lower(${number})`);
  return row !== undefined && row.id !== exceptId;
}

/**
 * Child rows named by id are updated (when they belong to this jetty), rows without an id are
 * added, and rows left out are deactivated: nominations will point at berths, so none is deleted.
 */
async function syncChildren<T extends { id?: number; name: string }>(
  db: DbOrTx,
  jettyId: number,
  items: T[],
  ops: {
    ids(): Promise<number[]>;
    insert(item: T): Promise<number>;
    update(id: number, item: T): Promise<void>;
    deactivateExcept(keep: number[]): Promise<void>;
  },
): Promise<number[]> {
  const mine = new Set(await ops.ids());
  const isMine = (item: T): item is T & { id: number } => item.id !== undefined && mine.has(item.id);
  // Deactivate first, so that a new child may take the name of one just left out.
  await ops.deactivateExcept(items.filter(isMine).map((i) => i.id));
  const kept: number[] = [];
  for (const item of items) {
    if (isMine(item)) {
      await ops.update(item.id, item);
      kept.push(item.id);
    } else {
      kept.push(await ops.insert(item));
    }
  }
  return kept;
}

const except = (column: typeof berths.id | typeof jettyLines.id | typeof hoses.id, keep: number[]): SQL | undefined =>
  keep.length ? notInArray(column, keep) : undefined;

/** How many of these products are in use: a line may carry only those. */
export async function activeProductCount(db: DbOrTx, ids: number[]): Promise<number> {
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return known.length;
}

export async function writeJetty(db: DbOrTx, input: JettyInput, id?: number): Promise<number> {
  let jettyId = id;
  if (jettyId === undefined) {
    const [row] = await db
      .insert(jetties)
      .values({ number: input.number, name: input.name })
      .returning({ id: jetties.id });
    jettyId = row!.id;
  } else {
    await db.update(jetties).set({ number: input.number, name: input.name }).where(eq(jetties.id, jettyId));
  }
  const jid = jettyId;
  await syncChildren(db, jid, input.berths, {
    ids: async () => (await db.select({ id: berths.id }).from(berths).where(eq(berths.jettyId, jid))).map((r) => r.id),
    insert: async (b) =>
      (
        await db
          .insert(berths)
          .values({ jettyId: jid, name: b.name, minLoa: b.minLoa, maxLoa: b.maxLoa })
          .returning({ id: berths.id })
      )[0]!.id,
    update: async (bid, b) => {
      await db
        .update(berths)
        .set({ name: b.name, minLoa: b.minLoa, maxLoa: b.maxLoa, active: true })
        .where(eq(berths.id, bid));
    },
    deactivateExcept: async (keep) => {
      await db
        .update(berths)
        .set({ active: false })
        .where(and(eq(berths.jettyId, jid), except(berths.id, keep)));
    },
  });
  const lineIds = await syncChildren(db, jid, input.lines, {
    ids: async () =>
      (await db.select({ id: jettyLines.id }).from(jettyLines).where(eq(jettyLines.jettyId, jid))).map((r) => r.id),
    insert: async (l) =>
      (await db.insert(jettyLines).values({ jettyId: jid, name: l.name }).returning({ id: jettyLines.id }))[0]!.id,
    update: async (lid, l) => {
      await db.update(jettyLines).set({ name: l.name, active: true }).where(eq(jettyLines.id, lid));
    },
    deactivateExcept: async (keep) => {
      await db
        .update(jettyLines)
        .set({ active: false })
        .where(and(eq(jettyLines.jettyId, jid), except(jettyLines.id, keep)));
    },
  });
  // A line's products are a plain set: replaced as a whole.
  if (lineIds.length) await db.delete(lineProducts).where(inArray(lineProducts.lineId, lineIds));
  const links = input.lines.flatMap((l, i) =>
    [...new Set(l.productIds)].map((productId) => ({ lineId: lineIds[i]!, productId })),
  );
  if (links.length) await db.insert(lineProducts).values(links);
  await syncChildren(db, jid, input.hoses, {
    ids: async () => (await db.select({ id: hoses.id }).from(hoses).where(eq(hoses.jettyId, jid))).map((r) => r.id),
    insert: async (h) =>
      (await db.insert(hoses).values({ jettyId: jid, name: h.name }).returning({ id: hoses.id }))[0]!.id,
    update: async (hid, h) => {
      await db.update(hoses).set({ name: h.name, active: true }).where(eq(hoses.id, hid));
    },
    deactivateExcept: async (keep) => {
      await db
        .update(hoses)
        .set({ active: false })
        .where(and(eq(hoses.jettyId, jid), except(hoses.id, keep)));
    },
  });
  return jid;
}

export async function setJettyActive(db: DbOrTx, id: number, active: boolean): Promise<void> {
  await db.update(jetties).set({ active }).where(eq(jetties.id, id));
}

export async function listBerths(db: DbOrTx, q: { pageNum: number; pageSize: number; jettyId?: number }) {
  const where = and(
    eq(berths.active, true),
    eq(jetties.active, true),
    q.jettyId ? eq(berths.jettyId, q.jettyId) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: berths.id,
        name: berths.name,
        minLoa: berths.minLoa,
        maxLoa: berths.maxLoa,
        jettyId: berths.jettyId,
        jettyNumber: jetties.number,
      })
      .from(berths)
      .innerJoin(jetties, eq(jetties.id, berths.jettyId))
      .where(where)
      .orderBy(asc(jetties.number), asc(berths.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(berths).innerJoin(jetties, eq(jetties.id, berths.jettyId)).where(where),
  );
  return { rows: rows.map((r) => ({ ...r, minLoa: Number(r.minLoa), maxLoa: Number(r.maxLoa) })), total };
}
