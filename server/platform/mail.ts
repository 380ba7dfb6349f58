import { mailOutbox } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The nomination it is about: the outbox keeps it out of sight while that nomination is hidden. */
  nominationId?: number;
}

// Markers around a live secret in a mail's text; no text the portal writes otherwise contains them.
const SECRET = /\u27e6([^\u27e7]*)\u27e7/g;
const MASK = '••••••';

/**
 * Marks a live secret (a sign-in code, an activation link) in a mail's subject or body: it goes to
 * the recipient as it is, and is masked everywhere else (the outbox, and the stored copy once sent).
 * DECISIONS.md §8.
 */
export const secret = (value: string) => `\u27e6${value}\u27e7`;

/** The text as its recipient gets it. */
export const revealed = (text: string) => text.replace(SECRET, '$1');

/** The text as anyone else may see it. */
export const masked = (text: string) => text.replace(SECRET, MASK);

/**
 * Queues an e-mail in the outbox inside the caller's transaction: the message exists exactly when
 * its cause does. Delivery (SMTP when configured) reads the outbox; until then an admin can read it.
 */
export async function queueMail(tx: DbOrTx, mail: Mail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({ ...mail, createdAt: now });
}
