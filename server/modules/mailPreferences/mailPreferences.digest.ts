import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerMinuteJob } from '../../platform/minuteJob.js';
import { processSettings } from '../settings/settings.service.js';
import { digestMail, type NoticeItem } from './mailPreferences.mails.js';
import { dueUsers, insertOutbox, takeDueItems, tryDigestLock } from './mailPreferences.repository.js';
import { setMailLinks } from './mailPreferences.token.js';

/** Users per transaction: memory stays flat however many users wait for their digest. */
export const DIGEST_BATCH = 200;

/**
 * Sends the digests that are due (DECISIONS.md §11): for each user whose hour has come today in the
 * terminal's zone, one mail listing the notices waiting from before that hour, which are marked sent
 * in the same transaction as the mail is queued. Batches of users by id, each its own transaction
 * under one advisory lock: a second process finds the lock taken and leaves the run to the first, and
 * finds nothing left to send afterwards. Deactivated users and users without an address get no mail;
 * their items are marked sent all the same, so they do not pile up.
 */
export async function runDigest(
  db: Db,
  now: Date,
  timeZone: string,
  batch = DIGEST_BATCH,
  /** Called after each batch's commit (the bench collects garbage there to see what a batch holds). */
  afterBatch?: () => void,
) {
  let after = 0;
  let users = 0;
  let mails = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      if (!(await tryDigestLock(tx))) return undefined;
      const due = await dueUsers(tx, now, timeZone, after, batch);
      if (!due.length) return due;
      const items = await takeDueItems(tx, due, now);
      const byUser = new Map<number, NoticeItem[]>();
      for (const { userId, ...i } of items) {
        const list = byUser.get(userId);
        if (list) list.push(i);
        else byUser.set(userId, [i]);
      }
      const rows = due
        .filter((u) => u.mailable && byUser.has(u.id))
        .map((u) => digestMail(u, byUser.get(u.id)!, timeZone));
      await insertOutbox(tx, rows, now);
      mails += rows.length;
      return due;
    });
    if (!done?.length) break;
    users += done.length;
    after = done[done.length - 1]!.id;
    afterBatch?.();
  }
  return { users, mails };
}

/** The mails' links and the digest's minute job, for this app. */
export function registerMailPreferences(app: FastifyInstance): void {
  setMailLinks(app.secretKey, app.config.publicUrl ?? 'http://localhost:8080');
  registerMinuteJob(app, 'mail digest', async () =>
    runDigest(app.db, app.clock(), (await processSettings(app)).timeZone),
  );
}
