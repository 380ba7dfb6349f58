import { mailOutbox } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';
import { textOf, type CatalogueLocale, type CatalogueMessage } from '../../contract/messages/index.js';

interface Mail {
  to: string;
  /** Keys of contract/messages/mail.*.ts with their parameters. */
  subject: CatalogueMessage;
  body: CatalogueMessage;
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
 * The recipient's language. An account keeps no language of its own (the browser's choice stays in
 * the browser) and the terminal's settings name none, so every e-mail is written in English; the
 * catalogue holds each in Chinese as well, for when either does (docs/decisions.md).
 */
const MAIL_LOCALE: CatalogueLocale = 'en';

/**
 * Queues an e-mail in the outbox inside the caller's transaction: the message exists exactly when
 * its cause does. Delivery (SMTP when configured) reads the outbox; until then an admin can read it.
 * It is stored as written for its one reader, in their language: the admin reads what was sent.
 */
export async function queueMail(tx: DbOrTx, mail: Mail, now: Date, locale = MAIL_LOCALE): Promise<void> {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: textOf(mail.subject, locale),
    body: textOf(mail.body, locale),
    nominationId: mail.nominationId,
    createdAt: now,
  });
}
