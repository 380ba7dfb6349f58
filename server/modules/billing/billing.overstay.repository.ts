import { and, desc, eq } from 'drizzle-orm';
import { billingLines, billingRecords, laytimeResults } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

/**
 * The nomination's latest laytime result (DECISIONS §11): read here, not through the laytime
 * module, so billing does not depend on it (laytime calls billing, never the other way).
 */
export async function latestLaytime(tx: Tx, nominationId: number) {
  const [row] = await tx
    .select({ version: laytimeResults.version, overstayMinutes: laytimeResults.overstayMinutes })
    .from(laytimeResults)
    .where(eq(laytimeResults.nominationId, nominationId))
    .orderBy(desc(laytimeResults.version))
    .limit(1);
  return row;
}

/** The nomination's billing record, locked until the transaction ends (its status decides). */
export async function lockRecordOf(tx: Tx, nominationId: number) {
  const [row] = await tx
    .select({ id: billingRecords.id, status: billingRecords.status })
    .from(billingRecords)
    .where(eq(billingRecords.nominationId, nominationId))
    .for('update');
  return row;
}

export async function overstayLineOf(tx: Tx, recordId: number) {
  const [row] = await tx
    .select({ id: billingLines.id })
    .from(billingLines)
    .where(and(eq(billingLines.recordId, recordId), eq(billingLines.kind, 'overstay')));
  return row;
}

type OverstayLine = Pick<typeof billingLines.$inferInsert, 'quantity' | 'unitPrice' | 'amount' | 'source'>;

export async function insertOverstayLine(tx: Tx, recordId: number, line: OverstayLine) {
  await tx.insert(billingLines).values({ ...line, recordId, kind: 'overstay' });
}

/** A new laytime version replaces the line, and with it any correction made to the old one. */
export async function updateOverstayLine(tx: Tx, lineId: number, line: OverstayLine) {
  await tx
    .update(billingLines)
    .set({ ...line, reason: null, changedBy: null, changedAt: null })
    .where(eq(billingLines.id, lineId));
}

export async function deleteOverstayLine(tx: Tx, lineId: number) {
  await tx.delete(billingLines).where(eq(billingLines.id, lineId));
}
