import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { quantityTotals } from '../../../contract/documents.js';
import type { quantityContent } from '../../../contract/schemas/documents.js';
import type { Tx } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { signPdf } from '../../platform/pades.js';
import { settingsOf } from '../settings/settings.service.js';
import type { DocumentRow, NominationRow } from './documents.access.js';
import { renderDocument, type Language, type RenderInput } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import { drawableSignatures, drawableStamp } from './documents.pictures.js';
import { findStamp } from './documents.stamp.repository.js';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The quantity a bill of lading carries: the signed certificate of quantity's tonnes. */
export async function signedCqTonnes(tx: Tx, n: NominationRow): Promise<number | null> {
  const cq = await repo.findByNominationType(tx, n.id, 'quantity');
  if (!cq || cq.status !== 'Signed') return null;
  return quantityTotals((cq.content as z.infer<typeof quantityContent>).tanks, n.quantity).actual;
}

type RenderBase = Pick<
  RenderInput,
  'number' | 'type' | 'language' | 'content' | 'slots' | 'version' | 'nomination' | 'verifyUrl'
>;

/**
 * What a version of the document shows whoever draws it (a live step or the demo's history): its
 * own fields, the nomination's facts and where to verify it; the caller adds signatures and time.
 */
export function renderBase(app: FastifyInstance, doc: DocumentRow, n: NominationRow, version: number): RenderBase {
  return {
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
    verifyUrl: `${app.config.publicUrl ?? 'http://localhost'}/verify?number=${doc.number}`,
  };
}

/** Seals a document's last version, once every party has signed it (PAdES). */
export function sealVersion(app: FastifyInstance, doc: DocumentRow, pdf: Buffer): Promise<Buffer> {
  return signPdf(pdf, app.signingKey(), { reason: `${doc.number} signed by every party`, location: 'Berth' });
}

/** Renders the document's next version with the current round's signatures; the last signature also seals it (PAdES). */
export async function writeVersion(
  tx: Tx,
  request: FastifyRequest,
  doc: DocumentRow,
  n: NominationRow,
  reason: 'sent' | 'signed' | 'revised',
  final: boolean,
): Promise<number> {
  const settings = await settingsOf(request, tx);
  const version = (await repo.lastVersion(tx, doc.id)) + 1;
  const now = request.server.clock();
  const pdf = await renderDocument({
    ...renderBase(request.server, doc, n, version),
    blQuantity: doc.type === 'billOfLading' ? await signedCqTonnes(tx, n) : null,
    // Pictures we wrote drawn as they are, older ones decoded again (documents.pictures.ts).
    signatures: await drawableSignatures(request, await repo.signaturesOf(tx, doc.id, doc.round)),
    stamp: await drawableStamp(request, await findStamp(tx)),
    timeZone: settings.timeZone,
    trial: settings.trial,
    at: now,
  });
  const file = final ? await sealVersion(request.server, doc, pdf) : pdf;
  await repo.insertVersion(tx, {
    documentId: doc.id,
    version,
    reason,
    pdf: file,
    sha256: sha256(file),
    unsignedSha256: final ? sha256(pdf) : null,
    sealed: final,
    userId: callerOf(request).id,
    at: now,
  });
  return version;
}
