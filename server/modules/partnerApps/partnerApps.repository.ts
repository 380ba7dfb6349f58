import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { partnerApps } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { PartnerAppRecord } from '../../../contract/schemas/settings.js';
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

const appColumns = {
  id: partnerApps.id,
  name: partnerApps.name,
  scope: partnerApps.scope,
  redirectUri: partnerApps.redirectUri,
  keyIssuedAt: partnerApps.keyIssuedAt,
  active: partnerApps.active,
};
const toApp = (r: Omit<PartnerAppRecord, 'keyIssuedAt'> & { keyIssuedAt: Date | null }): PartnerAppRecord => ({
  ...r,
  keyIssuedAt: r.keyIssuedAt?.toISOString() ?? null,
});

export async function listApps(db: DbOrTx, q: ListQuery) {
  const where = whereAll(
    activeFilter(partnerApps.active, q.active),
    searchAny(q.searchValue, [partnerApps.name, partnerApps.scope]),
  );
  const { rows, total } = await pageWithTotal(
    db
      .select(appColumns)
      .from(partnerApps)
      .where(where)
      .orderBy(...orderOf(q, { name: partnerApps.name }, partnerApps.name))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(partnerApps).where(where),
  );
  return { rows: rows.map(toApp), total };
}

export async function findApp(db: DbOrTx, id: number): Promise<PartnerAppRecord | undefined> {
  const [row] = await db.select(appColumns).from(partnerApps).where(eq(partnerApps.id, id));
  return row && toApp(row);
}

export async function insertApp(
  db: DbOrTx,
  values: { name: string; scope: string; redirectUri: string },
): Promise<number> {
  return (await db.insert(partnerApps).values(values).returning({ id: partnerApps.id }))[0]!.id;
}

export async function updateApp(
  db: DbOrTx,
  id: number,
  values: Partial<typeof partnerApps.$inferInsert>,
): Promise<void> {
  await db.update(partnerApps).set(values).where(eq(partnerApps.id, id));
}

/** A new 256-bit key; only its SHA-256 is kept, so it is shown once. */
export function newAppKey(): { key: string; keyHash: string } {
  const key = `bk_${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: createHash('sha256').update(key).digest('hex') };
}
