import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { processSettings } from '../settings/settings.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { renderDocument } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import * as history from './documents.history.repository.js';
import { renderBase, sealVersion, signedCqTonnes } from './documents.version.js';
import { MINUTE } from '../../../contract/time.js';

/** A demo document is made this long before it is sent for signing (demo/documents/facts.ts writes it so). */
export const SENT_AFTER = 30 * MINUTE;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Lets waiting requests and timers run: rendering a version, and sealing one, each hold the event
 * loop for about a tenth of a second. The background job gives way for a few milliseconds; a
 * reader, whose own request waits, only lets what is already waiting go first.
 */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
export const giveWay = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Draws one demo document's versions, in the caller's transaction, as the live system would have
 * written them: one when it was sent and one per signature, each showing the signatures made so
 * far; the last of a signed one sealed (PAdES). Under the document's advisory lock, so that two
 * processes, or the background job and a reader, never draw it twice: a reader (`wait`) waits for
 * whoever draws it and then finds it drawn; the background job passes it by. `pause` runs between
 * versions and before sealing. Answers whether this call drew it.
 */
export async function drawHistoryDocument(
  app: FastifyInstance,
  tx: Tx,
  id: number,
  options: { wait: boolean; pause?: () => Promise<void> },
): Promise<boolean> {
  if (options.wait) await history.waitForDrawLock(tx, id);
  else if (!(await history.tryDrawLock(tx, id))) return false;
  // Read after the lock: a drawing that finished while we waited is seen here.
  if (!(await history.isUndrawn(tx, id))) return false;
  const doc = await repo.findDocument(tx, id);
  const n = doc && (await nominationRepo.findNomination(tx, doc.nominationId));
  if (!doc || !n) return false;
  const settings = await processSettings(app);
  const signatures = await repo.signaturesOf(tx, id, doc.round);
  const signers = await history.signersByVersion(tx, id);
  const sentAt = new Date(doc.createdAt.getTime() + SENT_AFTER);
  const blQuantity = doc.type === 'billOfLading' ? await signedCqTonnes(tx, n) : null;
  for (let version = 1; version <= signatures.length + 1; version++) {
    if (version > 1) await options.pause?.();
    const by = signatures[version - 2];
    const at = by?.at ?? sentAt;
    const pdf = await renderDocument({
      ...renderBase(app, doc, n, version),
      blQuantity,
      // Typed signatures: no picture to draw.
      signatures: signatures.filter((s) => s.version <= version).map((s) => ({ ...s, image: null })),
      stamp: null,
      timeZone: settings.timeZone,
      trial: settings.trial,
      at,
    });
    const sealed = doc.status === 'Signed' && version === signatures.length + 1;
    // Sealing costs about as much as rendering: others go first between the two too.
    if (sealed) await options.pause?.();
    const file = sealed ? await sealVersion(app, doc, pdf) : pdf;
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
  return true;
}

/**
 * The demo history's PDFs (demo/documents/facts.ts wrote the facts before start), drawn after start
 * in the order people open them (documents.history.repository.ts), a document per transaction;
 * one a reader opens or someone changes meanwhile is drawn then (documents.history.firstRead.ts,
 * documents.access.ts lockBoth). Rendering takes a tenth of a second a version, so the job pauses
 * between versions and requests go first. Answers the number of documents it drew.
 */
export async function seedHistoryDocuments(app: FastifyInstance): Promise<number> {
  let made = 0;
  for (const id of await history.undrawnDocuments(app.db)) {
    if (app.draining) break;
    await breathe();
    const drawn = await app.db.transaction((tx) => drawHistoryDocument(app, tx, id, { wait: false, pause: breathe }));
    if (drawn) made++;
  }
  return made;
}
