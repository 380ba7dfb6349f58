import { and, desc, eq, sql } from 'drizzle-orm';
import {
  billingLines,
  billingRecords,
  mooringReports,
  nominations,
  pilotJobs,
  pilotJobTugs,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

/**
 * What a nomination's billing record is made of: its company, berth window hours, quantities and
 * the call's actual all fast and cast off (written from the statement of facts, issue 33).
 */
export async function billedNomination(tx: Tx, nominationId: number) {
  const [n] = await tx
    .select({
      companyId: nominations.companyId,
      hours: nominations.durationHours,
      actual: nominations.actualQuantity,
      quantity: nominations.quantity,
      sofAllFast: nominations.actualAllFastAt,
      sofCastOff: nominations.actualCastOffAt,
    })
    .from(nominations)
    .where(eq(nominations.id, nominationId));
  return n;
}

/** The nomination's latest mooring report's all fast and cast off. */
export async function latestMooring(tx: Tx, nominationId: number) {
  const [moored] = await tx
    .select({ allFast: mooringReports.allFast, castOff: mooringReports.castOff })
    .from(mooringReports)
    .where(eq(mooringReports.nominationId, nominationId))
    .orderBy(desc(mooringReports.id))
    .limit(1);
  return moored;
}

/**
 * The nomination's completed pilot jobs, their ids (the lines' source, DECISIONS §11) and the tug
 * jobs on them (one per tug on a job).
 */
export async function completedJobs(tx: Tx, nominationId: number) {
  const [jobs] = await tx
    .select({
      pilot: sql<number>`count(*)::int`,
      tug: sql<number>`coalesce(sum((SELECT count(*) FROM ${pilotJobTugs} t WHERE t.job_id = ${pilotJobs.id})), 0)::int`,
      ids: sql<number[]>`coalesce(array_agg(${pilotJobs.id} ORDER BY ${pilotJobs.id}), '{}')`,
    })
    .from(pilotJobs)
    .where(and(eq(pilotJobs.nominationId, nominationId), eq(pilotJobs.status, 'Completed')));
  return jobs;
}

/** Writes the record, then its lines; the record's id. */
export async function insertBillingRecord(
  tx: Tx,
  record: typeof billingRecords.$inferInsert,
  lines: Omit<typeof billingLines.$inferInsert, 'recordId'>[],
): Promise<number> {
  const [row] = await tx.insert(billingRecords).values(record).returning({ id: billingRecords.id });
  await tx.insert(billingLines).values(lines.map((l) => ({ ...l, recordId: row!.id })));
  return row!.id;
}

/** The record's total once its lines changed. */
export async function retotal(tx: Tx, recordId: number, now: Date): Promise<void> {
  await tx
    .update(billingRecords)
    .set({
      total: sql`(SELECT coalesce(sum(amount), 0) FROM ${billingLines} WHERE record_id = ${recordId})`,
      updatedAt: now,
    })
    .where(eq(billingRecords.id, recordId));
}
