import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { NominationProgress } from '../contract/enums.js';
import { isBarge } from '../contract/permissions.js';
import { msg } from '../contract/messages/index.js';
import { SOF_STATES, type SofEvent, type StopCause } from '../contract/portCall.js';
import type { Db } from '../server/db/client.js';
import {
  berths,
  checklistAnswers,
  checklistItems,
  checklistSignatures,
  documentNumbers,
  documents,
  documentSignatures,
  mooringReports,
  nominationLog,
  nominations,
  sofEvents,
  users,
} from '../server/db/schema/index.js';
import { LOG } from '../server/modules/nominations/nominations.log.repository.js';
import { logInstant } from '../server/modules/nominations/nominations.logDetail.js';
import { actualsFrom } from '../server/modules/portCall/portCall.sof.record.js';
import { mulberry32 } from '../server/platform/seeded.js';
import { checklistRows, type Person } from './portCall.checklist.js';
import { planPortCalls } from './portCall.plan.js';
import { sofDocuments, type SofCall } from './portCall.sof.js';
import { MINUTE } from '../contract/time.js';

/** The port calls' seed lock: a key of its own. */
const PORT_CALL_LOCK = 727033;

/** A statement of facts event as its table names its columns. */
interface EventJson {
  nomination_id: number;
  event: SofEvent;
  at: string;
  cause: StopCause | null;
  reason: string | null;
  entered_by: number;
  entered_at: string;
}

/** Writes rows a thousand at a time: one statement per batch, the seed runs before the portal starts. */
async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await write(rows.slice(i, i + 1000));
}

/**
 * The port call record of the demo history (DECISIONS.md §10, §12; issue 33 point 5), written after
 * the documents' facts (the signed certificates give the tonnes pumped): every nomination with a
 * berth from Booked on gets the statement of facts and checklist of its call as far as `now` has
 * come (portCall.plan.ts), entered by the loading master and the barge's own user; its actual
 * times, pumping minutes and progress as recording them sets them; and, once cast off, the
 * statement of facts document signed by both (its PDF drawn after start, as the certificates').
 * Runs once, on a fresh demo seed; answers the number of calls with a record.
 */
