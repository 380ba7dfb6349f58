import type { FastifyRequest } from 'fastify';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import {
  AUTOMATIC_EVENTS,
  BARGE_EVENTS,
  REPEATABLE_EVENTS,
  SOF_STATES,
  progressOf,
  pumpingMinutes,
  sofRefusal,
  sofSetRefusal,
  type SofEvent,
  type SofFact,
  type StopCause,
} from '../../../contract/portCall.js';
import { isBarge } from '../../../contract/permissions.js';
import type { SofCorrectionInput, SofEventInput, SofRecord } from '../../../contract/schemas/portCall.js';
import type { Tx } from '../../db/client.js';
import { auditValues, auditWritten, writeAudit } from '../../platform/audit.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { claimIdempotencyKey } from '../../platform/idempotency.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { issueSofDocument } from '../documents/documents.sof.js';
import { writeLog } from '../nominations/nominations.log.repository.js';
import { logInstant } from '../nominations/nominations.logDetail.js';
import { checklistGate } from './portCall.checklist.gate.js';
import * as repo from './portCall.sof.repository.js';
import { automatic, notInState, recordableBy, refusalMessage, toSofRecord } from './portCall.sof.record.js';
import { arrivalNotice } from './portCall.sof.notify.js';

type Call = repo.CallRow;
type Doc = repo.SofDocument;
type Row = repo.EventRow;

/** The nomination log's action of the statement of facts (contract/enums.ts LOG_ACTIONS). */
const SOF_LOG = 17;

const label = (event: SofEvent) => ({ key: `sofEvent.${event}` as const });
const factsOf = (rows: readonly Row[]): SofFact[] =>
  rows.filter((r) => r.current).map((r) => ({ event: r.event, at: r.at.getTime() }));

/** Why the call's statement of facts may not change now: not from Booked on, or signed. */
function closedBecause(call: Call, doc: Doc): CatalogueMessage | null {
  if (!SOF_STATES.includes(call.status)) return notInState(call.status);
  if (doc?.status === 'Signed') return msg('sof.signed');
  return null;
}

/**
 * The order and sense of `event` at `at` after `others` (DECISIONS §10): first against the current
 * events, then the whole set with it in time order (an event dated before others must not leave one
 * of them out of order). A stop or resume is checked by the set alone (it alternates in time order).
 */
function orderRefusal(others: readonly SofFact[], event: SofEvent, at: number, call: Call, now: number) {
  const created = call.createdAt.getTime();
  const own = sofRefusal(others, event, at, created, now);
  const timeOnly = own?.key === 'sof.inFuture' || own?.key === 'sof.beforeCreated';
  if (own && (timeOnly || !REPEATABLE_EVENTS.includes(event))) return own;
  return sofSetRefusal([...others, { event, at }], created, now);
}

/** Refuses with the broken rule, naming the event (409); `data` tells the browser which. */
function refuse(message: CatalogueMessage, event: SofEvent): never {
  throw conflict(message, { event, rule: message.key });
}

/** The nomination's actual times, pumping minutes (once completed) and progress from its current events. */
function actualsFrom(facts: readonly SofFact[], now: number): repo.Actuals {
  const at = (e: SofEvent) => {
    const t = facts.find((f) => f.event === e)?.at;
    return t === undefined ? null : new Date(t);
  };
  const completed = at('completedPumping') !== null;
  return {
    actualArrivedAt: at('arrived'),
    actualAllFastAt: at('allFast'),
    actualCommencedAt: at('commencedPumping'),
    actualCompletedAt: at('completedPumping'),
    actualCastOffAt: at('castOff'),
    pumpingMinutes: completed ? pumpingMinutes(facts, now) : null,
    sofProgress: progressOf(facts, false),
  };
}

/** Once cast off, the statement of facts document made or remade (§6): the document as it stands after. */
async function documentAfter(request: FastifyRequest, tx: Tx, call: Call, facts: readonly SofFact[], doc: Doc) {
  if (!facts.some((f) => f.event === 'castOff')) return doc;
  await issueSofDocument(request, tx, call.id);
  return repo.sofDocument(tx, call.id);
}

/** After a correction: the nomination's actual times, and the document (`documentAfter`). */
async function settle(request: FastifyRequest, tx: Tx, call: Call, facts: readonly SofFact[], doc: Doc) {
  await repo.setActuals(tx, call.id, actualsFrom(facts, request.server.clock().getTime()));
  return documentAfter(request, tx, call, facts, doc);
}

