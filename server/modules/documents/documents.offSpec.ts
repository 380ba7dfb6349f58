import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { failingMessages, offSpecOf, type QualityTestLine } from '../../../contract/quality.js';
import type { Tx } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import type { DocumentRow, NominationRow } from './documents.access.js';
import { offSpecRecipients, productLimits, setOffSpec } from './documents.offSpec.repository.js';

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
