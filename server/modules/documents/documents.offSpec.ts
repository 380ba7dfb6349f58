import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { failingMessages, offSpecOf, type OffSpecTest, type QualityTestLine } from '../../../contract/quality.js';
import type { Tx } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import type { DocumentRow, NominationRow } from './documents.access.js';
import { offSpecRecipients, productLimits, setOffSpec } from './documents.offSpec.repository.js';

/** What marking needs of a signed certificate of quality. */
export type OffSpecDocument = Pick<DocumentRow, 'id' | 'number' | 'content'>;
/** What marking needs of its nomination (its status is logged unchanged). */
export type OffSpecNomination = Pick<NominationRow, 'id' | 'status' | 'productId' | 'companyId' | 'hideFromTerminal'>;

/**
 * A signed certificate of quality compared with its product's limits (DECISIONS.md §11): its failing
 * tests are stored on it (null when on spec), and when any fails, a line in the nomination's log by
 * `actorId` at `at` and a notice to terminal logistics and the customer's users. The one rule for
 * signing (`checkOffSpec`) and the demo's seeding (demo/quality.ts), in the caller's transaction.
 * Returns the failing tests.
 */
export async function markOffSpec(
  tx: Tx,
  doc: OffSpecDocument,
  n: OffSpecNomination,
  actorId: number | null,
  at: Date,
): Promise<OffSpecTest[]> {
  const tests = ((doc.content as { tests?: QualityTestLine[] }).tests ?? []) satisfies QualityTestLine[];
  const failing = offSpecOf(tests, await productLimits(tx, n.productId));
  await setOffSpec(tx, doc.id, failing.length ? failing : null);
  if (!failing.length) return failing;
  const named = failingMessages(failing);
  await writeLog(tx, {
    nominationId: n.id,
    action: LOG.documentSigning,
    fromStatus: n.status,
    toStatus: n.status,
    detail: msg('qualityLog.offSpec', { number: doc.number, tests: named }),
    userId: actorId,
    at,
  });
  const notice = msg('qualityNotices.offSpec', { number: doc.number, id: n.id, tests: named });
  await raiseNotification(tx, await offSpecRecipients(tx, n), notice, n.id, at);
  return failing;
}

/**
 * A certificate of quality just signed by everyone is marked in the signing transaction, by its last
 * signer at the server's clock. The certificate's PDF is the surveyor's and stays as signed; the
 * portal marks it.
 */
export async function checkOffSpec(tx: Tx, request: FastifyRequest, doc: DocumentRow, n: NominationRow) {
  if (doc.type !== 'quality') return;
  await markOffSpec(tx, doc, n, callerOf(request).id, request.server.clock());
}
