import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { centsToAmount, lineCents } from '../../../contract/money.js';
import { retotal } from './billing.make.repository.js';
import {
  deleteOverstayLine,
  insertOverstayLine,
  latestLaytime,
  lockRecordOf,
  overstayLineOf,
  updateOverstayLine,
} from './billing.overstay.repository.js';

/** Overstay minutes as hours to 2 decimals, half up, in integer hundredths (never a float sum). */
export const overstayHundredths = (minutes: number) => Math.floor((Math.max(0, minutes) * 100 + 30) / 60);

/**
 * DECISIONS §11: the berth-overstay line follows the nomination's latest laytime result while its
 * billing record is a Draft: made, changed or removed (no overstay, no line), and the record
 * re-totalled. An Approved or Invoiced record is left as it is: after approval money changes only
 * by a credit line. Runs in the caller's transaction (laytime's, or the completion that made the
 * record); the caller's audit entry covers it. No record yet (laytime written before the record is
 * made at completion): nothing to do, makeBillingRecord calls this once its lines are in.
 */
export async function syncOverstayLine(tx: Tx, nominationId: number, now: Date, settings: Settings): Promise<void> {
  const record = await lockRecordOf(tx, nominationId);
  if (!record || record.status !== 'Draft') return;
  const laytime = await latestLaytime(tx, nominationId);
  const existing = await overstayLineOf(tx, record.id);
  const hundredths = overstayHundredths(laytime?.overstayMinutes ?? 0);
  if (!laytime || hundredths === 0) {
    if (!existing) return;
    await deleteOverstayLine(tx, existing.id);
  } else {
    const unitPrice = settings.laytime.overstayHourRate;
    const line = {
      quantity: hundredths / 100,
      unitPrice,
      // hundredths of an hour × the hourly rate, half up to the cent (contract/money.ts)
      amount: centsToAmount(lineCents(hundredths / 100, unitPrice)),
      source: { laytimeVersion: laytime.version, overstayMinutes: laytime.overstayMinutes },
    };
    if (existing) await updateOverstayLine(tx, existing.id, line);
    else await insertOverstayLine(tx, record.id, line);
  }
  await retotal(tx, record.id, now);
}
