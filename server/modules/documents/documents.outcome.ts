import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { quantityTotals, type DocumentType } from '../../../contract/documents.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import type { quantityContent } from '../../../contract/schemas/documents.js';
import type { Tx } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { moveTo } from '../nominations/nominations.service.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { settingsOf } from '../settings/settings.service.js';
import { readDocument, type DocumentRow, type NominationRow } from './documents.access.js';
import { documentNotice } from './documents.notify.js';
import * as repo from './documents.repository.js';
import { markSofSigned } from './documents.sof.repository.js';
import { checkOffSpec } from './documents.offSpec.js';
import { writeVersion } from './documents.version.js';
import { recordLaytime } from '../laytime/laytime.service.js';

/** What a document's step leaves on its nomination: a log line, and once every signer signed, the notices and the move. */
export async function log(tx: Tx, request: FastifyRequest, n: NominationRow, detail: CatalogueMessage) {
  await writeLog(tx, {
    nominationId: n.id,
    action: LOG.documentSigning,
    fromStatus: n.status,
    toStatus: n.status,
    detail,
    userId: callerOf(request).id,
    at: request.server.clock(),
  });
}

/** A new document's number: the next of its type's series in the year as the terminal's zone counts it. */
export async function documentNumber(tx: Tx, request: FastifyRequest, type: DocumentType, now: Date) {
  const { timeZone } = await settingsOf(request, tx);
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now));
  return repo.nextNumber(tx, type, year);
}

/**
 * A document just set Pending goes out for signing, the first time ('sent') or again after a refusal
 * or a remake ('revised'): a new version with its SHA-256, the log line naming it, and the notice to
 * the signer due. Returns the document as it now is.
 */
export async function outForSigning(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  n: NominationRow,
  reason: 'sent' | 'revised',
): Promise<DocumentRow> {
  const doc = await readDocument(tx, id);
  const version = await writeVersion(tx, request, doc, n, reason, false);
  await log(tx, request, n, msg(`documentLog.${reason}`, { number: doc.number, version }));
  await documentNotice(tx, doc, n, 'awaits', callerOf(request).id, request.server.clock());
  return doc;
}

/**
 * Every signer signed. The parties hear of it; a certificate of quantity also moves its nomination
 * from Signing in Progress to CQ Uploaded, its tonnes becoming the nomination's actual quantity; a
 * statement of facts makes the call's progress `signed`, after which its events no longer change.
 */
export async function finished(tx: Tx, request: FastifyRequest, doc: DocumentRow, n: NominationRow) {
  const now = request.server.clock();
  await documentNotice(tx, doc, n, 'signed', callerOf(request).id, now);
  if (doc.type === 'statementOfFacts') {
    await markSofSigned(tx, n.id);
    // A correction signed after completion may change the laytime: a new version only if it does.
    if (n.status === 'Completed') await recordLaytime(tx, request, n.id, 'corrected');
  }
  await checkOffSpec(tx, request, doc, n);
  if (doc.type !== 'quantity') return;
  const actual = quantityTotals((doc.content as z.infer<typeof quantityContent>).tanks, n.quantity).actual;
  await nominationRepo.updateNomination(tx, n.id, { actualQuantity: actual, updatedAt: now });
  await log(tx, request, n, msg('documentLog.complete', { number: doc.number, actual }));
  if (n.status === 'Signing in Progress')
    await moveTo(
      tx,
      n,
      'CQ Uploaded',
      callerOf(request).id,
      now,
      msg('nominationLog.document', { number: doc.number }),
    );
}
