import type { FastifyRequest } from 'fastify';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import { AUTOMATIC_EVENTS, BARGE_EVENTS, SOF_STATES, progressOf, type SofEvent } from '../../../contract/portCall.js';
import { isBarge } from '../../../contract/permissions.js';
import type { SofCorrectionInput, SofEventInput, SofRecord } from '../../../contract/schemas/portCall.js';
import type { Tx } from '../../db/client.js';
import { auditValues, auditWritten, writeAudit } from '../../platform/audit.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { claimIdempotencyKey } from '../../platform/idempotency.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { issueSofDocument } from '../documents/documents.sof.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { logInstant } from '../nominations/nominations.logDetail.js';
import { checklistGate, gateOf } from './portCall.checklist.gate.js';
import type { StoredSignature } from './portCall.checklist.repository.js';
import * as repo from './portCall.sof.repository.js';
import {
  actualsFrom,
  audited,
  automatic,
  closedBecause,
  factsOf,
  notInState,
  orderRefusal,
  recordableBy,
  refuse,
  refusalMessage,
  rowOf,
  toSofRecord,
  type Values,
} from './portCall.sof.record.js';
import { arrivalNotice } from './portCall.sof.notify.js';

type Call = repo.CallRow;
type Doc = repo.SofDocument;
type Row = repo.EventRow;

const label = (event: SofEvent) => ({ key: `sofEvent.${event}` as const });
/** Every row of a call in `listEvents`'s order: the rows a change holds, its own new row appended. */
const listed = (rows: readonly Row[]) => [...rows].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);

/**
 * Once cast off, the statement of facts document made or remade (§6) from the call's rows as the
 * change holds them (its new row in, a corrected one retired: no second read): the document after.
 */
async function documentAfter(request: FastifyRequest, tx: Tx, call: Call, rows: readonly Row[], doc: Doc) {
  if (!rows.some((r) => r.current && r.event === 'castOff')) return doc;
  return issueSofDocument(request, tx, call.id, listed(rows));
}

/** After a correction: the nomination's actual times, and the document (`documentAfter`). */
async function settle(request: FastifyRequest, tx: Tx, call: Call, rows: readonly Row[], doc: Doc) {
  await repo.setActuals(tx, call.id, actualsFrom(factsOf(rows), request.server.clock().getTime()));
  return documentAfter(request, tx, call, rows, doc);
}

/** The record as the caller sees it now, with what each event it may record would meet. */
async function build(tx: Tx, p: CallerPrincipal, call: Call, rows: readonly Row[], doc: Doc, now: number) {
  const facts = factsOf(rows);
  const closed = closedBecause(call, doc, p);
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
    log: {
      action: LOG.statementOfFacts,
      detailKey: detail.key,
      detailParams: detail.params ?? {},
      userId: p.id,
      at: now,
    },
    // The statement adds the new row's id to `after`, as `audited` has it.
    audit: auditValues(request, {
      action: 'recordSofEvent',
      entity: 'sofEvent',
      before: null,
      after: { nominationId: call.id, ...after },
    }),
  });
  await auditWritten(tx, request, { entity: 'sofEvent', id: row.id });
  return documentAfter(request, tx, call, rows, doc);
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
      const closed = closedBecause(call, repo.documentOf(call), p);
      if (closed) refuse(closed, event);
      const now = request.server.clock();
      const at = input.at ? new Date(input.at) : now;
      const rows = await repo.listEvents(tx, id);
      const order = orderRefusal(factsOf(rows), event, at.getTime(), call, now.getTime());
      if (order) refuse(refusalMessage(order), event);
      if (event === 'commencedPumping') {
        const gate = await gateOf(tx, id);
        if (gate.refusal) refuse(gate.refusal, event);
        await completeChecklist(request, tx, call, rows, at, gate.signatures);
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
      const closed = closedBecause(call, repo.documentOf(call), p);
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
      const doc = await settle(request, tx, call, rows, repo.documentOf(call));
      const detail = msg('sofLog.corrected', {
        event: label(old.event),
        from: logInstant(old.at),
        to: logInstant(at),
        reason: input.correctionReason,
      });
      await writeLog(tx, { nominationId: call.id, action: LOG.statementOfFacts, detail, userId: p.id, at: now });
      await writeAudit(tx, request, {
        action: 'correctSofEvent',
        entity: 'sofEvent',
        entityId: id,
        before: audited(old.id, old),
        after: { ...audited(id, v), ...correction },
      });
      return build(tx, p, call, rows, doc, now.getTime());
    }),

  /**
   * A refused statement of facts made again from the events as they stand (the barge refused it for
   * something no event holds: an unreadable copy, the berth's name): a new version and round, no
   * event invented for it. The terminal's, audited.
   */
  remake: (request: FastifyRequest, id: number): Promise<SofRecord> =>
    request.server.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, request);
      const p = callerOf(request);
      const call = await repo.lockCall(tx, p, id);
      if (!call) throw notFound();
      const before = repo.documentOf(call);
      if (!SOF_STATES.includes(call.status)) throw conflict(notInState(call.status));
      if (before?.status !== 'Rejected') throw conflict('sof.notRefused');
      const rows = await repo.listEvents(tx, id);
      const doc = await issueSofDocument(request, tx, id, rows);
      await writeAudit(tx, request, {
        action: 'remakeSof',
        entity: 'document',
        entityId: before.id,
        before,
        after: doc,
      });
      const now = request.server.clock().getTime();
      return build(tx, p, call, rows, doc, now);
    }),
};

/**
 * Commenced pumping passed the gate but "checklist completed" is missing (both sides signed before
 * all fast, when the order refused it): recorded now, in the same transaction, at the later of the
 * second before-transfer signature and hoses connected, so that no statement lacks it; pumping may
 * not be dated before it.
 */
async function completeChecklist(
  request: FastifyRequest,
  tx: Tx,
  call: Call,
  rows: Row[],
  at: Date,
  signatures: readonly StoredSignature[],
) {
  if (rows.some((r) => r.current && r.event === 'checklistCompleted')) return;
  // The signatures the gate read under the same lock: a signature waits on the nomination meanwhile.
  const signed = signatures.filter((s) => s.part === 'beforeTransfer' && s.round === 0);
  const hoses = rows.find((r) => r.current && r.event === 'hosesConnected')?.at.getTime() ?? 0;
  const when = Math.max(hoses, ...signed.map((s) => s.at.getTime()));
  const early = { key: 'sof.beforeFirst', event: 'commencedPumping', first: 'checklistCompleted' } as const;
  if (when > at.getTime()) refuse(refusalMessage(early), 'commencedPumping');
  const order = orderRefusal(factsOf(rows), 'checklistCompleted', when, call, request.server.clock().getTime());
  if (order) refuse(refusalMessage(order), 'commencedPumping');
  const values = { event: 'checklistCompleted' as const, at: new Date(when), cause: null, reason: null };
  await insert(request, tx, call, rows, repo.documentOf(call), values);
}

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
  // The caller (the checklist's signature) holds the nomination: the document is not locked after it.
  const call = await repo.relockCall(tx, nominationId);
  if (!call || closedBecause(call, repo.documentOf(call))) return false;
  const now = request.server.clock();
  const rows = await repo.listEvents(tx, nominationId);
  if (orderRefusal(factsOf(rows), event, at.getTime(), call, now.getTime())) return false;
  await insert(request, tx, call, rows, repo.documentOf(call), { event, at, cause: null, reason: null });
  return true;
}
