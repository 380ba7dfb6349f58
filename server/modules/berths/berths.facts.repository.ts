import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  berths,
  equipmentReports,
  jetties,
  jettyLines,
  lineProducts,
  nominations,
  products,
  ships,
} from '../../db/schema/index.js';
import { unqualifiedSql } from '../shipVettings/shipVettings.qualification.repository.js';
import type { DbOrTx } from '../../db/client.js';
import { durationFor, type BerthFacts, type Candidate, type Occupation } from '../../../contract/berthRules.js';
import { HOUR } from '../../../contract/time.js';

/** The berths with what the rules need: LOA limits, the jetty's products and its closures. */
export async function loadBerths(db: DbOrTx, ids?: number[]): Promise<BerthFacts[]> {
  const rows = await db
    .select({
      id: berths.id,
      name: berths.name,
      jettyId: berths.jettyId,
      jettyNumber: jetties.number,
      minLoa: berths.minLoa,
      maxLoa: berths.maxLoa,
      active: sql<boolean>`${berths.active} AND ${jetties.active}`,
    })
    .from(berths)
    .innerJoin(jetties, eq(jetties.id, berths.jettyId))
    .where(ids ? inArray(berths.id, ids.length ? ids : [-1]) : and(eq(berths.active, true), eq(jetties.active, true)))
    .orderBy(jetties.number, berths.name);
  const jettyIds = [...new Set(rows.map((r) => r.jettyId))];
  if (!jettyIds.length) return [];
  const lines = await db
    .selectDistinct({ jettyId: jettyLines.jettyId, productId: lineProducts.productId })
    .from(jettyLines)
    .innerJoin(lineProducts, eq(lineProducts.lineId, jettyLines.id))
    .where(and(inArray(jettyLines.jettyId, jettyIds), eq(jettyLines.active, true)));
  const closures = await db
    .select({ jettyId: equipmentReports.jettyId, reportId: equipmentReports.id, equipment: equipmentReports.equipment })
    .from(equipmentReports)
    .where(
      and(
        inArray(equipmentReports.jettyId, jettyIds),
        isNull(equipmentReports.resolvedOn),
        eq(equipmentReports.closesJetty, true),
      ),
    );
  return rows.map((r) => ({
    ...r,
    productIds: lines.filter((l) => l.jettyId === r.jettyId).map((l) => l.productId),
    closures: closures
      .filter((c) => c.jettyId === r.jettyId)
      .map(({ reportId, equipment }) => ({ reportId, equipment })),
  }));
}

/**
 * What holds the berths: every nomination with a berth and a time that is not cancelled, as
 * [start, end) windows. `window` limits it to those near a period (epoch ms).
 */
export async function loadOccupations(
  db: DbOrTx,
  berthIds: number[],
  window?: { from: number; to: number; marginMs: number },
): Promise<Occupation[]> {
  if (!berthIds.length) return [];
  const rows = await db
    .select({
      nominationId: nominations.id,
      berthId: nominations.berthId,
      start: nominations.estimatedBerthTime,
      hours: nominations.durationHours,
    })
    .from(nominations)
    .where(
      and(
        inArray(nominations.berthId, berthIds),
        notInArray(nominations.status, ['Cancelled']),
        sql`${nominations.estimatedBerthTime} IS NOT NULL`,
        window
          ? sql`${nominations.estimatedBerthTime} < ${new Date(window.to + window.marginMs).toISOString()}`
          : undefined,
        window
          ? sql`${nominations.estimatedBerthTime} + make_interval(secs => coalesce(${nominations.durationHours}, 0) * 3600) > ${new Date(window.from - window.marginMs).toISOString()}`
          : undefined,
      ),
    );
  return rows.map((r) => {
    const start = r.start!.getTime();
    return { nominationId: r.nominationId, berthId: r.berthId!, start, end: start + Number(r.hours ?? 1) * HOUR };
  });
}

/** The nominations as the rules see them: barge LOA, product, readiness, duration, unqualified. */
export async function loadCandidates(db: DbOrTx, ids: number[], pumpRate: number): Promise<Candidate[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      nominationId: nominations.id,
      bargeName: ships.name,
      bargeLoa: ships.loa,
      productId: nominations.productId,
      productName: products.name,
      readiness: nominations.bargeReadinessTime,
      quantity: nominations.quantity,
      unqualified: unqualifiedSql(ships.id),
    })
    .from(nominations)
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(products, eq(products.id, nominations.productId))
    .where(inArray(nominations.id, ids));
  return rows.map((r) => ({
    nominationId: r.nominationId,
    bargeName: r.bargeName,
    bargeLoa: Number(r.bargeLoa),
    productId: r.productId,
    productName: r.productName,
    readiness: r.readiness?.getTime() ?? null,
    durationHours: durationFor(Number(r.quantity), pumpRate),
    unqualified: r.unqualified,
  }));
}
