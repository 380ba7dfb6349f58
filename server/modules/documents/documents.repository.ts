import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  documentNumbers,
  documentSignatures,
  documents,
  documentVersions,
  nominations,
  products,
  ships,
  users,
} from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { NUMBER_PREFIX, type DocumentType, type SignerSlot } from '../../../contract/documents.js';
import type { DocumentListQuery } from '../../../contract/schemas/documents.js';
import { offsetOf, preparedOnce, whereAll } from '../../platform/listing.js';
import { nameOfUser, roleOfUser } from '../../platform/people.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';
import { hasTerminalRole, isBarge, isCustomer, isSurveyor, isTerminalSide } from '../../../contract/permissions.js';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';

const maker = alias(users, 'maker');

/** The next number of a type in a year; the counter row stays locked until the transaction ends, so numbers have no gaps. */
export async function nextNumber(tx: DbOrTx, type: DocumentType, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentNumbers)
    .values({ type, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.type, documentNumbers.year],
      set: { last: sql`${documentNumbers.last} + 1` },
    })
    .returning({ last: documentNumbers.last });
  return `${NUMBER_PREFIX[type]}-${year}-${String(row!.last).padStart(5, '0')}`;
}

const columns = {
  id: documents.id,
  nominationId: documents.nominationId,
  type: documents.type,
  number: documents.number,
  status: documents.status,
  language: documents.language,
  content: documents.content,
  slots: documents.slots,
  due: documents.due,
  round: documents.round,
  refusalReason: documents.refusalReason,
  refusedAt: documents.refusedAt,
  offSpec: documents.offSpec,
  refusedByName: nameOfUser(documents.refusedBy),
  refusedByRole: roleOfUser(documents.refusedBy),
  createdBy: documents.createdBy,
  createdByName: maker.nickName,
  createdByRole: maker.role,
  makerType: maker.userType,
  makerCompanyId: maker.companyId,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  bargeName: ships.name,
  companyName: companies.name,
  productName: products.name,
};

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(documents)
    .innerJoin(nominations, eq(nominations.id, documents.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .innerJoin(products, eq(products.id, nominations.productId))
    .innerJoin(maker, eq(maker.id, documents.createdBy));
}

export type DocumentRowDb = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function findDocument(db: DbOrTx, id: number) {
  const [row] = await joined(db).where(eq(documents.id, id));
  return row;
}

export async function findByNominationType(db: DbOrTx, nominationId: number, type: DocumentType) {
  const [row] = await joined(db).where(and(eq(documents.nominationId, nominationId), eq(documents.type, type)));
  return row;
}

/**
 * Locks a document's row for a change. `no key update`, not `update`: a version's insert checks its
 * foreign key with a key-share lock on this row, so a drawing (documents.history.render.ts) that
 * holds the drawing lock can still write its versions while a change waits for that lock here;
 * with `update` the two would wait for each other.
 */
export async function lockDocument(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ nominationId: documents.nominationId })
    .from(documents)
    .where(eq(documents.id, id))
    .for('no key update');
  return row?.nominationId;
}

export async function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert): Promise<number> {
  return (await db.insert(documents).values(values).returning({ id: documents.id }))[0]!.id;
}

