import { msg } from '../../../contract/messages/index.js';
import type { DbOrTx } from '../../db/client.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import type { NominationRow } from '../nominations/nominations.repository.js';
import type { DocumentRowDb } from './documents.repository.js';
import { makerSideIds, signedPartyIds, slotHolderIds } from './documents.notify.repository.js';

/**
 * Tells those concerned: the next signers that a document awaits them; the maker's side that it
 * was refused; the maker's side, the customer and the barge that it is signed by everyone.
 */
export async function documentNotice(
  db: DbOrTx,
  d: DocumentRowDb,
  n: NominationRow,
  what: 'awaits' | 'signed' | { refused: string },
  actorId: number,
  at: Date,
): Promise<void> {
  const base = { type: { key: `documentTypes.${d.type}` as const }, number: d.number, id: n.id };
  let ids: number[];
  let notice;
  if (what === 'awaits') {
    if (!d.due) return;
    ids = await slotHolderIds(db, d.due, n);
    notice = msg('documentNotices.awaits', base);
  } else if (what === 'signed') {
    ids = await signedPartyIds(db, d, n);
    notice = msg('documentNotices.signed', base);
  } else {
    ids = await makerSideIds(db, d);
    notice = msg('documentNotices.refused', { ...base, reason: what.refused });
  }
  const recipients = ids.filter((id) => id !== actorId);
  await raiseNotification(db, recipients, notice, n.id, at);
}
