import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { billingRecords, nominations } from '../server/db/schema/index.js';
import type { Db } from '../server/db/client.js';
import { makeBillingRecord } from '../server/modules/billing/billing.make.js';
import { DAY } from '../contract/time.js';

/**
 * The demo's billing (issue 17): a record for every completed nomination of the history, made as
 * completion makes it (after the pilot jobs' history), the older ones approved and invoiced.
 */
export async function seedBillingHistory(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727018)`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(billingRecords);
    if (n > 0) return 0;
    const done = await tx
      .select({ id: nominations.id, completedAt: nominations.completedAt })
      .from(nominations)
      .where(and(eq(nominations.status, 'Completed'), isNotNull(nominations.completedAt)))
      .orderBy(asc(nominations.completedAt));
    for (const d of done) await makeBillingRecord(tx, d.id, d.completedAt!, DEFAULT_SETTINGS);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await tx
      .update(billingRecords)
      .set({
        status: 'Invoiced',
        approvedAt: sql`completed_at + interval '2 days'`,
        invoicedAt: sql`completed_at + interval '5 days'`,
      })
      .where(lt(billingRecords.completedAt, ago(30)));
    await tx
      .update(billingRecords)
      .set({ status: 'Approved', approvedAt: sql`completed_at + interval '2 days'` })
      .where(and(eq(billingRecords.status, 'Draft'), lt(billingRecords.completedAt, ago(7))));
    return done.length;
  });
}
