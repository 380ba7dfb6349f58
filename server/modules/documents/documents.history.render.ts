import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { documents, documentSignatures, documentVersions } from '../../db/schema/index.js';
import { signPdf } from '../../platform/pades.js';
import { processSettings } from '../settings/settings.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { renderDocument, type Language } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import { signedCqTonnes } from './documents.version.js';
import { SENT_AFTER } from './documents.history.content.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * The demo history's PDFs (documents.history.ts wrote the facts before start): each document gets
 * the versions the live system would have written, one when it was sent and one per signature,
 * each showing the signatures made so far; the last of a signed one sealed (PAdES). Rendering
 * takes a tenth of a second a version, so this runs after start, a document per transaction,
 * oldest first, and the portal answers meanwhile. Answers the number of documents rendered.
 */
export async function seedHistoryDocuments(app: FastifyInstance): Promise<number> {
  const db = app.db;
  const settings = await processSettings(app);
  // Documents with fewer versions than sends and signatures: the ones the seed left to render.
  const todo = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      sql`(SELECT count(*) FROM ${documentVersions} v WHERE v.document_id = ${documents.id})
          < (SELECT count(*) FROM ${documentSignatures} s WHERE s.document_id = ${documents.id}) + ${documents.round}`,
    )
    .orderBy(asc(documents.id));
  let made = 0;
  for (const { id } of todo) {
    if (app.draining) break;
    // Rendering and sealing hold the event loop: requests go first between documents.
    await new Promise((resolve) => setTimeout(resolve, 20));
    made += await db.transaction(async (tx) => {
      // One process does the work when several start on the same fresh database.
      const [lock] = (await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(727005, ${id}) AS ok`))
        .rows;
      if (!lock?.ok) return 0;
      const doc = await repo.findDocument(tx, id);
      const n = doc && (await nominationRepo.findNomination(tx, doc.nominationId));
      if (!doc || !n || (await repo.lastVersion(tx, id)) > 0) return 0;
      const signatures = await repo.signaturesOf(tx, id, doc.round);
      // Who wrote each version: its signer, as when signing writes it.
      const signers = new Map(
        (
          await tx
            .select({ version: documentSignatures.version, userId: documentSignatures.userId })
            .from(documentSignatures)
            .where(eq(documentSignatures.documentId, id))
        ).map((s) => [s.version, s.userId]),
      );
      const sentAt = new Date(doc.createdAt.getTime() + SENT_AFTER);
      const blQuantity = doc.type === 'billOfLading' ? await signedCqTonnes(tx, n) : null;
      for (let version = 1; version <= signatures.length + 1; version++) {
        const by = signatures[version - 2];
        const at = by?.at ?? sentAt;
        const pdf = await renderDocument({
          number: doc.number,
          type: doc.type,
          language: doc.language as Language,
          content: doc.content,
          slots: doc.slots,
          version,
          nomination: {
            id: n.id,
            bargeName: n.bargeName,
            bargeImo: n.bargeImo,
            companyName: n.companyName,
            productName: n.productName,
            quantity: n.quantity,
          },
          blQuantity,
          // Typed signatures: no picture to draw.
          signatures: signatures.filter((s) => s.version <= version).map((s) => ({ ...s, image: null })),
          stamp: null,
          timeZone: settings.timeZone,
          trial: settings.trial,
          verifyUrl: `${app.config.publicUrl ?? 'http://localhost'}/verify?number=${doc.number}`,
          at,
        });
        const sealed = doc.status === 'Signed' && version === signatures.length + 1;
        const file = sealed
          ? await signPdf(pdf, app.signingKey(), { reason: `${doc.number} signed by every party`, location: 'Berth' })
          : pdf;
        await repo.insertVersion(tx, {
          documentId: id,
          version,
          reason: by ? 'signed' : 'sent',
          pdf: file,
          sha256: sha256(file),
          unsignedSha256: sealed ? sha256(pdf) : null,
          sealed,
          userId: (by && signers.get(by.version)) ?? doc.createdBy,
          at,
        });
      }
      return 1;
    });
  }
  return made;
}
