import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { documents, documentSignatures, documentVersions } from '../../db/schema/index.js';

/**
 * The demo history's documents still to draw (documents.history.render.ts): sent (not a draft) and
 * without a version. The live system writes a document's first version in the transaction that
 * sends it, so only the demo seed leaves such documents.
 */
const undrawn = sql`${documents.status} <> 'Draft' AND NOT EXISTS
  (SELECT 1 FROM ${documentVersions} v WHERE v.document_id = ${documents.id})`;

/**
 * Every undrawn document, in the order people open them: those waiting for a signer first (each
 * demo signer finds one on the home screen), then the newest.
 */
export async function undrawnDocuments(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(undrawn)
    .orderBy(desc(sql`${documents.status} = 'Pending'`), desc(documents.createdAt), desc(documents.id));
  return rows.map((r) => r.id);
}

/** Whether this document is still to draw: one indexed look-up on each read of a document. */
export async function isUndrawn(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, id), undrawn));
  return row !== undefined;
}

/**
 * The drawing lock's own key, taken as (DRAW_LOCK, document id) by the background job, a first read
 * and a change of the document, so that a document is drawn once. No other lock uses this number,
 * in either the one- or the two-argument form.
 */
export const DRAW_LOCK = 727006;

/** Waits for the document's drawing lock (a reader, who needs the versions before answering). */
export async function waitForDrawLock(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${DRAW_LOCK}, ${id})`);
}

/** Takes the document's drawing lock if it is free (the background job, which leaves it to its holder). */
export async function tryDrawLock(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = (await db.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${DRAW_LOCK}, ${id}) AS ok`))
    .rows;
  return row?.ok === true;
}

/** Who wrote each signed version: its signer, as when signing writes it. */
export async function signersByVersion(db: DbOrTx, id: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ version: documentSignatures.version, userId: documentSignatures.userId })
    .from(documentSignatures)
    .where(eq(documentSignatures.documentId, id));
  return new Map(rows.map((s) => [s.version, s.userId]));
}
