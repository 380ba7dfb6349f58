import { and, asc, eq, ne } from 'drizzle-orm';
import { documents, nominations } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * What the statement of facts document reads of each event row (DECISIONS §10): every row of the
 * call, the corrected ones too, with who entered it. The SoF service reads them (its listEvents)
 * and hands them over, so documents imports nothing of portCall (no cycle between modules).
 */
export interface SofEventRow {
  id: number;
  event: string;
  at: Date;
  cause: string | null;
  reason: string | null;
  current: boolean;
  replacesId: number | null;
  correctionReason: string | null;
  enteredByName: string;
  enteredByRole: number;
}

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
