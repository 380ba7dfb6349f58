import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import type { Db } from '../server/db/client.js';
import { laytimeResults, nominations } from '../server/db/schema/index.js';
import { recordLaytime } from '../server/modules/laytime/laytime.service.js';

/** The demo laytime's seed lock: a key of its own. */
const LAYTIME_LOCK = 727034;

/**
 * The demo's laytime (DECISIONS.md §11, issue 34 §7): every Completed call of the history gets its
 * result as completion computes it (version 1, reason 'completed', at its completion time, with the
 * default settings), after the port calls' records (portCall.ts) and before billing (billing.ts),
 * whose overstay lines read them. Runs once; answers the number of results written.
 *
 * The history's SoFs (portCall.plan.ts) already hold barge- and customer-caused stops, and its calls
 * pump at line rates well under the 1,000 t/h the default hours per 1,000 t assume, so many calls
 * end with time over without any change here (tests/api/demo-laytime.test.ts checks that some do).
 */
export async function seedLaytime(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LAYTIME_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(laytimeResults);
    if (n > 0) return 0;
    const done = await tx
      .select({ id: nominations.id, completedAt: nominations.completedAt })
      .from(nominations)
      .where(and(eq(nominations.status, 'Completed'), isNotNull(nominations.completedAt)))
      .orderBy(asc(nominations.completedAt));
    let written = 0;
    for (const d of done) {
      const r = await recordLaytime(tx, { now: d.completedAt!, settings: DEFAULT_SETTINGS }, d.id, 'completed');
      if (r) written++;
    }
    return written;
  });
}
