import { and, desc, eq, sql } from 'drizzle-orm';
import { companies, nominations, products, ships, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern, offsetOf, whereAll } from '../../platform/listing.js';
import { nameOfUser, roleOfUser } from '../../platform/people.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';
import { justified, varianceAbove } from './nominations.listFilters.repository.js';

/** |actual − nominated| / nominated above the threshold, in percent (DECISIONS.md §7). */
const varianceSql = sql<number>`round(abs(${nominations.actualQuantity} - ${nominations.quantity}) / ${nominations.quantity} * 100, 3)`;

/**
 * A nomination's high variance as the list, the high-variance list and the dashboard count it
 * (nominations.listFilters.repository.ts `varianceAbove`, in SQL on the stored quantities, not on a rounded percent): a
 * justification is taken only where those show one. With its current justification, for the audit.
 */
export async function varianceOf(
  db: DbOrTx,
  id: number,
  threshold: number,
): Promise<{ high: boolean; justification: string | null } | undefined> {
  const [row] = await db
    .select({
      high: and(eq(nominations.status, 'Completed'), varianceAbove(threshold))!.mapWith(Boolean),
      justification: nominations.varianceJustification,
    })
    .from(nominations)
    .where(eq(nominations.id, id));
  return row;
}

/** Completed nominations in the caller's sight above the threshold, unjustified first, each row with the total. */
export async function listHighVariance(
  db: DbOrTx,
  p: CallerPrincipal,
  threshold: number,
  q: { pageNum: number; pageSize: number; justified?: 'true' | 'false'; searchValue?: string },
) {
  const where = whereAll(
    // The caller's sight of nominations: the terminal's side never sees hidden ones (DECISIONS §9).
    scopeOf(p),
    eq(nominations.status, 'Completed'),
    // The one definition the list's filter and the dashboard's figures use (nominations.listFilters.repository.ts).
    varianceAbove(threshold),
    q.justified ? justified(q.justified === 'true') : undefined,
    q.searchValue
      ? sql`(${ships.name} ILIKE ${containsPattern(q.searchValue)} OR ${companies.name} ILIKE ${containsPattern(q.searchValue)})`
      : undefined,
  );
  const rows = await db
    .select({
      id: nominations.id,
      companyName: companies.name,
      bargeName: ships.name,
      productName: products.name,
      quantity: nominations.quantity,
      actualQuantity: nominations.actualQuantity,
      completedAt: nominations.completedAt,
      justification: nominations.varianceJustification,
      // The display name and role, never the sign-in name (DECISIONS.md §12).
      justifiedByName: nameOfUser(nominations.justifiedBy),
      justifiedByRole: roleOfUser(nominations.justifiedBy),
      justifiedAt: nominations.justifiedAt,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(nominations)
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(products, eq(products.id, nominations.productId))
    .where(where)
    .orderBy(sql`${nominations.varianceJustification} IS NOT NULL`, desc(varianceSql), desc(nominations.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return rows;
}

/** Who justified: the display name and role, never the sign-in name (DECISIONS.md §12). */
export async function justifierOf(db: DbOrTx, userId: number) {
  const [by] = await db.select({ name: users.nickName, role: users.role }).from(users).where(eq(users.id, userId));
  return by;
}
