import { and, asc, eq, sql } from 'drizzle-orm';
import type { DocStatus } from '../../../contract/documents.js';
import type { SofEvent, StopCause } from '../../../contract/portCall.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  type auditLog,
  documents,
  type nominationLog,
  nominations,
  ships,
  sofEvents,
  users,
} from '../../db/schema/index.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';

/** What the statement of facts needs of its nomination: one row, read within the caller's scope. */
const callColumns = {
  id: nominations.id,
  status: nominations.status,
  createdAt: nominations.createdAt,
  companyId: nominations.companyId,
  bargeId: nominations.bargeId,
  bargeName: ships.name,
  bargeCompanyId: ships.companyId,
  hideFromTerminal: nominations.hideFromTerminal,
  submittedAt: nominations.submittedAt,
  quantity: nominations.quantity,
  actualQuantity: nominations.actualQuantity,
  pumpingMinutes: nominations.pumpingMinutes,
  /** Its statement of facts document (§6), once made: one per nomination (documents_nomination_type_idx). */
  docId: documents.id,
  docNumber: documents.number,
  docStatus: documents.status,
};
const callQuery = (db: DbOrTx, id: number, p: CallerPrincipal | null) =>
  db
    .select(callColumns)
    .from(nominations)
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .leftJoin(documents, and(eq(documents.nominationId, nominations.id), eq(documents.type, 'statementOfFacts')))
    .where(p ? and(eq(nominations.id, id), scopeOf(p)) : eq(nominations.id, id));
export type CallRow = Awaited<ReturnType<typeof callQuery>>[number];
export type SofDocument = { id: number; number: string; status: DocStatus } | null;

/** The call's SoF document as the record shows it. */
export const documentOf = (call: CallRow): SofDocument =>
  call.docId === null || call.docNumber === null || call.docStatus === null
    ? null
    : { id: call.docId, number: call.docNumber, status: call.docStatus };

/** The nomination as the caller may see it (nominationScope), or undefined: hidden behaves as missing. */
export async function readCall(db: DbOrTx, p: CallerPrincipal, id: number): Promise<CallRow | undefined> {
  const [row] = await callQuery(db, id, p);
  return row;
}

/** The call's SoF document row, locked against a signature or refusal until the change commits. */
export async function lockSofDocument(tx: Tx, nominationId: number): Promise<void> {
  await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.nominationId, nominationId), eq(documents.type, 'statementOfFacts')))
    .for('no key update');
}

/**
 * The same, locked for a change: events of one call queue instead of racing. Its SoF document
 * first, then the nomination: the order of signing and refusing (documents.access lockBoth), or a
 * correction and a signature would each hold what the other waits for (deadlock, 503). Its barge
 * is not locked. `p` null: the caller checked the scope already.
 */
export async function lockCall(tx: Tx, p: CallerPrincipal | null, id: number): Promise<CallRow | undefined> {
  await lockSofDocument(tx, id);
  const [row] = await callQuery(tx, id, p).for('update', { of: nominations });
  return row;
}

/**
 * The call locked without its document: for a caller that already holds the nomination (the
 * checklist's signature), which must not take the document after it (see `lockCall`).
 */
export async function relockCall(tx: Tx, id: number): Promise<CallRow | undefined> {
  const [row] = await callQuery(tx, id, null).for('update', { of: nominations });
  return row;
}

/**
 * Every row of a call, corrected ones too, with who entered each (their display name and role):
 * the one query of the record and of its document (documents.sof.ts).
 */
export async function listEvents(db: DbOrTx, nominationId: number) {
  const rows = await db
    .select({
      id: sofEvents.id,
      event: sofEvents.event,
      at: sofEvents.at,
      cause: sofEvents.cause,
      reason: sofEvents.reason,
      current: sofEvents.current,
      replacesId: sofEvents.replacesId,
      correctionReason: sofEvents.correctionReason,
      enteredById: sofEvents.enteredBy,
      enteredByName: users.nickName,
      enteredByRole: users.role,
      enteredAt: sofEvents.enteredAt,
    })
    .from(sofEvents)
    .innerJoin(users, eq(users.id, sofEvents.enteredBy))
    .where(eq(sofEvents.nominationId, nominationId))
    .orderBy(asc(sofEvents.at), asc(sofEvents.id));
  return rows.map((r) => ({ ...r, event: r.event as SofEvent, cause: r.cause as StopCause | null }));
}
export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

