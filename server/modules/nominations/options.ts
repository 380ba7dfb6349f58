import { unqualifiedSql } from '../shipVettings/qualification.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, pilots, products, ships, tanks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * What a nomination form offers: every active barge (customers nominate barges they hire from the
 * operators, so this is wider than their own fleet list), products, tanks, surveying companies and pilots.
 */
export async function nominationOptions(db: DbOrTx) {
  const barges = await db
    .select({
      id: ships.id,
      name: ships.name,
      imo: ships.imo,
      loa: ships.loa,
      unqualified: unqualifiedSql(ships.id),
    })
    .from(ships)
    .where(
      and(
        eq(ships.kind, 'barge'),
        eq(ships.active, true),
        // A barge of a company still waiting for the terminal's approval is not offered yet.
        sql`(${ships.companyId} IS NULL OR ${ships.companyId} IN (SELECT id FROM companies WHERE approved))`,
      ),
    )
    .orderBy(asc(ships.name))
    .limit(2000);
  return {
    barges,
    products: await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.name)),
    tanks: await db
      .select({ id: tanks.id, number: tanks.number, name: tanks.name, productId: tanks.productId })
      .from(tanks)
      .where(eq(tanks.active, true))
      .orderBy(asc(tanks.number)),
    surveyors: await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.kind, 'surveyor'), eq(companies.active, true), eq(companies.approved, true)))
      .orderBy(asc(companies.name)),
    pilots: await db
      .select({ id: pilots.id, name: pilots.name })
      .from(pilots)
      .where(and(eq(pilots.kind, 'pilot'), eq(pilots.active, true)))
      .orderBy(asc(pilots.name)),
  };
}
