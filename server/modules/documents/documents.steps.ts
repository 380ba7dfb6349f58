import {
  fillsSlot,
  MAKE_STATES,
  mayMake,
  type DocumentRelation,
  type SignerSlot,
} from '../../../contract/documents.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import type { DocumentAction, DocumentRecord } from '../../../contract/schemas/documents.js';
import type { Principal } from '../../../contract/permissions.js';
import type { NominationProgress } from '../../../contract/enums.js';

interface Doc {
  type: DocumentRecord['type'];
  status: DocumentRecord['status'];
  due: SignerSlot | null;
  slots: readonly SignerSlot[];
}

/**
 * What the caller may do with a document now (`actions`), and which of their steps wait on someone
 * else and why (`waits`), by the same rules the service checks when the step is taken: a screen
 * shows a waiting step disabled with its reason rather than offering it and refusing it after.
 */
export function documentSteps(
  p: Principal,
  relation: DocumentRelation,
  d: Doc,
  nominationStatus: NominationProgress,
): Pick<DocumentRecord, 'actions' | 'waits'> {
  const actions: DocumentAction[] = [];
  const waits: DocumentRecord['waits'] = [];
  // msg() checks the key and its parameters; the reasons here take plain values or a label's key, as the record's schema says.
  const wait = (reason: CatalogueMessage, ...steps: DocumentAction[]) =>
    waits.push(...steps.map((action) => ({ action, reason: reason as DocumentRecord['waits'][number]['reason'] })));
  const maker = mayMake(p, relation, d.type);
  const fills = (slots: readonly SignerSlot[]) => slots.some((slot) => fillsSlot(p, relation, slot));

  if (maker && d.status === 'Draft') {
    actions.push('edit');
    // A certificate of quantity goes out once the loading master has started document signing (service.send).
    if (d.type === 'quantity' && nominationStatus === 'Booked') wait(msg('documents.waiting.signingStart'), 'send');
    else if (MAKE_STATES[d.type].includes(nominationStatus)) actions.push('send');
  }
  if (maker && d.status === 'Rejected') actions.push('revise');
  if (d.status === 'Pending' && d.due) {
    if (fillsSlot(p, relation, d.due)) actions.push('sign', 'refuse');
    // Signing goes in order: a place after the one due is still to sign, and waits for it.
    else if (fills(d.slots.slice(d.slots.indexOf(d.due) + 1)))
      wait(msg('documents.waiting.signer', { who: { key: `signerSlots.${d.due}` } }), 'sign', 'refuse');
  }
  // A refused statement of facts is remade by correcting an event (portCall.sof), never revised by hand.
  const remade = d.type === 'statementOfFacts' ? 'documents.waiting.sofCorrection' : 'documents.waiting.revision';
  if (d.status === 'Rejected' && !maker && fills(d.slots)) wait(msg(remade), 'sign');
  return { actions, waits };
}
