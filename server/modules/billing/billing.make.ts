import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { billedNomination, completedJobCounts, insertBillingRecord, latestMooring } from './billing.make.repository.js';
import { HOUR } from '../../../contract/time.js';

export const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * DECISIONS.md §7: the billing record made in the transaction that completes a nomination. Berth
 * hours from the mooring report (all fast to cast off), else the berth window; the CQ's actual
 * quantity; the nomination's completed pilot jobs and their tug jobs (one per tug on a job; a job
 * that never took place is not charged, issue 31); the rates in settings now, kept on the record. Each charge is a line; the total is their sum, to the cent.
 */
export async function makeBillingRecord(tx: Tx, nominationId: number, now: Date, settings: Settings): Promise<number> {
  const n = await billedNomination(tx, nominationId);
  if (!n) throw new Error(`nomination ${nominationId} not found`);
  const moored = await latestMooring(tx, nominationId);
  const fromMooring = !!moored?.castOff && moored.castOff.getTime() > moored.allFast.getTime();
  const hours = fromMooring
    ? Math.round(((moored.castOff!.getTime() - moored.allFast.getTime()) / HOUR) * 100) / 100
    : Number(n.hours ?? 0);
  const jobs = await completedJobCounts(tx, nominationId);
  const r = settings.billingRates;
  const lines = [
    { kind: 'berth' as const, quantity: hours, unitPrice: r.berthHourRate },
    { kind: 'quantity' as const, quantity: Number(n.actual ?? n.quantity), unitPrice: r.perTonneRate },
    { kind: 'pilot' as const, quantity: jobs?.pilot ?? 0, unitPrice: r.perPilotJob },
    { kind: 'tug' as const, quantity: jobs?.tug ?? 0, unitPrice: r.perTugJob },
  ].map((l) => ({ ...l, amount: cents(l.quantity * l.unitPrice) }));
  return insertBillingRecord(
    tx,
    {
      nominationId,
      companyId: n.companyId,
      currency: r.currency,
      hoursSource: fromMooring ? 'mooring' : 'window',
      rates: r,
      total: cents(lines.reduce((s, l) => s + l.amount, 0)),
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
}
