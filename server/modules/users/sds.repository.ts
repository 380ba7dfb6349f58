import { and, asc, eq } from 'drizzle-orm';
import { sdsFiles, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { SdsRecord } from '../../../contract/schemas/sds.js';

const columns = {
  id: sdsFiles.id,
  nominationId: sdsFiles.nominationId,
  fileName: sdsFiles.fileName,
  mimeType: sdsFiles.mimeType,
  size: sdsFiles.size,
  uploadedAt: sdsFiles.uploadedAt,
  // The display name and role, never the sign-in name (DECISIONS.md §12).
  uploadedByName: users.nickName,
  uploadedByRole: users.role,
};

/** A nomination's safety data sheets, oldest first. */
export async function listSds(db: DbOrTx, nominationId: number): Promise<SdsRecord[]> {
  const rows = await db
    .select(columns)
    .from(sdsFiles)
    .innerJoin(users, eq(users.id, sdsFiles.uploadedBy))
    .where(eq(sdsFiles.nominationId, nominationId))
    .orderBy(asc(sdsFiles.id));
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}

export async function sdsContent(db: DbOrTx, nominationId: number, id: number) {
  const [row] = await db
    .select({ fileName: sdsFiles.fileName, mimeType: sdsFiles.mimeType, content: sdsFiles.content })
    .from(sdsFiles)
    .where(and(eq(sdsFiles.nominationId, nominationId), eq(sdsFiles.id, id)));
  return row;
}

export async function insertSds(db: DbOrTx, values: typeof sdsFiles.$inferInsert): Promise<number> {
  return (await db.insert(sdsFiles).values(values).returning({ id: sdsFiles.id }))[0]!.id;
}