/** The record as the caller sees it now, with what each event it may record would meet. */
async function build(tx: Tx, p: CallerPrincipal, call: Call, rows: readonly Row[], doc: Doc, now: number) {
  const facts = factsOf(rows);
  const closed = closedBecause(call, doc);
  const refusals: (CatalogueMessage | null)[] = [];
  for (const event of recordableBy(p)) {
    if (closed) {
      refusals.push(closed);
      continue;
    }
    const order = orderRefusal(facts, event, now, call, now);
    if (order) refusals.push(refusalMessage(order));
    else refusals.push(event === 'commencedPumping' ? await checklistGate(tx, call.id) : null);
  }
  const progress = progressOf(facts, doc?.status === 'Signed');
  return toSofRecord({ p, call, rows, facts, document: doc, progress, now, refusals });
}

type Values = { event: SofEvent; at: Date; cause: StopCause | null; reason: string | null };

/** An event row as the audit log keeps it. */
const audited = (id: number, v: Values) => ({
  id,
  event: v.event,
  at: v.at.toISOString(),
  cause: v.cause,
  reason: v.reason,
});

/** A row just written, as `listEvents` would read it: the answer needs no second read. */
const rowOf = (
  id: number,
  v: Values,
  p: CallerPrincipal,
  now: Date,
  correction: { replacesId: number; correctionReason: string } | null = null,
): Row => ({
  id,
  ...v,
  current: true,
  replacesId: correction?.replacesId ?? null,
  correctionReason: correction?.correctionReason ?? null,
  enteredById: p.id,
  enteredByName: p.nickName,
  enteredAt: now,
});

/**
 * Writes one event of a call the caller has locked (appended to `rows`) with the call's actual
 * times, its log line and audit entry in one statement, then the document once cast off: the
 * document as it stands after.
 */
async function insert(request: FastifyRequest, tx: Tx, call: Call, rows: Row[], doc: Doc, v: Values): Promise<Doc> {
  const p = callerOf(request);
  const now = request.server.clock();
  const row = rowOf(0, v, p, now);
  rows.push(row);
  const facts = factsOf(rows);
  const time = logInstant(v.at);
  const detail = v.cause
    ? msg('sofLog.stopped', { event: label(v.event), time, cause: { key: `stopCause.${v.cause}` } })
    : msg('sofLog.recorded', { event: label(v.event), time });
  const { id: _id, ...after } = audited(0, v);
  row.id = await repo.recordEvent(tx, {
    event: { nominationId: call.id, ...v, enteredBy: p.id, enteredAt: now },
    actuals: actualsFrom(facts, now.getTime()),
    log: { action: SOF_LOG, detailKey: detail.key, detailParams: detail.params ?? {}, userId: p.id, at: now },
    // The statement adds the new row's id to `after`, as `audited` has it.
    audit: auditValues(request, {
      action: 'recordSofEvent',
      entity: 'sofEvent',
      before: null,
      after: { nominationId: call.id, ...after },
    }),
  });
  await auditWritten(tx, request, { entity: 'sofEvent', id: row.id });
  return documentAfter(request, tx, call, facts, doc);
}

