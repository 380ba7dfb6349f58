import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { masked } from '../../platform/mail.js';
import { countAll, offsetOf, pageWithTotal, searchAny } from '../../platform/listing.js';
import type { MailRecord } from '../../../contract/schemas/mailOutbox.js';
import type { z } from 'zod';
import { terminalUnseenIds } from '../nominationScope/nominationScope.repository.js';
import type { mailOutboxQuery } from '../../../contract/schemas/mailOutbox.js';

const toRecord = (r: typeof mailOutbox.$inferSelect): MailRecord => ({
  id: r.id,
  to: r.to,
  // Codes and links are for their recipient only.
  subject: masked(r.subject),
  body: masked(r.body),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  attempts: r.attempts,
  lastError: r.lastError,
});

/** Mail about a nomination hidden from the terminal, or a customer's draft, is out of the terminal's sight (DECISIONS.md §9). */
const notAboutHidden = sql`(${mailOutbox.nominationId} IN (${terminalUnseenIds})) IS NOT TRUE`;

export async function listMail(db: DbOrTx, q: z.output<typeof mailOutboxQuery>) {
  const where = and(
    notAboutHidden,
    searchAny(q.searchValue, [mailOutbox.to, mailOutbox.subject]),
    q.sent === 'true' ? isNotNull(mailOutbox.sentAt) : q.sent === 'false' ? isNull(mailOutbox.sentAt) : undefined,
  );
  const { rows, total } = await pageWithTotal(
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select(countAll).from(mailOutbox).where(where),
  );
  return { rows: rows.map(toRecord), total };
}

export async function findMail(db: DbOrTx, id: number): Promise<MailRecord | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), notAboutHidden));
  return row && toRecord(row);
}

/**
 * Takes up to `limit` unsent messages for delivery, locked so that another API process skips them;
 * a message that keeps failing waits longer between tries (1, 2, 4 … up to 60 minutes).
 */
export async function claimUnsent(tx: DbOrTx, limit: number, now: Date) {
  return tx
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        sql`${mailOutbox.createdAt} + least(60, power(2, ${mailOutbox.attempts}) - 1) * interval '1 minute' <= ${now}`,
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Sent: the stored copy keeps no live secret from now on. */
export async function markSent(
  tx: DbOrTx,
  mail: { id: number; subject: string; body: string },
  at: Date,
): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ sentAt: at, lastError: null, subject: masked(mail.subject), body: masked(mail.body) })
    .where(eq(mailOutbox.id, mail.id));
}

export async function markFailed(tx: DbOrTx, id: number, error: string): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
