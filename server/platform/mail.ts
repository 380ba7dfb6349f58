import { mailOutbox } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an e-mail in the outbox inside the caller's transaction: the message exists exactly when
 * its cause does. Delivery (SMTP when configured) reads the outbox; until then an admin can read it.
 */
export async function queueMail(tx: DbOrTx, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ ...mail, createdAt: now });
}