export async function updateDocument(db: DbOrTx, id: number, values: Partial<typeof documents.$inferInsert>) {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

/**
 * Who sees a document: whoever sees its nomination, but a draft only its maker's side (the terminal,
 * or the maker's surveying company), and a customer only signed documents.
 */
export function documentScope(p: CallerPrincipal): SQL | undefined {
  // The system admin is on the terminal's side: its scope (no hidden nomination, no customer's
  // draft), its own side's draft documents (issue 31 review), not everything.
  const nomination = scopeOf(p);
  const notDraft = sql`${documents.status} <> 'Draft'`;
  let own: SQL;
  if (isTerminalSide(p)) own = eq(maker.userType, USER_TYPE.TERMINAL);
  else if (isSurveyor(p)) own = and(eq(maker.userType, USER_TYPE.COMPANY), eq(maker.companyId, p.companyId ?? -1))!;
  else own = sql`false`;
  const status = isCustomer(p) ? eq(documents.status, 'Signed') : or(notDraft, own)!;
  return and(nomination, status);
}

/** Documents due to be signed by the caller: the slot due is one the caller fills on that nomination. */
function waitingFor(p: CallerPrincipal): SQL {
  const parts: SQL[] = [];
  if (isSurveyor(p))
    parts.push(
      sql`(${documents.due} = 'surveyor' AND ${documents.nominationId} IN (SELECT nomination_id FROM nomination_surveyors WHERE company_id = ${p.companyId ?? -1}))`,
    );
  if (hasTerminalRole(p, [ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_LOADING_MASTER]))
    parts.push(sql`${documents.due} IN ('loadingMaster', 'terminal')`);
  if (isBarge(p)) parts.push(sql`(${documents.due} = 'bargeMaster' AND ${nominations.bargeId} = ${p.shipId ?? -1})`);
  return parts.length ? and(eq(documents.status, 'Pending'), or(...parts))! : sql`false`;
}

export async function listDocuments(db: DbOrTx, p: CallerPrincipal, q: DocumentListQuery) {
  const search = q.searchValue ? `%${q.searchValue.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = whereAll(
    documentScope(p),
    q.type ? eq(documents.type, q.type) : undefined,
    q.status ? eq(documents.status, q.status) : undefined,
    q.nominationId ? eq(documents.nominationId, q.nominationId) : undefined,
    q.waiting === 'true' ? waitingFor(p) : undefined,
    search ? or(ilike(documents.number, search), ilike(ships.name, search), ilike(companies.name, search)) : undefined,
  );
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(nominations, eq(nominations.id, documents.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .innerJoin(maker, eq(maker.id, documents.createdBy))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countWaiting(db: DbOrTx, p: CallerPrincipal, type: DocumentType): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(nominations, eq(nominations.id, documents.nominationId))
    .innerJoin(maker, eq(maker.id, documents.createdBy))
    .where(whereAll(eq(documents.type, type), documentScope(p), waitingFor(p)));
  return row?.n ?? 0;
}

/** The nomination's documents, one per type at most, as the caller may see them. */
export async function documentsOfNomination(db: DbOrTx, p: CallerPrincipal, nominationId: number) {
  return db
    .select({ id: documents.id, type: documents.type, number: documents.number, status: documents.status })
    .from(documents)
    .innerJoin(nominations, eq(nominations.id, documents.nominationId))
    .innerJoin(maker, eq(maker.id, documents.createdBy))
    .where(whereAll(eq(documents.nominationId, nominationId), documentScope(p)));
}

// --- versions and signatures --------------------------------------------------------------------

export async function insertVersion(db: DbOrTx, values: typeof documentVersions.$inferInsert): Promise<void> {
  await db.insert(documentVersions).values(values);
}

export async function versionsOf(db: DbOrTx, documentId: number) {
  return db
    .select({
      version: documentVersions.version,
      sha256: documentVersions.sha256,
      size: sql<number>`octet_length(${documentVersions.pdf})::int`,
      reason: documentVersions.reason,
      userName: users.nickName,
      userRole: users.role,
      at: documentVersions.at,
      sealed: documentVersions.sealed,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.userId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.version));
}

export async function versionPdf(db: DbOrTx, documentId: number, version?: number) {
  const [row] = await db
    .select({ version: documentVersions.version, pdf: documentVersions.pdf })
    .from(documentVersions)
    .where(
      version === undefined
        ? eq(documentVersions.documentId, documentId)
        : and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)),
    )
    .orderBy(desc(documentVersions.version))
    .limit(1);
  return row;
}

export async function lastVersion(db: DbOrTx, documentId: number): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${documentVersions.version}), 0)::int` })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return row?.v ?? 0;
}

export async function insertSignature(db: DbOrTx, values: typeof documentSignatures.$inferInsert): Promise<void> {
  await db.insert(documentSignatures).values(values);
}

export async function signaturesOf(db: DbOrTx, documentId: number, round?: number) {
  return db
    .select({
      slot: documentSignatures.slot,
      round: documentSignatures.round,
      userName: documentSignatures.userName,
      role: documentSignatures.role,
      kind: documentSignatures.kind,
      image: documentSignatures.image,
      drawnSha256: documentSignatures.drawnSha256,
      typedName: documentSignatures.typedName,
      version: documentSignatures.version,
      at: documentSignatures.at,
    })
    .from(documentSignatures)
    .where(
      round === undefined
        ? eq(documentSignatures.documentId, documentId)
        : and(eq(documentSignatures.documentId, documentId), eq(documentSignatures.round, round)),
    )
    .orderBy(asc(documentSignatures.id));
}
export type SignatureRow = Awaited<ReturnType<typeof signaturesOf>>[number];

/** The version whose file has this hash, signed or before the terminal's signature, with its document. */
/** The version a PDF's SHA-256 names (signed copy or the unsigned one before sealing): prepared once, as /verify is public and busy. */
function byHashStatement(db: Db) {
  return preparedOnce(db, 'documents_by_hash', () => {
    const hash = sql.placeholder('hash');
    return db
      .select({
        documentId: documentVersions.documentId,
        version: documentVersions.version,
        signedCopy: sql<boolean>`${documentVersions.sha256} = ${hash}`,
        number: documents.number,
        type: documents.type,
        status: documents.status,
        latestVersion: sql<number>`(SELECT max(lv.version)::int FROM document_versions lv WHERE lv.document_id = ${documentVersions.documentId})`,
        /** The signatures of the version's round made up to that version. */
        signers: sql<
          { userName: string; role: number; slot: SignerSlot; at: string }[]
        >`(SELECT coalesce(json_agg(json_build_object(
          'userName', s.user_name, 'role', s.role, 'slot', s.slot, 'at', to_char(s.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY s.id), '[]'::json)
        FROM document_signatures s WHERE s.document_id = ${documents.id} AND s.round = ${documents.round}
          AND s.version <= ${documentVersions.version})`,
      })
      .from(documentVersions)
      .innerJoin(documents, eq(documents.id, documentVersions.documentId))
      .where(or(eq(documentVersions.sha256, hash), eq(documentVersions.unsignedSha256, hash)))
      .limit(1)
      .prepare('documents_by_hash');
  });
}

export async function findByHash(db: Db, sha256: string) {
  const [row] = await byHashStatement(db).execute({ hash: sha256 });
  return row;
}
