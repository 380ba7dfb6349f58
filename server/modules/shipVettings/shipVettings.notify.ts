import type { CatalogueMessage } from '../../../contract/messages/index.js';
import type { DbOrTx } from '../../db/client.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import { vettingPartyIds } from './shipVettings.notify.repository.js';

/**
 * DECISIONS.md §5: a vetting's news goes to the customer's users and terminal logistics, and to the
 * inspectors while it waits on them. Its text names "Ship Vetting", which the browser routes on.
 */
export async function vettingNotice(
  db: DbOrTx,
  v: { id: number; companyId: number; status: number },
  notice: CatalogueMessage,
  actorId: number | null,
  at: Date,
  only?: 'customer',
): Promise<void> {
  const ids = await vettingPartyIds(db, v, only);
  await raiseNotification(
    db,
    ids.filter((id) => id !== actorId),
    notice,
    v.id,
    at,
  );
}
