import { and, asc, eq } from 'drizzle-orm';
import { ullageReports, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

const columns = {
  id: ullageReports.id,
  nominationId: ullageReports.nominationId,
  fileName: ullageReports.fileName,
  mimeType: ullageReports.mimeType,
  size: ullageReports.size,
  uploadedAt: ullageReports.uploadedAt,
  uploadedBy: ullageReports.uploadedBy,
  // The display name and role, never the sign-in name (DECISIONS.md §12).
  uploadedByName: users.nickName,
  uploadedByRole: users.role,
};

export async function listUllage(db: DbOrTx, nominationId: number) {
  const rows = await db
    .select(columns)
    .from(ullageReports)
    .innerJoin(users, eq(users.id, ullageReports.uploadedBy))
    .where(eq(ullageReports.nominationId, nominationId))
    .orderBy(asc(ullageReports.id));
  return rows.map(({ uploadedBy: _u, ...r }) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
}

export async function findUllage(db: DbOrTx, nominationId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(ullageReports)
    .innerJoin(users, eq(users.id, ullageReports.uploadedBy))
    .where(and(eq(ullageReports.nominationId, nominationId), eq(ullageReports.id, id)));
  return row;
}

export async function ullageContent(db: DbOrTx, nominationId: number, id: number) {
  const [row] = await db
    .select({ fileName: ullageReports.fileName, mimeType: ullageReports.mimeType, content: ullageReports.content })
    .from(ullageReports)
    .where(and(eq(ullageReports.nominationId, nominationId), eq(ullageReports.id, id)));
  return row;
}

export async function insertUllage(db: DbOrTx, values: typeof ullageReports.$inferInsert): Promise<number> {
  return (await db.insert(ullageReports).values(values).returning({ id: ullageReports.id }))[0]!.id;
}

/** Nothing points to an ullage report, so removing it deletes the row; the audit entry keeps what it was. */
export async function deleteUllage(db: DbOrTx, id: number): Promise<void> {
  await db.delete(ullageReports).where(eq(ullageReports.id, id));
}