export const sofService = {
  async read(request: FastifyRequest, id: number): Promise<SofRecord> {
    const p = callerOf(request);
    return request.server.db.transaction(async (tx) => {
      const call = await repo.readCall(tx, p, id);
      if (!call) throw notFound();
      const rows = await repo.listEvents(tx, id);
      return build(tx, p, call, rows, repo.documentOf(call), request.server.clock().getTime());
    });
  },

  /** One event, now unless a time is given, by the terminal or (its own events) the barge. */
  record: (request: FastifyRequest, id: number, input: SofEventInput): Promise<SofRecord> =>
    request.server.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, request);
      const p = callerOf(request);
      const call = await repo.lockCall(tx, p, id);
      if (!call) throw notFound();
      const { event } = input;
      if (isBarge(p) && !BARGE_EVENTS.includes(event)) throw forbidden('sof.notBarges');
      if (AUTOMATIC_EVENTS.includes(event)) refuse(automatic(event), event);
      const closed = closedBecause(call, repo.documentOf(call));
      if (closed) refuse(closed, event);
      const now = request.server.clock();
      const at = input.at ? new Date(input.at) : now;
      const rows = await repo.listEvents(tx, id);
      const order = orderRefusal(factsOf(rows), event, at.getTime(), call, now.getTime());
      if (order) refuse(refusalMessage(order), event);
      if (event === 'commencedPumping') {
        const gate = await checklistGate(tx, id);
        if (gate) refuse(gate, event);
      }
      // A cause belongs to a stop alone (the schema requires it there).
      const cause = event === 'stoppedPumping' ? (input.cause ?? null) : null;
      const values = { event, at, cause, reason: input.reason ?? null };
      const doc = await insert(request, tx, call, rows, repo.documentOf(call), values);
      if (event === 'arrived' && isBarge(p)) await arrivalNotice(tx, call, p.id, now);
      return build(tx, p, call, rows, doc, now.getTime());
    }),

  /**
   * A new value for an event, with the reason: a new row replaces the old one, which stays struck
   * through; the whole set must still be in order. The barge corrects only what it entered.
   */
  correct: (request: FastifyRequest, eventId: number, input: SofCorrectionInput): Promise<SofRecord> =>
    request.server.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, request);
      const p = callerOf(request);
      const found = await repo.findEvent(tx, eventId);
      if (!found) throw notFound();
      const call = await repo.lockCall(tx, p, found.nominationId);
      if (!call) throw notFound();
      // Read under the nomination's lock: a concurrent correction may have retired it.
      const rows = await repo.listEvents(tx, call.id);
      const old = rows.find((r) => r.id === eventId)!;
      if (isBarge(p) && old.enteredById !== p.id) throw forbidden('sof.notYours');
      if (AUTOMATIC_EVENTS.includes(old.event)) refuse(automatic(old.event), old.event);
      const closed = closedBecause(call, repo.documentOf(call));
      if (closed) refuse(closed, old.event);
      if (!old.current) refuse(msg('sof.alreadyCorrected', { event: label(old.event) }), old.event);
      const now = request.server.clock();
      const at = new Date(input.at);
      const others = factsOf(rows.filter((r) => r.id !== old.id));
      const order = orderRefusal(others, old.event, at.getTime(), call, now.getTime());
      if (order) refuse(refusalMessage(order), old.event);
      const v: Values = {
        event: old.event,
        at,
        cause: old.event === 'stoppedPumping' ? (input.cause ?? old.cause) : null,
        reason: input.reason ?? old.reason,
      };
      const correction = { replacesId: old.id, correctionReason: input.correctionReason };
      await repo.retireEvent(tx, old.id);
      const id = await repo.insertEvent(tx, {
        nominationId: call.id,
        ...v,
        ...correction,
        enteredBy: p.id,
        enteredAt: now,
      });
      old.current = false;
      rows.push(rowOf(id, v, p, now, correction));
      const doc = await settle(request, tx, call, factsOf(rows), repo.documentOf(call));
      const detail = msg('sofLog.corrected', {
        event: label(old.event),
        from: logInstant(old.at),
        to: logInstant(at),
        reason: input.correctionReason,
      });
      await writeLog(tx, { nominationId: call.id, action: SOF_LOG, detail, userId: p.id, at: now });
      await writeAudit(tx, request, {
        action: 'correctSofEvent',
        entity: 'sofEvent',
        entityId: id,
        before: audited(old.id, old),
        after: { ...audited(id, v), ...correction },
      });
      return build(tx, p, call, rows, doc, now.getTime());
    }),
};

/**
 * An event the server records itself (`checklistCompleted` when both sides have signed the
 * before-transfer part), inside the caller's transaction, entered by the caller. Recorded only when
 * the statement of facts is open and the order rules allow it: false otherwise (the signature stands).
 */
export async function recordAutomaticEvent(
  request: FastifyRequest,
  tx: Tx,
  nominationId: number,
  event: SofEvent,
  at: Date,
): Promise<boolean> {
  const call = await repo.lockCall(tx, null, nominationId);
  if (!call || closedBecause(call, repo.documentOf(call))) return false;
  const now = request.server.clock();
  const rows = await repo.listEvents(tx, nominationId);
  if (orderRefusal(factsOf(rows), event, at.getTime(), call, now.getTime())) return false;
  await insert(request, tx, call, rows, repo.documentOf(call), { event, at, cause: null, reason: null });
  return true;
}
