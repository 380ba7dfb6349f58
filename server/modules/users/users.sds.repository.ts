import { and, asc, eq } from 'drizzle-orm';
import { sdsFiles, userFiles, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { LegacySdsRecord, SdsRecord } from '../../../contract/schemas/sds.js';

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

/** The kind of the per-user sheets kept in `user_files` before migration 0029. */
const LEGACY_SDS = 'sds';

/** A user's sheets from before they were a nomination's, oldest first. */
export async function listLegacySds(db: DbOrTx, userId: number): Promise<LegacySdsRecord[]> {
  const rows = await db
    .select({
      id: userFiles.id,
      userId: userFiles.userId,
      fileName: userFiles.fileName,
      mimeType: userFiles.mimeType,
      size: userFiles.size,
      uploadedAt: userFiles.uploadedAt,
      uploadedByName: users.nickName,
      uploadedByRole: users.role,
    })
    .from(userFiles)
    .innerJoin(users, eq(users.id, userFiles.uploadedBy))
    .where(and(eq(userFiles.userId, userId), eq(userFiles.kind, LEGACY_SDS)))
    .orderBy(asc(userFiles.id));
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}

export async function legacySdsContent(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ fileName: userFiles.fileName, mimeType: userFiles.mimeType, content: userFiles.content })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.id, id), eq(userFiles.kind, LEGACY_SDS)));
  return row;
}
