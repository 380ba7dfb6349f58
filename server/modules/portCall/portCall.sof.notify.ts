import { ROLES } from '../../../contract/enums.js';
import { msg } from '../../../contract/messages/index.js';
import { TERMINAL_DESK_ROLES } from '../../../contract/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { terminalSeesRow } from '../nominationScope/nominationScope.repository.js';
import { terminalUsers } from '../notifications/notifications.parties.repository.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import type { CallRow } from './portCall.sof.repository.js';

/**
 * The barge arrived and tendered its notice of readiness: the terminal's loading masters and desk
 * hear of it (stored and announced in the event's transaction, so every API process's streams get
 * it at commit, as every notice does). The terminal hears nothing of a nomination it may not see.
 */
export async function arrivalNotice(db: DbOrTx, call: CallRow, actorId: number, at: Date): Promise<void> {
  if (!terminalSeesRow(call)) return;
  // One query for both groups.
  const everyone = await terminalUsers(db, [ROLES.TERMINAL_LOADING_MASTER, ...TERMINAL_DESK_ROLES]);
  const ids = everyone.filter((id) => id !== actorId);
  await raiseNotification(db, ids, msg('sofNotices.arrived', { barge: call.bargeName, id: call.id }), call.id, at);
}
