import type { CatalogueMessage } from '../../../contract/messages/index.js';
import type { DbOrTx } from '../../db/client.js';
import { gateRefusal } from './portCall.checklist.record.js';
import { answersOf, signaturesOf, type StoredSignature } from './portCall.checklist.repository.js';
import { listItems } from './portCall.template.repository.js';

/**
 * Whether "commenced pumping" may be recorded (DECISIONS.md §10): null when both sides have signed
 * the before-transfer part and no critical item of a part done once is answered "no"; else the
 * refusal, naming the item. The statement of facts calls it inside its transaction, after locking
 * the nomination, so a signature cannot slip in between the check and the event.
 */
export async function checklistGate(db: DbOrTx, nominationId: number): Promise<CatalogueMessage | null> {
  return (await gateOf(db, nominationId)).refusal;
}

/**
 * The same with the signatures it read: commenced pumping dates a missing "checklist completed" from
 * them (portCall.sof.service.ts completeChecklist) without reading them a second time.
 */
export async function gateOf(
  db: DbOrTx,
  nominationId: number,
): Promise<{ refusal: CatalogueMessage | null; signatures: StoredSignature[] }> {
  // One after the other: inside a transaction the three share one connection.
  const answers = await answersOf(db, nominationId);
  const signatures = await signaturesOf(db, nominationId);
  return { refusal: gateRefusal(answers, signatures, await listItems(db)), signatures };
}
