/**
 * The demo's e-mail preferences and the outbox of its last day (issue 34 §6, DECISIONS.md §12): a
 * few users chose otherwise than their role's defaults, and the last day's notices produced the
 * mails those choices ask for: at once as each notice came, and the daily summaries at their hour.
 * Told last (demo/index.ts), over the notices the story raised before: the mails those raised with
 * the defaults are replaced by the ones these choices give, made by the same functions the live
 * system uses (mailForNotice, runDigest).
 */
import { and, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client.js';
import {
  mailDigestItems,
  mailOutbox,
  mailPreferences,
  nominationLog,
  nominations,
  notifications,
  ships,
  users,
} from '../server/db/schema/index.js';
import { outsideParties } from '../server/modules/notifications/notifications.parties.repository.js';
import { DEFAULT_DIGEST_HOUR, choicesOf } from '../contract/mailPreferences.js';
import { terminalDay, parseTerminalDateTime } from '../contract/datetime.js';
import { msg, type Message } from '../contract/messages/index.js';
import { readSettings } from '../server/modules/settings/settings.repository.js';
import { mailForNotice } from '../server/modules/mailPreferences/mailPreferences.notice.js';
import { runDigest } from '../server/modules/mailPreferences/mailPreferences.digest.js';
import { writePreference } from '../server/modules/mailPreferences/mailPreferences.repository.js';
import { DAY, HOUR } from '../contract/time.js';

/** Who chose otherwise, and why it is plausible. */
const CHOSEN: Record<string, { choices: Record<string, string>; digestHour?: number }> = {
  // The customer's operator wants every move of their barges at once.
  customer: { choices: { stateChanges: 'immediate' } },
  // Their company admin reads the summary before the office opens, invoices with it.
  companyadmin: { choices: { invoices: 'digest' }, digestHour: 7 },
  // Terminal logistics sees the moves on the board; vetting decisions matter at once.
  logistics: { choices: { stateChanges: 'off', vettingDecisions: 'immediate' } },
  // The surveyor signs in batches: documents to sign in the evening summary.
  surveyor: { choices: { awaitingSignature: 'digest' }, digestHour: 18 },
};

// The marker of a preference mail: only they carry the unsubscribe link.
const PREFERENCE_MAIL = '%/unsubscribe?token=%';

/** The last moment at or before `now` when the default digest hour struck in the terminal's zone. */
function lastDigestHour(now: Date, timeZone: string): Date {
  const today = parseTerminalDateTime(
    `${terminalDay(now, timeZone).split('-').reverse().join('/')} ${String(DEFAULT_DIGEST_HOUR).padStart(2, '0')}:00`,
    timeZone,
  )!;
  return today.getTime() <= now.getTime() ? today : new Date(today.getTime() - DAY);
}

/** Answers the mails queued (0 when the demo's preferences were already told). */
export async function seedMailPreferences(db: Db, now: Date): Promise<number> {
  const [told] = await db.select({ n: sql<number>`count(*)::int` }).from(mailPreferences);
  if ((told?.n ?? 0) > 0) return 0;
  const { timeZone } = await readSettings(db);
  const last = lastDigestHour(now, timeZone);
  const people = await db.select({ id: users.id, userName: users.userName, role: users.role }).from(users);
  await db.transaction(async (tx) => {
    for (const u of people) {
      const chosen = CHOSEN[u.userName];
      if (!chosen) continue;
      await writePreference(
        tx,
        u.id,
        {
          choices: choicesOf(u.role, chosen.choices) as Record<string, string>,
          digestHour: chosen.digestHour ?? DEFAULT_DIGEST_HOUR,
        },
        now,
      );
    }
    await tx.delete(mailOutbox).where(sql`${mailOutbox.body} LIKE ${PREFERENCE_MAIL}`);
    await tx.delete(mailDigestItems);
    // The story's last two days: yesterday's and today's summaries, the mails at once, and what came
    // after today's hour, waiting for tomorrow's summary.
    const from = new Date(now.getTime() - 2 * DAY);
    const raised = [...(await otherNotices(tx, from, now)), ...(await moves(tx, from, now))];
    for (const r of raised.sort((a, b) => a.at.getTime() - b.at.getTime()))
      await mailForNotice(tx, r.to, r.message, r.bid, r.at);
  });
  // Each user's summaries at their hour, yesterday's and today's (the surveyor's evening one only once it has come).
  for (const day of [-DAY, 0])
    for (const offset of [-HOUR, 0, 10 * HOUR]) {
      const at = new Date(last.getTime() + day + offset);
      if (at.getTime() <= now.getTime()) await runDigest(db, at, timeZone);
    }
  const [queued] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.body} LIKE ${PREFERENCE_MAIL}`);
  return queued?.n ?? 0;
}

interface Raised {
  message: Message;
  bid: number | null;
  at: Date;
  to: number[];
}

/**
 * The nominations' moves, at the times their log gives (the story's bell notices for them carry the
 * moment it was told), to the parties the live system tells (notifications.parties.ts).
 */
async function moves(tx: Tx, from: Date, to: Date): Promise<Raised[]> {
  const rows = await tx
    .select({
      id: nominations.id,
      status: nominationLog.toStatus,
      at: nominationLog.at,
      actor: nominationLog.userId,
      companyId: nominations.companyId,
      bargeId: nominations.bargeId,
      bargeCompanyId: ships.companyId,
      bargeName: ships.name,
    })
    .from(nominationLog)
    .innerJoin(nominations, eq(nominations.id, nominationLog.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .where(and(isNotNull(nominationLog.toStatus), gte(nominationLog.at, from), lte(nominationLog.at, to)));
  const out: Raised[] = [];
  for (const r of rows)
    out.push({
      message: msg('notices.moved', { id: r.id, barge: r.bargeName, status: { key: `statuses.${r.status!}` } }),
      bid: r.id,
      at: r.at,
      to: (await outsideParties(tx, r)).filter((id) => id !== r.actor),
    });
  return out;
}

/** The story's other notices of the period (off-spec alerts, documents, vettings): one per raising. */
async function otherNotices(tx: Tx, from: Date, to: Date): Promise<Raised[]> {
  const rows = await tx
    .select({
      userId: notifications.userId,
      key: notifications.messageKey,
      params: notifications.messageParams,
      bid: notifications.bid,
      at: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        gte(notifications.createdAt, from),
        lte(notifications.createdAt, to),
        ne(notifications.messageKey, 'notices.moved'),
      ),
    );
  // One notice went to several users in one row each: together again, as it was raised.
  const raised = new Map<string, Raised>();
  for (const n of rows) {
    if (!n.key) continue;
    const id = `${n.key}|${JSON.stringify(n.params)}|${n.bid}|${n.at.toISOString()}`;
    const one = raised.get(id) ?? {
      message: { key: n.key, params: n.params as Message['params'] },
      bid: n.bid,
      at: n.at,
      to: [],
    };
    one.to.push(n.userId);
    raised.set(id, one);
  }
  return [...raised.values()];
}
