import { and, eq } from 'drizzle-orm';
import { changeRequests } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/** Revoking a nomination withdraws its pending change requests with it, in the same transaction. */
export async function withdrawPendingRequests(db: DbOrTx, nominationId: number, at: Date): Promise<void> {
  await db
    .update(changeRequests)
    .set({ status: 'Withdrawn', decidedAt: at, reason: 'Nomination cancelled' })
    .where(and(eq(changeRequests.nominationId, nominationId), eq(changeRequests.status, 'Pending')));
}