export async function findEvent(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sofEvents).where(eq(sofEvents.id, id));
  return row ? { ...row, event: row.event as SofEvent, cause: row.cause as StopCause | null } : undefined;
}

export async function insertEvent(tx: Tx, values: typeof sofEvents.$inferInsert): Promise<number> {
  return (await tx.insert(sofEvents).values(values).returning({ id: sofEvents.id }))[0]!.id;
}

/** A corrected row stays, struck through: it is no longer current. */
export async function retireEvent(tx: Tx, id: number): Promise<void> {
  await tx.update(sofEvents).set({ current: false }).where(eq(sofEvents.id, id));
}

export interface Actuals {
  actualArrivedAt: Date | null;
  actualAllFastAt: Date | null;
  actualCommencedAt: Date | null;
  actualCompletedAt: Date | null;
  actualCastOffAt: Date | null;
  pumpingMinutes: number | null;
  sofProgress: string;
}

/** The nomination's actual times, kept from its current events in the event's transaction. */
export async function setActuals(tx: Tx, nominationId: number, values: Actuals): Promise<void> {
  await tx.update(nominations).set(values).where(eq(nominations.id, nominationId));
}

/** What one new event writes besides its row: the call's actual times, its log line and its audit row. */
export interface EventWrite {
  event: Omit<typeof sofEvents.$inferInsert, 'id' | 'current' | 'replacesId' | 'correctionReason'>;
  actuals: Actuals;
  log: Pick<typeof nominationLog.$inferInsert, 'action' | 'detailKey' | 'detailParams' | 'userId' | 'at'>;
  /** Its entity id and its `after`'s id are the new row's: only the statement knows it. */
  audit: typeof auditLog.$inferInsert;
}

/**
 * A new event, the nomination's actual times, the log line and the audit row in one statement
 * (one round trip instead of four: the bench of 50 writers was bound by round trips). Plain SQL:
 * building it with drizzle cost more CPU than running it. The audit row goes in as `writeAudit`'s
 * would (its triggers chain and place it the same); the event's id comes back.
 */
export async function recordEvent(tx: Tx, w: EventWrite): Promise<number> {
  const { event: e, actuals: a, log: l, audit: u } = w;
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  const result = await tx.execute<{ id: number }>(sql`
    WITH ev AS (
      INSERT INTO sof_events (nomination_id, event, at, cause, reason, entered_by, entered_at)
      VALUES (${e.nominationId}, ${e.event}, ${e.at}, ${e.cause ?? null}, ${e.reason ?? null}, ${e.enteredBy}, ${e.enteredAt})
      RETURNING id
    ), call AS (
      UPDATE nominations
         SET actual_arrived_at = ${a.actualArrivedAt}, actual_all_fast_at = ${a.actualAllFastAt},
             actual_commenced_at = ${a.actualCommencedAt}, actual_completed_at = ${a.actualCompletedAt},
             actual_cast_off_at = ${a.actualCastOffAt}, pumping_minutes = ${a.pumpingMinutes},
             sof_progress = ${a.sofProgress}
       WHERE id = ${e.nominationId}
    ), log AS (
      INSERT INTO nomination_log (nomination_id, action, detail_key, detail_params, user_id, at)
      VALUES (${e.nominationId}, ${l.action}, ${l.detailKey ?? null}, ${json(l.detailParams ?? {})}::jsonb, ${l.userId ?? null}, ${l.at})
    ), audit AS (
      INSERT INTO audit_log (at, user_id, user_name, role, action, entity, entity_id, before, after, ip, request_id)
      -- Cast: in a SELECT list a parameter's type is not taken from the column it goes into.
      SELECT ${u.at}::timestamptz, ${u.userId ?? null}::int, ${u.userName ?? null}::varchar, ${u.role ?? null}::smallint,
             ${u.action}::varchar, ${u.entity}::varchar, ev.id::text, ${json(u.before)}::jsonb,
             ${json(u.after)}::jsonb || jsonb_build_object('id', ev.id), ${u.ip ?? null}::varchar, ${u.requestId ?? null}::varchar
        FROM ev
    )
    SELECT id FROM ev`);
  return result.rows[0]!.id;
}

/** The call's statement of facts document (§6), once made. */
export async function sofDocument(db: DbOrTx, nominationId: number): Promise<SofDocument> {
  const [row] = await db
    .select({ id: documents.id, number: documents.number, status: documents.status })
    .from(documents)
    .where(and(eq(documents.nominationId, nominationId), eq(documents.type, 'statementOfFacts')))
    .limit(1);
  return row ?? null;
}
