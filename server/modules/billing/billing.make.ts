import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { billedNomination, completedJobs, insertBillingRecord, latestMooring } from './billing.make.repository.js';
import { syncOverstayLine } from './billing.overstay.js';
import { HOUR } from '../../../contract/time.js';

export const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * DECISIONS.md §7: the billing record made in the transaction that completes a nomination. Berth
 * hours from the mooring report (all fast to cast off), else the berth window; the CQ's actual
 * quantity; the nomination's completed pilot jobs and their tug jobs (one per tug on a job; a job
 * that never took place is not charged, issue 31); the rates in settings now, kept on the record. Each charge is a line; the total is their sum, to the cent.
 * Each line keeps its source for the customer (DECISIONS §11): the dues and where the hours came
 * from, or the pilot jobs counted. Then the berth-overstay line from the call's laytime, already
 * written in this transaction when the call completed.
 */
export async function makeBillingRecord(tx: Tx, nominationId: number, now: Date, settings: Settings): Promise<number> {
  const n = await billedNomination(tx, nominationId);
  if (!n) throw new Error(`nomination ${nominationId} not found`);
  const moored = await latestMooring(tx, nominationId);
  const fromMooring = !!moored?.castOff && moored.castOff.getTime() > moored.allFast.getTime();
  const hours = fromMooring
    ? Math.round(((moored.castOff!.getTime() - moored.allFast.getTime()) / HOUR) * 100) / 100
    : Number(n.hours ?? 0);
  const jobs = await completedJobs(tx, nominationId);
  const r = settings.billingRates;
  const hoursSource = fromMooring ? 'mooring' : 'window';
  const pilotJobs = { pilotJobs: jobs?.ids ?? [] };
  const lines = [
    { kind: 'berth' as const, quantity: hours, unitPrice: r.berthHourRate, source: { dues: 'berth', hoursSource } },
    {
      kind: 'quantity' as const,
      quantity: Number(n.actual ?? n.quantity),
      unitPrice: r.perTonneRate,
      source: { dues: 'quantity', hoursSource },
    },
    { kind: 'pilot' as const, quantity: jobs?.pilot ?? 0, unitPrice: r.perPilotJob, source: pilotJobs },
    { kind: 'tug' as const, quantity: jobs?.tug ?? 0, unitPrice: r.perTugJob, source: pilotJobs },
  ].map((l) => ({ ...l, amount: cents(l.quantity * l.unitPrice) }));
  const id = await insertBillingRecord(
    tx,
    {
      nominationId,
      companyId: n.companyId,
      currency: r.currency,
      hoursSource,
      rates: r,
      // Summed in integer cents: each line is already rounded to the cent.
      total: lines.reduce((s, l) => s + Math.round(l.amount * 100), 0) / 100,
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
  await syncOverstayLine(tx, nominationId, now, settings);
  return id;
}
