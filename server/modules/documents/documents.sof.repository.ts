import { and, asc, eq, ne } from 'drizzle-orm';
import { documents, nominations } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { EventRow } from '../portCall/portCall.sof.repository.js';

/**
 * What the statement of facts document reads of each event row (DECISIONS §10): every row of the
 * call, the corrected ones too, with who entered it; read by the record's own query
 * (portCall.sof.repository listEvents), written by portCall.sof.*.
 */
export type SofEventRow = Pick<
  EventRow,
  'id' | 'at' | 'reason' | 'current' | 'replacesId' | 'correctionReason' | 'enteredByName' | 'enteredByRole'
> & { event: string; cause: string | null };

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
