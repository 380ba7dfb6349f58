import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailPreferences } from '../../db/schema/index.js';
import { DEFAULT_DIGEST_HOUR, type MailEvent } from '../../../contract/mailPreferences.js';
import type { OutboxRow } from './mailPreferences.mails.js';

export interface StoredPreference {
  choices: Record<string, string>;
  digestHour: number;
}

export async function readPreference(db: DbOrTx, userId: number): Promise<StoredPreference | undefined> {
  const [row] = await db
    .select({ choices: mailPreferences.choices, digestHour: mailPreferences.digestHour })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row;
}

export async function writePreference(db: DbOrTx, userId: number, p: StoredPreference, at: Date): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, choices: p.choices, digestHour: p.digestHour, updatedAt: at })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      set: { choices: p.choices, digestHour: p.digestHour, updatedAt: at },
    });
}

/** Who a user is, for the signed-out unsubscribe (its audit names them). */
export async function userOf(db: DbOrTx, userId: number) {
  const r = await db.execute<{ id: number; user_name: string; role: number }>(
    sql`SELECT id, user_name, role FROM users WHERE id = ${userId}`,
  );
  const u = r.rows[0];
  return u && { id: u.id, userName: u.user_name, role: u.role };
}

export interface MailRecipient {
  id: number;
  email: string;
  nickName: string;
  role: number;
  choices: Record<string, string> | null;
}

/** The recipients who can get mail (active, with an address) and their stored choices: one query for all. */
export async function mailRecipients(db: DbOrTx, ids: number[]): Promise<MailRecipient[]> {
  const r = await db.execute<{
    id: number;
    email: string;
    nick_name: string;
    role: number;
    choices: Record<string, string> | null;
  }>(sql`
    SELECT u.id, u.email, u.nick_name, u.role, p.choices
    FROM users u LEFT JOIN mail_preferences p ON p.user_id = u.id
    WHERE u.id = ANY(${sql.param(ids)}::int[]) AND u.status = 'Active' AND btrim(u.email) <> ''`);
  return r.rows.map((u) => ({ id: u.id, email: u.email, nickName: u.nick_name, role: u.role, choices: u.choices }));
}

/** Many outbox rows in one statement, as queueMail writes one (server/platform/mail.ts). */
export async function insertOutbox(db: DbOrTx, rows: OutboxRow[], at: Date): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    INSERT INTO mail_outbox ("to", subject, body, nomination_id, created_at)
    SELECT t, s, b, n, ${at}::timestamptz
    FROM unnest(${sql.param(rows.map((r) => r.to))}::text[], ${sql.param(rows.map((r) => r.subject))}::text[],
                ${sql.param(rows.map((r) => r.body))}::text[], ${sql.param(rows.map((r) => r.nominationId))}::bigint[])
      AS x(t, s, b, n)`);
}

/** One notice waiting in the digests of many users: one statement. */
export async function insertDigestItems(
  db: DbOrTx,
  userIds: number[],
  item: { event: MailEvent; key: string; params: unknown; bid: number | null; at: Date },
): Promise<void> {
  if (!userIds.length) return;
  await db.execute(sql`
    INSERT INTO mail_digest_items (user_id, event, message_key, message_params, bid, created_at)
    SELECT u, ${item.event}::text, ${item.key}::text, ${JSON.stringify(item.params)}::jsonb, ${item.bid}::int,
           ${item.at}::timestamptz
    FROM unnest(${sql.param(userIds)}::int[]) AS u`);
}

// One digest run at a time across every API process; each batch takes it for its own transaction.
const DIGEST_LOCK = sql`hashtext('berth mail digest')`;
export async function tryDigestLock(tx: DbOrTx): Promise<boolean> {
  const r = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK}) AS ok`);
  return r.rows[0]?.ok === true;
}

/** The terminal-zone moment today at the user's digest hour, as SQL over a users row `u` and its preference `p`. */
const cutoffSql = (now: Date, timeZone: string) => sql`
  ((date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}::text)
    + make_interval(hours => COALESCE(p.digest_hour, ${DEFAULT_DIGEST_HOUR}::int))) AT TIME ZONE ${timeZone}::text)`;

export interface DueUser {
  id: number;
  email: string;
  nickName: string;
  mailable: boolean;
  cutoff: Date;
}

/**
 * The next users (by id, after `after`) whose digest hour has come today and who have notices from
 * before it not yet sent. Notices raised after today's hour wait for tomorrow's digest.
 */
export async function dueUsers(db: DbOrTx, now: Date, timeZone: string, after: number, limit: number) {
  const r = await db.execute<{ id: number; email: string; nick_name: string; mailable: boolean; cutoff: Date }>(sql`
    SELECT u.id, u.email, u.nick_name, (u.status = 'Active' AND btrim(u.email) <> '') AS mailable, c.cutoff
    FROM users u
    LEFT JOIN mail_preferences p ON p.user_id = u.id
    CROSS JOIN LATERAL (SELECT ${cutoffSql(now, timeZone)} AS cutoff) c
    WHERE u.id > ${after} AND c.cutoff <= ${now}::timestamptz
      AND EXISTS (SELECT 1 FROM mail_digest_items i
                  WHERE i.user_id = u.id AND i.sent_at IS NULL AND i.created_at <= c.cutoff)
    ORDER BY u.id
    LIMIT ${limit}`);
  return r.rows.map((u): DueUser => ({
    id: u.id,
    email: u.email,
    nickName: u.nick_name,
    mailable: u.mailable,
    cutoff: new Date(u.cutoff),
  }));
}

/** Marks the users' due notices sent and answers them, oldest first: what their digests list. */
export async function takeDueItems(db: DbOrTx, users: DueUser[], now: Date) {
  const r = await db.execute<{
    user_id: number;
    event: MailEvent;
    message_key: string;
    message_params: Record<string, unknown>;
    bid: number | null;
    created_at: Date;
  }>(sql`
    UPDATE mail_digest_items i SET sent_at = ${now}::timestamptz
    FROM unnest(${sql.param(users.map((u) => u.id))}::int[], ${sql.param(users.map((u) => u.cutoff.toISOString()))}::timestamptz[])
      AS d(user_id, cutoff)
    WHERE i.user_id = d.user_id AND i.sent_at IS NULL AND i.created_at <= d.cutoff
    RETURNING i.id, i.user_id, i.event, i.message_key, i.message_params, i.bid, i.created_at`);
  return r.rows
    .map((i) => ({
      userId: i.user_id,
      event: i.event,
      key: i.message_key,
      params: i.message_params,
      bid: i.bid,
      at: new Date(i.created_at),
    }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
