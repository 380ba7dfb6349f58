import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  SOF_STATES,
  type ChecklistAnswer,
  type ChecklistPart,
  type ChecklistSide,
} from '../../../contract/portCall.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  berths,
  checklistAnswers,
  checklistDueNotices,
  checklistIntervals,
  checklistSignatures,
  nominations,
  ships,
  users,
} from '../../db/schema/index.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { scopeOf, terminalSees } from '../nominationScope/nominationScope.repository.js';

/** What the checklist needs of its nomination: one row, read within the caller's scope. */
const callColumns = {
  id: nominations.id,
  status: nominations.status,
  bargeId: nominations.bargeId,
  bargeName: ships.name,
  commencedAt: nominations.actualCommencedAt,
  completedAt: nominations.actualCompletedAt,
  /** The repeated checks' hours once fixed for the call (null: not yet, the setting's). */
  fixedHours: checklistIntervals.hours,
};
const callQuery = (db: DbOrTx, id: number, p: CallerPrincipal) =>
  db
    .select(callColumns)
    .from(nominations)
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .leftJoin(checklistIntervals, eq(checklistIntervals.nominationId, nominations.id))
    .where(and(eq(nominations.id, id), scopeOf(p)));
export type ChecklistCall = Awaited<ReturnType<typeof callQuery>>[number];

/** The nomination as the caller may see it (nominationScope), or undefined: hidden behaves as missing. */
export async function readCall(db: DbOrTx, p: CallerPrincipal, id: number): Promise<ChecklistCall | undefined> {
  const [row] = await callQuery(db, id, p);
  return row;
}

/** The same, its nomination row locked: answers and signatures of one call queue instead of racing. */
export async function lockCall(tx: Tx, p: CallerPrincipal, id: number): Promise<ChecklistCall | undefined> {
  const [row] = await callQuery(tx, id, p).for('update', { of: nominations });
  return row;
}

export interface StoredAnswer {
  itemId: number;
  part: ChecklistPart;
  round: number;
  side: ChecklistSide;
  textEn: string;
  textZh: string;
  critical: boolean;
  answer: ChecklistAnswer;
  remark: string | null;
  byId: number;
  byName: string;
  byRole: number;
  at: Date;
}

/** Every answer of a call, oldest first, with who gave it (their display name). */
export async function answersOf(db: DbOrTx, nominationId: number): Promise<StoredAnswer[]> {
  const rows = await db
    .select({
      itemId: checklistAnswers.itemId,
      part: checklistAnswers.part,
      round: checklistAnswers.round,
      side: checklistAnswers.side,
      textEn: checklistAnswers.textEn,
      textZh: checklistAnswers.textZh,
      critical: checklistAnswers.critical,
      answer: checklistAnswers.answer,
      remark: checklistAnswers.remark,
      byId: checklistAnswers.answeredBy,
      byName: users.nickName,
      byRole: users.role,
      at: checklistAnswers.answeredAt,
    })
    .from(checklistAnswers)
    .innerJoin(users, eq(users.id, checklistAnswers.answeredBy))
    .where(eq(checklistAnswers.nominationId, nominationId))
    .orderBy(asc(checklistAnswers.answeredAt), asc(checklistAnswers.itemId));
  return rows.map((r) => ({
    ...r,
    part: r.part as ChecklistPart,
    side: r.side as ChecklistSide,
    answer: r.answer as ChecklistAnswer,
  }));
}

export interface StoredSignature {
  part: ChecklistPart;
  round: number;
  side: ChecklistSide;
  userId: number;
  userName: string;
  /** The signer's role now: the name is kept as signed, the role read beside it. */
  role: number | null;
  at: Date;
}

export async function signaturesOf(db: DbOrTx, nominationId: number): Promise<StoredSignature[]> {
  const rows = await db
    .select({
      part: checklistSignatures.part,
      round: checklistSignatures.round,
      side: checklistSignatures.side,
      userId: checklistSignatures.userId,
      userName: checklistSignatures.userName,
      role: users.role,
      at: checklistSignatures.at,
    })
    .from(checklistSignatures)
    .leftJoin(users, eq(users.id, checklistSignatures.userId))
    .where(eq(checklistSignatures.nominationId, nominationId));
  return rows.map((r) => ({ ...r, part: r.part as ChecklistPart, side: r.side as ChecklistSide }));
}

