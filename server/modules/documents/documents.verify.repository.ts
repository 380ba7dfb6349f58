import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

/**
 * An invoice or credit note whose PDF has this SHA-256, sealed or before its seal (DECISIONS §11):
 * read from the invoices' table directly, so documents never import the invoices module (which
 * draws its PDFs with documents' tools).
 */
export async function findInvoiceByHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select({ number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(or(eq(invoices.sha256, hash), eq(invoices.unsignedSha256, hash)))
    .limit(1);
  return row;
}
