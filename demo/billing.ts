import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { addDays, monthPeriod, terminalDay, terminalDayStart } from '../contract/datetime.js';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { billingRecords, companies, nominations, users } from '../server/db/schema/index.js';
import type { Db, Tx } from '../server/db/client.js';
import { readEnv } from '../server/config.js';
import { loadSigningKey } from '../server/platform/pades.js';
import { makeBillingRecord } from '../server/modules/billing/billing.make.js';
import { issuePeriodIn, type IssuingApp } from '../server/modules/invoices/invoices.issue.js';
import { DAY, HOUR } from '../contract/time.js';

/** The demo customers' accounts departments: where their invoices are e-mailed (DECISIONS §11). */
const BILLING_EMAILS: Record<string, string> = {
  STRAITS: 'accounts@straitsbunkering.example',
  MERIDIAN: 'ap@meridianfuels.example',
};

/**
 * The terminal as the server will run it (server/main.ts reads the same settings): its public
 * address for the verify QR and its key for the seal, so the demo's invoices verify and show the
 * terminal's signature like those issued later.
 */
function terminalApp(): IssuingApp {
  const env = readEnv();
  const key = loadSigningKey(env.DATA_DIR, { path: env.SIGNING_P12, passphrase: env.SIGNING_P12_PASSPHRASE });
  return {
    config: { publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') },
    signingKey: () => key,
  };
}

/**
 * The demo's billing (issues 17, 34): a record for every completed nomination of the history, made
 * as completion makes it (after the pilot jobs' history); those older than a week approved, and the
 * ones of every month before this one invoiced with a real invoice per customer company and month
 * (issued on the 5th of the next month, or now), so an Invoiced record always has its invoice and
 * last month's invoices are there for each customer. This month's records stay Approved or Draft.
 */
export async function seedBillingHistory(db: Db, now: Date, app: IssuingApp = terminalApp()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727018)`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(billingRecords);
    if (n > 0) return 0;
    for (const [code, email] of Object.entries(BILLING_EMAILS))
      await tx.update(companies).set({ billingEmail: email }).where(eq(companies.code, code));
    const done = await tx
      .select({ id: nominations.id, completedAt: nominations.completedAt })
      .from(nominations)
      .where(and(eq(nominations.status, 'Completed'), isNotNull(nominations.completedAt)))
      .orderBy(asc(nominations.completedAt));
    for (const d of done) await makeBillingRecord(tx, d.id, d.completedAt!, DEFAULT_SETTINGS);
    await tx
      .update(billingRecords)
      .set({ status: 'Approved', approvedAt: sql`completed_at + interval '2 days'` })
      .where(lt(billingRecords.completedAt, new Date(now.getTime() - 7 * DAY)));
    await invoiceClosedMonths(tx, app, now);
    return done.length;
  });
}

/**
 * Every month before this one with Approved records, oldest first: invoiced as the billing screen's
 * action does it (issuePeriodIn, one invoice per customer company), issued on the 5th of the next month or now.
 */
async function invoiceClosedMonths(tx: Tx, app: IssuingApp, now: Date) {
  const timeZone = DEFAULT_SETTINGS.timeZone;
  const thisMonth = terminalDay(now, timeZone).slice(0, 7);
  const [first] = await tx
    .select({ at: sql<Date>`min(${billingRecords.completedAt})` })
    .from(billingRecords)
    .where(eq(billingRecords.status, 'Approved'));
  if (!first?.at) return;
  const [logistics] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, 'logistics'));
  if (!logistics) return;
  for (let month = terminalDay(new Date(first.at), timeZone).slice(0, 7); month < thisMonth;) {
    const { from, to } = monthPeriod(month)!;
    const next = addDays(to, 1);
    const issuedAt = new Date(
      Math.min(terminalDayStart(addDays(next, 4), timeZone)!.getTime() + 10 * HOUR, now.getTime()),
    );
    await issuePeriodIn({ app, tx, by: logistics.id, now: issuedAt, settings: DEFAULT_SETTINGS }, from, to, 'en');
    month = next.slice(0, 7);
  }
}