export type NewAnswer = Omit<StoredAnswer, 'byName' | 'byRole'> & { nominationId: number };

/** One side's answers, each replacing that side's earlier answer to the item in the round. */
export async function upsertAnswers(tx: Tx, rows: NewAnswer[]): Promise<void> {
  const values = rows.map(({ byId, at, ...r }) => ({ ...r, answeredBy: byId, answeredAt: at }));
  await tx
    .insert(checklistAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [checklistAnswers.nominationId, checklistAnswers.itemId, checklistAnswers.round, checklistAnswers.side],
      set: {
        answer: sql`excluded.answer`,
        remark: sql`excluded.remark`,
        textEn: sql`excluded.text_en`,
        textZh: sql`excluded.text_zh`,
        critical: sql`excluded.critical`,
        answeredBy: sql`excluded.answered_by`,
        answeredAt: sql`excluded.answered_at`,
      },
    });
}

/** A side's signature; false when that side had signed already (a concurrent second signature). */
export async function insertSignature(tx: Tx, s: StoredSignature & { nominationId: number }): Promise<boolean> {
  const { role: _role, ...row } = s;
  const rows = await tx
    .insert(checklistSignatures)
    .values(row)
    .onConflictDoNothing()
    .returning({ side: checklistSignatures.side });
  return rows.length > 0;
}

/**
 * Calls pumping now that the terminal sees: commenced, not completed, not cast off, and in a state
 * that keeps a record (a call cancelled mid-transfer has no checks to come), with their repeated
 * rounds signed by both sides and their fixed hours.
 */
const pumping = () =>
  and(
    isNotNull(nominations.actualCommencedAt),
    isNull(nominations.actualCompletedAt),
    isNull(nominations.actualCastOffAt),
    inArray(nominations.status, [...SOF_STATES]),
    terminalSees(),
  );

export async function pumpingCalls(db: DbOrTx) {
  return db
    .select({
      id: nominations.id,
      bargeName: ships.name,
      berth: berths.name,
      commencedAt: sql<Date>`${nominations.actualCommencedAt}`.mapWith(nominations.actualCommencedAt),
      fixedHours: checklistIntervals.hours,
      signedRounds: sql<number[]>`(SELECT coalesce(array_agg(s.round), '{}') FROM (
        SELECT round FROM checklist_signatures cs WHERE cs.nomination_id = ${nominations.id} AND cs.part = 'repeated'
        GROUP BY round HAVING count(DISTINCT side) = 2) s)`,
    })
    .from(nominations)
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .leftJoin(berths, eq(berths.id, nominations.berthId))
    .leftJoin(checklistIntervals, eq(checklistIntervals.nominationId, nominations.id))
    .where(pumping())
    .orderBy(asc(nominations.id));
}

/** Fixes `hours` for one call that has none yet (a second writer's row stands); the hours in force. */
export async function fixInterval(tx: Tx, nominationId: number, hours: number, at: Date): Promise<number> {
  await tx.insert(checklistIntervals).values({ nominationId, hours, fixedAt: at }).onConflictDoNothing();
  const [row] = await tx
    .select({ hours: checklistIntervals.hours })
    .from(checklistIntervals)
    .where(eq(checklistIntervals.nominationId, nominationId));
  return row!.hours;
}

/** Fixes `hours` for every call pumping now that has none yet, in one statement. */
export async function fixPumpingIntervals(tx: Tx, hours: number, at: Date): Promise<void> {
  const calls = tx.select({ id: nominations.id }).from(nominations).where(pumping());
  await tx.execute(sql`INSERT INTO checklist_intervals (nomination_id, hours, fixed_at)
    SELECT c.id, ${hours}, ${at.toISOString()}::timestamptz FROM (${calls}) c
    ON CONFLICT (nomination_id) DO NOTHING`);
}

/** Claims the announcement of a round: true only for the one process (and run) that inserted it. */
export async function claimDueNotice(tx: Tx, nominationId: number, round: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(checklistDueNotices)
    .values({ nominationId, round, notifiedAt: at })
    .onConflictDoNothing()
    .returning({ round: checklistDueNotices.round });
  return rows.length > 0;
}
