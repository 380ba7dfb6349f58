import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { terminalStamp } from '../../db/schema/index.js';

/** The terminal's stamp: one row (id 1), replaced by each upload. */
export async function findStamp(db: DbOrTx) {
  const [row] = await db
    .select({ image: terminalStamp.image, mimeType: terminalStamp.mimeType, drawnSha256: terminalStamp.drawnSha256 })
    .from(terminalStamp)
    .where(eq(terminalStamp.id, 1));
  return row ?? null;
}

export async function saveStamp(
  db: DbOrTx,
  values: { image: Buffer; mimeType: string; drawnSha256: string; updatedBy: number; updatedAt: Date },
): Promise<void> {
  await db
    .insert(terminalStamp)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: terminalStamp.id, set: values });
}
