import type { FastifyRequest } from 'fastify';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import { offSpecOf, type OffSpecTest, type QualityTestLine } from '../../../contract/quality.js';
import type { Tx } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import type { DocumentRow, NominationRow } from './documents.access.js';
import { offSpecRecipients, productLimits, setOffSpec } from './documents.offSpec.repository.js';

/** Each failing test as a message ("Sulphur 0.62 % m/m above max 0.5"), named in the reader's language. */
export function failingMessages(failing: readonly OffSpecTest[]): CatalogueMessage[] {
  return failing.map((f) => {
    const above = f.max !== null && f.result > f.max;
    return msg(above ? 'qualityFailing.aboveMax' : 'qualityFailing.belowMin', {
      test: { key: `qualityTests.${f.test}` },
      result: f.result,
      unit: f.unit,
      limit: (above ? f.max : f.min) ?? '',
    });
  });
}

/**
 * A certificate of quality just signed by everyone is compared with its product's limits
 * (DECISIONS.md §11): its failing tests are stored on it, in the signing transaction, with a line
 * in the nomination's log, and terminal logistics and the customer's users are told at once. The
 * certificate's PDF is the surveyor's and stays as signed; the portal marks it.
 */
export async function checkOffSpec(tx: Tx, request: FastifyRequest, doc: DocumentRow, n: NominationRow) {
  if (doc.type !== 'quality') return;
  const tests = ((doc.content as { tests?: QualityTestLine[] }).tests ?? []) satisfies QualityTestLine[];
  const failing = offSpecOf(tests, await productLimits(tx, n.productId));
  await setOffSpec(tx, doc.id, failing.length ? failing : null);
  if (!failing.length) return;
  const now = request.server.clock();
  const named = failingMessages(failing);
  await writeLog(tx, {
    nominationId: n.id,
    action: LOG.documentSigning,
    fromStatus: n.status,
    toStatus: n.status,
    detail: msg('qualityLog.offSpec', { number: doc.number, tests: named }),
    userId: callerOf(request).id,
    at: now,
  });
  const notice = msg('qualityNotices.offSpec', { number: doc.number, id: n.id, tests: named });
  await raiseNotification(tx, await offSpecRecipients(tx, n), notice, n.id, now);
}
