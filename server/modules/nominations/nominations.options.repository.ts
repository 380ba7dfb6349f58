import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, pilots, products, ships, tanks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { bargeStandingFields } from '../shipVettings/shipVettings.qualification.repository.js';

/** Every active barge of an approved company (or of none) with its standing and why it stands so. */
export async function bargeOptionRows(db: DbOrTx) {
  // Wrapped so that drizzle names the table: a bare column in a select's field is written as "id",
  // which inside these subqueries would be the subquery's own table's id.
  const shipId = sql`${ships.id}`;
  return db
    .select({
      id: ships.id,
      name: ships.name,
      imo: ships.imo,
      loa: ships.loa,
      ...bargeStandingFields(shipId),
      blacklistedOn: sql<
        string | null
      >`(SELECT b.blacklisted_on::text FROM ship_blacklist b WHERE b.ship_id = ${shipId} AND b.lifted_on IS NULL ORDER BY b.id DESC LIMIT 1)`,
      vetting: sql<{ reason: string | null; since: string | null } | null>`(
        SELECT json_build_object(
                 'reason', CASE v.status WHEN 10 THEN v.suspension_reason ELSE v.decision_reason END,
                 'since', CASE v.status WHEN 9 THEN v.expires_at ELSE v.updated_at END)
          FROM ship_vettings v WHERE v.ship_id = ${shipId} AND v.decision IS NOT NULL ORDER BY v.id DESC LIMIT 1)`,
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
}

/** The form's other pickers: products, tanks, surveying companies and pilots, each active (tanks by number, the rest by name). */
export async function otherOptionRows(db: DbOrTx) {
  return {
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
