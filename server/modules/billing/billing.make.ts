import { and, desc, eq, sql } from 'drizzle-orm';
import type { Settings } from '../../../contract/schemas/settings.js';
import {
  billingLines,
  billingRecords,
  mooringReports,
  nominations,
  pilotJobs,
  pilotJobTugs,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import { HOUR } from '../../../contract/time.js';

export const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * DECISIONS.md §7: the billing record made in the transaction that completes a nomination. Berth
 * hours from the mooring report (all fast to cast off), else the berth window; the CQ's actual
 * quantity; the nomination's completed pilot jobs and their tug jobs (one per tug on a job; a job
 * that never took place is not charged, issue 31); the rates in settings now, kept on the record. Each charge is a line; the total is their sum, to the cent.
 */
export async function makeBillingRecord(tx: Tx, nominationId: number, now: Date, settings: Settings): Promise<number> {
  const [n] = await tx
    .select({
      companyId: nominations.companyId,
      hours: nominations.durationHours,
      actual: nominations.actualQuantity,
      quantity: nominations.quantity,
    })
    .from(nominations)
    .where(eq(nominations.id, nominationId));
  if (!n) throw new Error(`nomination ${nominationId} not found`);
  const [moored] = await tx
    .select({ allFast: mooringReports.allFast, castOff: mooringReports.castOff })
    .from(mooringReports)
    .where(eq(mooringReports.nominationId, nominationId))
    .orderBy(desc(mooringReports.id))
    .limit(1);
  const fromMooring = !!moored?.castOff && moored.castOff.getTime() > moored.allFast.getTime();
  const hours = fromMooring
    ? Math.round(((moored.castOff!.getTime() - moored.allFast.getTime()) / HOUR) * 100) / 100
    : Number(n.hours ?? 0);
  const [jobs] = await tx
    .select({
      pilot: sql<number>`count(*)::int`,
      tug: sql<number>`coalesce(sum((SELECT count(*) FROM ${pilotJobTugs} t WHERE t.job_id = ${pilotJobs.id})), 0)::int`,
    })
    .from(pilotJobs)
    .where(and(eq(pilotJobs.nominationId, nominationId), eq(pilotJobs.status, 'Completed')));
  const r = settings.billingRates;
  const lines = [
    { kind: 'berth' as const, quantity: hours, unitPrice: r.berthHourRate },
    { kind: 'quantity' as const, quantity: Number(n.actual ?? n.quantity), unitPrice: r.perTonneRate },
    { kind: 'pilot' as const, quantity: jobs?.pilot ?? 0, unitPrice: r.perPilotJob },
    { kind: 'tug' as const, quantity: jobs?.tug ?? 0, unitPrice: r.perTugJob },
  ].map((l) => ({ ...l, amount: cents(l.quantity * l.unitPrice) }));
  const [record] = await tx
    .insert(billingRecords)
    .values({
      nominationId,
      companyId: n.companyId,
      currency: r.currency,
      hoursSource: fromMooring ? 'mooring' : 'window',
      rates: r,
      total: cents(lines.reduce((s, l) => s + l.amount, 0)),
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: billingRecords.id });
  await tx.insert(billingLines).values(lines.map((l) => ({ ...l, recordId: record!.id })));
  return record!.id;
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
