import type { Settings } from '../../../contract/schemas/settings.js';
import type { BillingRecord } from '../../../contract/schemas/billing.js';
import type { Tx } from '../../db/client.js';
import { billedNomination, completedJobs, insertBillingRecord, latestMooring } from './billing.make.repository.js';
import { syncOverstayLine } from './billing.overstay.js';
import { HOUR } from '../../../contract/time.js';
import { centsToAmount, lineCents, sumCents } from '../../../contract/money.js';

type Span = { from: Date | null | undefined; to: Date | null | undefined };
const complete = (s: Span): s is { from: Date; to: Date } => !!s.from && !!s.to && s.to.getTime() > s.from.getTime();

/** Hours between two instants to 2 decimals, half up, in integer milliseconds (no float rounding). */
export const hoursBetween = (from: Date, to: Date) =>
  Math.floor(((to.getTime() - from.getTime()) * 200 + HOUR) / (2 * HOUR)) / 100;

/**
 * Where the berth hours come from, best first: the statement of facts' all fast → cast off (the
 * call's actual times since issue 33, what the board, list and figures read), else the latest
 * mooring report's, else the berth window. A span counts only when both ends are there and cast off
 * is after all fast.
 */
export function berthHoursOf(
  sof: Span,
  mooring: Span | undefined,
  windowHours: number | null,
): { hours: number; hoursSource: BillingRecord['hoursSource'] } {
  if (complete(sof)) return { hours: hoursBetween(sof.from, sof.to), hoursSource: 'sof' };
  if (mooring && complete(mooring)) return { hours: hoursBetween(mooring.from, mooring.to), hoursSource: 'mooring' };
  return { hours: Number(windowHours ?? 0), hoursSource: 'window' };
}

/**
 * DECISIONS.md §7: the billing record made in the transaction that completes a nomination. Berth
 * hours as berthHoursOf says; the CQ's actual quantity; the nomination's completed pilot jobs and
 * their tug jobs (one per tug on a job; a job that never took place is not charged, issue 31); the
 * rates in settings now, kept on the record. Each charge is a line, its amount quantity × rate half
 * up to the cent (contract/money.ts); the total is their sum in integer cents.
 * Each line keeps its source for the customer (DECISIONS §11): the dues and where the hours came
 * from, or the pilot jobs counted. Then the berth-overstay line from the call's laytime, already
 * written in this transaction when the call completed.
 */
export async function makeBillingRecord(tx: Tx, nominationId: number, now: Date, settings: Settings): Promise<number> {
  const n = await billedNomination(tx, nominationId);
  if (!n) throw new Error(`nomination ${nominationId} not found`);
  const moored = await latestMooring(tx, nominationId);
  const { hours, hoursSource } = berthHoursOf(
    { from: n.sofAllFast, to: n.sofCastOff },
    moored && { from: moored.allFast, to: moored.castOff },
    n.hours,
  );
  const jobs = await completedJobs(tx, nominationId);
  const r = settings.billingRates;
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
  ].map((l) => ({ ...l, cents: lineCents(l.quantity, l.unitPrice) }));
  const id = await insertBillingRecord(
    tx,
    {
      nominationId,
      companyId: n.companyId,
      currency: r.currency,
      hoursSource,
      rates: r,
      total: centsToAmount(sumCents(lines.map((l) => l.cents))),
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    lines.map(({ cents, ...l }) => ({ ...l, amount: centsToAmount(cents) })),
  );
  await syncOverstayLine(tx, nominationId, now, settings);
  return id;
}
