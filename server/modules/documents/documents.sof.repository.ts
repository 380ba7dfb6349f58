import { and, asc, eq, ne } from 'drizzle-orm';
import { documents, nominations, sofEvents, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * What the statement of facts document reads (DECISIONS §10): every event row of the call, the
 * corrected ones too (`current` false), with who entered it; written by portCall.sof.*.
 */
export async function sofEventRows(db: DbOrTx, nominationId: number) {
  return db
    .select({
      id: sofEvents.id,
      event: sofEvents.event,
      at: sofEvents.at,
      cause: sofEvents.cause,
      reason: sofEvents.reason,
      current: sofEvents.current,
      replacesId: sofEvents.replacesId,
      correctionReason: sofEvents.correctionReason,
      enteredByName: users.nickName,
      enteredByRole: users.role,
    })
    .from(sofEvents)
    .innerJoin(users, eq(users.id, sofEvents.enteredBy))
    .where(eq(sofEvents.nominationId, nominationId))
    .orderBy(asc(sofEvents.at), asc(sofEvents.id));
}
export type SofEventRow = Awaited<ReturnType<typeof sofEventRows>>[number];

/** The language the call's other documents were made in (the first made), if any. */
export async function otherDocumentLanguage(db: DbOrTx, nominationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ language: documents.language })
    .from(documents)
    .where(and(eq(documents.nominationId, nominationId), ne(documents.type, 'statementOfFacts')))
    .orderBy(asc(documents.id))
    .limit(1);
  return row?.language;
}

/** The statement of facts is signed by both: the call's progress says so (in the signature's transaction). */
export async function markSofSigned(db: DbOrTx, nominationId: number): Promise<void> {
  await db.update(nominations).set({ sofProgress: 'signed' }).where(eq(nominations.id, nominationId));
}
