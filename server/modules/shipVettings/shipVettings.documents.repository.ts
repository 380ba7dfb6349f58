import { and, asc, eq } from 'drizzle-orm';
import { users, vettingDocuments, vettingFindings } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

export async function documentsOf(db: DbOrTx, vettingId: number) {
  return db
    .select({
      id: vettingDocuments.id,
      kind: vettingDocuments.kind,
      fileName: vettingDocuments.fileName,
      mimeType: vettingDocuments.mimeType,
      size: vettingDocuments.size,
      expiresOn: vettingDocuments.expiresOn,
      inspectedOn: vettingDocuments.inspectedOn,
      uploadedByName: users.nickName,
      uploadedByRole: users.role,
      uploadedAt: vettingDocuments.uploadedAt,
    })
    .from(vettingDocuments)
    .innerJoin(users, eq(users.id, vettingDocuments.uploadedBy))
    .where(eq(vettingDocuments.vettingId, vettingId))
    .orderBy(asc(vettingDocuments.id));
}

export async function documentFile(db: DbOrTx, vettingId: number, id: number) {
  const [row] = await db
    .select({
      fileName: vettingDocuments.fileName,
      mimeType: vettingDocuments.mimeType,
      content: vettingDocuments.content,
    })
    .from(vettingDocuments)
    .where(and(eq(vettingDocuments.vettingId, vettingId), eq(vettingDocuments.id, id)));
  return row;
}

export async function insertDocument(db: DbOrTx, values: typeof vettingDocuments.$inferInsert) {
  return (await db.insert(vettingDocuments).values(values).returning({ id: vettingDocuments.id }))[0]!.id;
}

export async function findingsOf(db: DbOrTx, vettingId: number) {
  return db
    .select({
      id: vettingFindings.id,
      kind: vettingFindings.kind,
      inspectedOn: vettingFindings.inspectedOn,
      place: vettingFindings.place,
      observations: vettingFindings.observations,
      recommendation: vettingFindings.recommendation,
      userName: users.nickName,
      userRole: users.role,
      at: vettingFindings.at,
    })
    .from(vettingFindings)
    .innerJoin(users, eq(users.id, vettingFindings.userId))
    .where(eq(vettingFindings.vettingId, vettingId))
    .orderBy(asc(vettingFindings.id));
}

export async function insertFinding(db: DbOrTx, values: typeof vettingFindings.$inferInsert) {
  await db.insert(vettingFindings).values(values);
}