export async function seedPortCalls(db: Db, now: Date, seed = 2026): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PORT_CALL_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(sofEvents);
    if (n > 0) return 0;
    const t = now.getTime();
    const people = await tx
      .select({
        id: users.id,
        name: users.userName,
        nick: users.nickName,
        role: users.role,
        userType: users.userType,
        ship: users.shipId,
      })
      .from(users);
    const loadingMaster = people.find((u) => u.name === 'loadingmaster') ?? people.find((u) => u.name === 'logistics');
    if (!loadingMaster) return 0;
    const masters = new Map(people.filter((u) => isBarge(u) && u.ship !== null).map((u) => [u.ship!, u]));
    const items = await tx
      .select({ id: checklistItems.id, critical: checklistItems.critical })
      .from(checklistItems)
      .where(eq(checklistItems.active, true))
      .orderBy(asc(checklistItems.part), asc(checklistItems.position));
    const calls = await tx
      .select({
        id: nominations.id,
        status: nominations.status,
        berthId: nominations.berthId,
        berthName: berths.name,
        bargeId: nominations.bargeId,
        start: nominations.estimatedBerthTime,
        hours: nominations.durationHours,
        quantity: nominations.quantity,
        actualQuantity: nominations.actualQuantity,
        pilotType: nominations.pilotType,
        pilotId: nominations.pilotId,
        createdAt: nominations.createdAt,
      })
      .from(nominations)
      .innerJoin(berths, eq(berths.id, nominations.berthId))
      .where(and(inArray(nominations.status, [...SOF_STATES]), isNotNull(nominations.estimatedBerthTime)));
    const byId = new Map(calls.map((c) => [c.id, c]));
    const plans = planPortCalls(
      calls.map((c) => ({
        id: c.id,
        berthId: c.berthId!,
        start: c.start!.getTime(),
        hours: Number(c.hours ?? 1),
        tonnes: Number(c.actualQuantity ?? c.quantity),
        pilot: c.pilotType !== null || c.pilotId !== null,
      })),
      seed,
    );

    // Rows as the tables name their columns: each kind goes in one statement as one JSON parameter
    // (thousands of rows; a parameter each made the seed seconds slower).
    const eventRows: EventJson[] = [];
    const answered: ReturnType<typeof checklistRows>['answered'] = [];
    const notApplicable: ReturnType<typeof checklistRows>['notApplicable'] = [];
    const signatures: ReturnType<typeof checklistRows>['signatures'] = [];
    const logs: Record<string, unknown>[] = [];
    for (const plan of plans) {
      const c = byId.get(plan.id)!;
      const master = masters.get(c.bargeId);
      const side: Record<'terminal' | 'barge', Person> = { terminal: loadingMaster, barge: master ?? loadingMaster };
      const next = mulberry32(seed + c.id * 7);
      // Only what has happened: a call under way has its record up to now.
      for (const e of plan.events.filter((x) => x.at <= t)) {
        const by = e.side === 'barge' && master ? master : loadingMaster;
        // Entered a few minutes after the fact; the checklist's event as the second signature wrote it.
        const delay = Math.round(next() * 6) * MINUTE;
        const enteredAt = new Date(Math.min(t, e.event === 'checklistCompleted' ? e.at : e.at + delay)).toISOString();
        const at = new Date(e.at).toISOString();
        eventRows.push({
          nomination_id: c.id,
          event: e.event,
          at,
          cause: e.cause ?? null,
          reason: e.reason ?? null,
          entered_by: by.id,
          entered_at: enteredAt,
        });
        const time = logInstant(at);
        const event = { key: `sofEvent.${e.event}` as const };
        const detail = e.cause
          ? msg('sofLog.stopped', { event, time, cause: { key: `stopCause.${e.cause}` } })
          : msg('sofLog.recorded', { event, time });
        logs.push({
          nomination_id: c.id,
          action: LOG.statementOfFacts,
          detail_key: detail.key,
          detail_params: detail.params ?? {},
          user_id: by.id,
          at: enteredAt,
        });
      }
      const rows = checklistRows(c.id, plan.parts, items, side, t, seed);
      answered.push(...rows.answered);
      notApplicable.push(...rows.notApplicable);
      signatures.push(...rows.signatures);
    }
    const json = (rows: unknown[]) => JSON.stringify(rows);
    const inserted = await tx.execute<{ id: number; nomination_id: number; event: string; at: Date }>(sql`
        INSERT INTO ${sofEvents} (nomination_id, event, at, cause, reason, entered_by, entered_at)
        SELECT nomination_id, event, at, cause, reason, entered_by, entered_at
          FROM jsonb_populate_recordset(NULL::sof_events, ${json(eventRows)}::jsonb)
        RETURNING id, nomination_id, event, at`);
    // Each row's id by call, event and time (unique: the stops of a call are at different times).
    const key = (nominationId: number, event: string, at: number) => `${nominationId}:${event}:${at}`;
    const ids = new Map(inserted.rows.map((r) => [key(r.nomination_id, r.event, new Date(r.at).getTime()), r.id]));
    // Every item of each answered part, from the template (texts and criticality copied, as answering copies them).
    await tx.execute(sql`INSERT INTO ${checklistAnswers} (nomination_id, item_id, round, side, part, text_en,
          text_zh, critical, answer, remark, answered_by, answered_at)
        SELECT v.nomination_id, i.id, v.round, v.side, v.part, i.text_en, i.text_zh, i.critical,
               CASE WHEN na.remark IS NULL THEN 'yes' ELSE 'na' END, na.remark, v.answered_by, v.answered_at
          FROM jsonb_to_recordset(${json(answered)}::jsonb) AS v(nomination_id int, part text, round int, side text,
               answered_by int, answered_at timestamptz)
          JOIN ${checklistItems} i ON i.part = v.part AND i.active
          LEFT JOIN jsonb_to_recordset(${json(notApplicable)}::jsonb) AS na(nomination_id int, item_id int, remark text)
            ON na.nomination_id = v.nomination_id AND na.item_id = i.id`);
    await tx.execute(sql`INSERT INTO ${checklistSignatures} (nomination_id, part, round, side, user_id, user_name, at)
        SELECT nomination_id, part, round, side, user_id, user_name, at
          FROM jsonb_populate_recordset(NULL::checklist_signatures, ${json(signatures)}::jsonb)`);

    // The statements of facts of the calls that cast off, from their events as the document reads them.
    const byCall = new Map<number, (EventJson & { id: number })[]>();
    for (const e of eventRows) {
      const id = ids.get(key(e.nomination_id, e.event, Date.parse(e.at)))!;
      byCall.set(e.nomination_id, [...(byCall.get(e.nomination_id) ?? []), { ...e, id }]);
    }
    const person = (userId: number) => people.find((u) => u.id === userId)!;
    const sofCalls: SofCall[] = [];
    for (const [id, rows] of byCall) {
      const c = byId.get(id)!;
      const castOff = rows.find((r) => r.event === 'castOff');
      const master = masters.get(c.bargeId);
      if (!castOff || !master) continue;
      sofCalls.push({
        id,
        status: c.status as NominationProgress,
        berthName: c.berthName,
        quantity: Number(c.quantity),
        actualQuantity: c.actualQuantity === null ? null : Number(c.actualQuantity),
        madeAt: Date.parse(castOff.entered_at),
        rows: rows
          .map((r) => ({
            id: r.id,
            event: r.event,
            at: new Date(r.at),
            cause: r.cause,
            reason: r.reason,
            current: true,
            replacesId: null,
            correctionReason: null,
            enteredByName: person(r.entered_by).nick,
            enteredByRole: person(r.entered_by).role,
          }))
          .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id),
        loadingMaster,
        bargeMaster: master,
      });
    }
    const sof = sofDocuments(sofCalls, t, seed);
    const numbers = new Map<string, number>();
    await inBatches(sof.docs, async (batch) => {
      const rows = await tx.insert(documents).values(batch).returning({ id: documents.id, number: documents.number });
      for (const r of rows) numbers.set(r.number, r.id);
    });
    const sofSignatures = sof.signatures.map(({ number, ...v }) => ({ ...v, documentId: numbers.get(number)! }));
    await inBatches(sofSignatures, (batch) => tx.insert(documentSignatures).values(batch));
    if (sof.counters.size)
      await tx
        .insert(documentNumbers)
        .values([...sof.counters].map(([year, last]) => ({ type: 'statementOfFacts' as const, year, last })))
        .onConflictDoUpdate({
          target: [documentNumbers.type, documentNumbers.year],
          set: { last: sql`excluded.last` },
        });
    const sofLogs = sof.logs.map((l) => ({
      nomination_id: l.nominationId,
      action: l.action,
      from_status: l.fromStatus,
      to_status: l.toStatus,
      detail_key: l.detailKey,
      detail_params: l.detailParams,
      user_id: l.userId,
      at: l.at,
    }));
    await tx.execute(sql`INSERT INTO ${nominationLog}
          (nomination_id, action, from_status, to_status, detail_key, detail_params, user_id, at)
        SELECT nomination_id, action, from_status, to_status, detail_key, coalesce(detail_params, '{}'), user_id, at
          FROM jsonb_populate_recordset(NULL::nomination_log, ${json([...logs, ...sofLogs])}::jsonb)`);

    // The actual times and progress as recording the events left them (portCall.sof.service.ts settle),
    // pumping minutes once completed; signed once both signed the statement.
    const signed = new Set(sof.docs.filter((d) => d.status === 'Signed').map((d) => d.nominationId));
    const actuals = [...byCall].map(([id, rows]) => {
      const a = actualsFrom(
        rows.map((r) => ({ event: r.event, at: Date.parse(r.at) })),
        t,
      );
      const iso = (v: Date | null) => v?.toISOString() ?? null;
      return {
        id,
        arrived: iso(a.actualArrivedAt),
        all_fast: iso(a.actualAllFastAt),
        commenced: iso(a.actualCommencedAt),
        completed: iso(a.actualCompletedAt),
        cast_off: iso(a.actualCastOffAt),
        minutes: a.pumpingMinutes,
        // 'signed' comes from the signed document (documents.sof.repository), not from the events.
        progress: signed.has(id) ? 'signed' : a.sofProgress,
      };
    });
    if (actuals.length)
      await tx.execute(sql`UPDATE ${nominations} SET actual_arrived_at = v.arrived, actual_all_fast_at = v.all_fast,
          actual_commenced_at = v.commenced, actual_completed_at = v.completed, actual_cast_off_at = v.cast_off,
          pumping_minutes = v.minutes, sof_progress = v.progress
        FROM jsonb_to_recordset(${json(actuals)}::jsonb) AS v(id int, arrived timestamptz,
          all_fast timestamptz, commenced timestamptz, completed timestamptz, cast_off timestamptz,
          minutes int, progress text)
        WHERE ${nominations.id} = v.id`);
    // The mooring reports of the history (history.extras.ts) tell the same berthing: first line
    // ashore shortly before all fast, and its cast off.
    await tx.execute(sql`UPDATE ${mooringReports} m SET all_fast = n.actual_all_fast_at,
          first_line_ashore = n.actual_all_fast_at - least(interval '20 minutes', (n.actual_all_fast_at - n.actual_arrived_at) / 2),
          cast_off = n.actual_cast_off_at
        FROM ${nominations} n
        WHERE n.id = m.nomination_id AND n.actual_all_fast_at IS NOT NULL AND n.actual_cast_off_at IS NOT NULL`);
    return byCall.size;
  });
}
