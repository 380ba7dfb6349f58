import type { DbOrTx } from '../../db/client.js';
import { eventOfKey, modeOf } from '../../../contract/mailPreferences.js';
import type { Message } from '../../../contract/messages/index.js';
import { noticeMail, type NoticeItem } from './mailPreferences.mails.js';
import { insertDigestItems, insertOutbox, mailRecipients } from './mailPreferences.repository.js';

/**
 * A notice's e-mails, inside the transaction that raises it (the notice and its mail commit
 * together): a mail now for each recipient who chose 'immediate', an item of the next digest for
 * each who chose 'digest'. Set-based: one read of all recipients' choices and addresses, one insert
 * of mails, one of digest items, however many recipients. Notices of no mail event cost nothing.
 */
export async function mailForNotice(
  tx: DbOrTx,
  userIds: number[],
  message: Message,
  bid: number | null,
  at: Date,
): Promise<void> {
  const event = eventOfKey(message.key);
  if (!event || !userIds.length) return;
  const recipients = await mailRecipients(tx, userIds);
  const item: NoticeItem = { event, key: message.key, params: message.params ?? {}, bid, at };
  const now = recipients.filter((r) => modeOf(r.role, r.choices, event) === 'immediate');
  const later = recipients.filter((r) => modeOf(r.role, r.choices, event) === 'digest');
  await insertOutbox(
    tx,
    now.map((r) => noticeMail(r, item)),
    at,
  );
  await insertDigestItems(
    tx,
    later.map((r) => r.id),
    item,
  );
}
