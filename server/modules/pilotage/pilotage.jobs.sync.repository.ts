import { and, eq, inArray, ne } from 'drizzle-orm';
import { berths, jetties, nominations, pilotJobs } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

/** What a nomination's jobs follow: its state, exemption, berth time and window, and berth. */
export async function nominationForJobs(tx: Tx, nominationId: number) {
  const [n] = await tx
    .select({
      status: nominations.status,
      exempt: nominations.pilotExemption,
      start: nominations.estimatedBerthTime,
      hours: nominations.durationHours,
      berthName: berths.name,
      jettyNumber: jetties.number,
    })
    .from(nominations)
    .leftJoin(berths, eq(berths.id, nominations.berthId))
    .leftJoin(jetties, eq(jetties.id, berths.jettyId))
    .where(eq(nominations.id, nominationId));
  return n;
}

/** The nomination's berthing and unberthing jobs that are not cancelled, locked for the sync. */
export function liveMovementJobs(tx: Tx, nominationId: number) {
  return tx
    .select()
    .from(pilotJobs)
    .where(
      and(
        eq(pilotJobs.nominationId, nominationId),
        ne(pilotJobs.status, 'Cancelled'),
        inArray(pilotJobs.movement, ['berthing', 'unberthing']),
      ),
    )
    .for('update');
}
