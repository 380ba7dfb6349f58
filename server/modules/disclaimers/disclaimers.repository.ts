import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { disclaimerAgreements, disclaimers } from '../../db/schema/index.js';

/** The active disclaimers for these audiences (trial ones only while the trial is on), with the user's agreement. */
export function disclaimersFor(db: DbOrTx, userId: number, audiences: string[], trial: boolean) {
  return db
    .select({
      id: disclaimers.id,
      key: disclaimers.key,
      title: disclaimers.title,
      titleZh: disclaimers.titleZh,
      body: disclaimers.body,
      bodyZh: disclaimers.bodyZh,
      agreedAt: disclaimerAgreements.agreedAt,
    })
    .from(disclaimers)
    .leftJoin(
      disclaimerAgreements,
      and(eq(disclaimerAgreements.disclaimerId, disclaimers.id), eq(disclaimerAgreements.userId, userId)),
    )
    .where(
      and(
        eq(disclaimers.active, true),
        inArray(disclaimers.audience, audiences),
        trial ? undefined : eq(disclaimers.trialOnly, false),
      ),
    )
    .orderBy(disclaimers.id);
}

/** Records the agreement once; answers when the user first agreed. */
export async function agree(tx: DbOrTx, userId: number, disclaimerId: number, at: Date): Promise<Date> {
  await tx.insert(disclaimerAgreements).values({ userId, disclaimerId, agreedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select({ agreedAt: disclaimerAgreements.agreedAt })
    .from(disclaimerAgreements)
    .where(and(eq(disclaimerAgreements.userId, userId), eq(disclaimerAgreements.disclaimerId, disclaimerId)));
  return row!.agreedAt;
}
