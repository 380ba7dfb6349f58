import { bargeBar, bargeStandingFields } from '../shipVettings/shipVettings.qualification.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, pilots, products, ships, tanks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * What a nomination form offers: every active barge (customers nominate barges they hire from the
 * operators, so this is wider than their own fleet list), products, tanks, surveying companies and pilots.
 * A barge that may not be nominated is offered disabled with why (blacklisted, its vetting's outcome
 * and since when, or the terminal's setting asking for an Accepted vetting), decided by the same
 * `bargeBar` as the refusal on Save, so nobody picks it only to be refused.
 */
export async function nominationOptions(db: DbOrTx, rules: { bargesNeedVetting: boolean }) {
  // Wrapped so that drizzle names the table: a bare column in a select's field is written as "id",
  // which inside these subqueries would be the subquery's own table's id.
  const shipId = sql`${ships.id}`;
  const barges = await db
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
  return {
    barges: barges.map(({ blacklisted, blacklistReason, blacklistedOn, vettingStatus, vetting, ...b }) => {
      const bar = bargeBar({ blacklisted, blacklistReason, vettingStatus }, rules.bargesNeedVetting);
      return {
        ...b,
        // "Unqualified" here is "may not be nominated now", the picker's disabled flag.
        unqualified: bar !== null,
        unqualifiedWhy:
          bar === null
            ? null
            : bar === 'blacklisted'
              ? { kind: bar, reason: blacklistReason, since: blacklistedOn }
              : bar === 'vettingNeeded'
                ? { kind: bar, reason: null, since: null }
                : { kind: bar, reason: vetting?.reason ?? null, since: vetting?.since ?? null },
      };
    }),
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
