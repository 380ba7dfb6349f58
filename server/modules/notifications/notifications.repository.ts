import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { escapeHtml, textOf, type CatalogueMessage, type ParamValue } from '../../../contract/messages/index.js';
import { mailForNotice } from '../mailPreferences/mailPreferences.notice.js';

/** The LISTEN/NOTIFY channel that carries new notifications to every API process. */
export const CHANNEL = 'berth_notifications';
/** Recipients per NOTIFY: keeps each payload well under PostgreSQL's 8000 bytes. */
const PER_NOTIFY = 100;

/** What crosses processes: who gets which row, and what the stream sends (spec §7: action, bid). */
export interface Broadcast {
  to: { userId: number; id: number }[];
  action: string;
  key: string | null;
  params: Record<string, ParamValue>;
  bid: number | null;
  at: string;
}

/** The spec's `action`: the notice as English HTML, its values escaped (the browser shows the key in the reader's language). */
const actionHtml = (message: CatalogueMessage) => textOf(message, 'en', escapeHtml);

/**
 * Stores one notification per recipient and announces it inside the caller's transaction:
 * PostgreSQL delivers the NOTIFY at commit, so a rolled-back step announces nothing.
 */
export async function raiseNotification(
  tx: DbOrTx,
  recipients: number[],
  message: CatalogueMessage,
  bid: number | null,
  at: Date,
): Promise<number[]> {
  const userIds = [...new Set(recipients)];
  if (!userIds.length) return [];
  const params = message.params ?? {};
  // One statement for all recipients, and one for all announcements: a notice to every user costs two round trips.
  const inserted = await tx.execute<{ id: string; user_id: number }>(sql`
    INSERT INTO notifications (user_id, message_key, message_params, bid, created_at)
    SELECT u, ${message.key}::text, ${JSON.stringify(params)}::jsonb, ${bid}::int, ${at}::timestamptz FROM unnest(${sql.param(userIds)}::int[]) AS u
    RETURNING id, user_id`);
  const rows = inserted.rows.map((r) => ({ userId: r.user_id, id: Number(r.id) }));
  // The recipients' e-mails by their preferences (DECISIONS.md §11), in this transaction too.
  await mailForNotice(tx, userIds, message, bid, at);
  const action = actionHtml(message);
  const payloads: string[] = [];
  for (let i = 0; i < rows.length; i += PER_NOTIFY) {
    payloads.push(
      JSON.stringify({
        to: rows.slice(i, i + PER_NOTIFY),
        action,
        key: message.key,
        params,
        bid,
        at: at.toISOString(),
      } satisfies Broadcast),
    );
  }
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, p) FROM unnest(${sql.param(payloads)}::text[]) AS p`);
  return rows.map((r) => r.id);
}

export async function listNotifications(db: DbOrTx, userId: number, pageNum: number, pageSize: number) {
  const rows = await db
    .select({
      id: notifications.id,
      action: notifications.action,
      key: notifications.messageKey,
      params: notifications.messageParams,
      bid: notifications.bid,
      createTime: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return {
    rows: rows.map(({ readAt, ...r }) => ({
      ...r,
      // Rows from before keyed notices keep their stored (sanitised) HTML.
      action: r.key ? actionHtml({ key: r.key as CatalogueMessage['key'], params: r.params }) : (r.action ?? ''),
      createTime: r.createTime.toISOString(),
      read: readAt !== null,
    })),
    total: total?.n ?? 0,
  };
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the caller's own notifications read: the given ids, or all of them. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = ids === 'all' ? mine : and(mine, inArray(notifications.id, ids));
  const done = await db.update(notifications).set({ readAt: at }).where(where).returning({ id: notifications.id });
  return done.length;
}
