import { and, eq } from 'drizzle-orm';
import { pilots, products, ships, tanks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/** A ship's kind and whether it is active, or undefined when there is no such ship. */
export async function shipKind(db: DbOrTx, id: number) {
  const [ship] = await db.select({ kind: ships.kind, active: ships.active }).from(ships).where(eq(ships.id, id));
  return ship;
}

export async function activeProduct(db: DbOrTx, id: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return product;
}

/** An active tank's product (null when it holds any), or undefined when there is no such active tank. */
export async function activeTank(db: DbOrTx, id: number) {
  const [tank] = await db
    .select({ productId: tanks.productId })
    .from(tanks)
    .where(and(eq(tanks.id, id), eq(tanks.active, true)));
  return tank;
}

export async function activePilot(db: DbOrTx, id: number) {
  const [pilot] = await db
    .select({ id: pilots.id })
    .from(pilots)
    .where(and(eq(pilots.id, id), eq(pilots.active, true)));
  return pilot;
}
