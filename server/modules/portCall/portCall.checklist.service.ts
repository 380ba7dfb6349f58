import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../../contract/enums.js';
import { msg } from '../../../contract/messages/index.js';
import { hasTerminalRole, isBarge } from '../../../contract/permissions.js';
import { SOF_STATES, type ChecklistPart, type ChecklistSide } from '../../../contract/portCall.js';
import type {
  ChecklistAnswersInput,
  ChecklistItemRecord,
  ChecklistRecord,
} from '../../../contract/schemas/portCall.js';
import type { Tx } from '../../db/client.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { claimIdempotencyKey } from '../../platform/idempotency.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { settingsOf } from '../settings/settings.service.js';
import {
  itemsOf,
  partName,
  roundsOf,
  signatureOf,
  signRefusal,
  toChecklistRecord,
  type CallerSide,
  type Round,
} from './portCall.checklist.record.js';
import * as repo from './portCall.checklist.repository.js';
import { recordAutomaticEvent } from './portCall.sof.service.js';
import { listItems } from './portCall.template.repository.js';

/**
 * The side a caller answers for: the terminal's for the loading master and the control room, the
 * barge's for the barge itself (its own calls only: the scope hides the others). Only the loading
 * master signs for the terminal.
 */
export function callerSide(p: CallerPrincipal): CallerSide {
  if (hasTerminalRole(p, [ROLES.TERMINAL_LOADING_MASTER])) return { side: 'terminal', maySign: true };
  if (hasTerminalRole(p, [ROLES.TERMINAL_CONTROL_ROOM])) return { side: 'terminal', maySign: false };
  if (isBarge(p)) return { side: 'barge', maySign: true };
  return { side: null, maySign: false };
}

const sideName = (side: ChecklistSide) => ({ key: `checklistSide.${side}` as const });

/** What the record is built from: read once per request, and kept up to date by a change's own rows. */
interface Read {
  answers: repo.StoredAnswer[];
  signatures: repo.StoredSignature[];
  all: ChecklistItemRecord[];
  /** The repeated checks' hours in force for the call. */
  hours: number;
}

/** The record as the caller sees it, from what the request read (no second round of the same queries). */
function build(request: FastifyRequest, call: repo.ChecklistCall, p: CallerPrincipal, d: Read): ChecklistRecord {
  const now = request.server.clock();
  const rounds = roundsOf(call, now, d.hours);
  const { answers, signatures, all } = d;
  return toChecklistRecord({ nominationId: call.id, rounds, answers, signatures, all, now }, callerSide(p));
}

/**
 * A side's answers as `answersOf` would read them after `upsertAnswers(rows)`: each replaces that
 * side's earlier answer to the item in the round, and comes last (answered now), by item.
 */
function merged(
  answers: readonly repo.StoredAnswer[],
  rows: readonly repo.NewAnswer[],
  by: { byName: string; byRole: number },
) {
  const key = (a: { itemId: number; part: string; round: number; side: string }) =>
    `${a.part}/${a.round}/${a.side}/${a.itemId}`;
  const given = new Set(rows.map(key));
  const added = rows.map(({ nominationId: _n, ...a }) => ({ ...a, ...by })).sort((a, b) => a.itemId - b.itemId);
  return [...answers.filter((a) => !given.has(key(a))), ...added];
}

/**
 * The call locked and the round asked for, checked for a change: the state keeps a record, the round
 * exists for the part (0 for the parts done once) and has fallen due or is the next one.
 */
async function openRound(
  request: FastifyRequest,
  tx: Tx,
  p: CallerPrincipal,
  id: number,
  part: ChecklistPart,
  round: number,
): Promise<{ call: repo.ChecklistCall; r: Round; side: ChecklistSide; maySign: boolean; hours: number }> {
  const call = await repo.lockCall(tx, p, id);
  if (!call) throw notFound();
  const { side, maySign } = callerSide(p);
  // The route lets only the loading master, the control room and the barge in; anyone else is refused here too.
  if (!side) throw forbidden();
  if (!SOF_STATES.includes(call.status))
    throw conflict(msg('checklist.notInState', { status: { key: `statuses.${call.status}` } }));
  if ((part === 'repeated') !== round > 0) throw badRequest('checklist.badRound', 'round');
  const settings = await settingsOf(request, tx);
  const now = request.server.clock();
  // Once pumping, the first change fixes the call's hours (if the due timer has not yet): the rounds
  // answered and signed keep their numbers whatever the setting becomes.
  let hours = call.fixedHours ?? settings.portCall.repeatCheckHours;
  if (call.commencedAt && call.fixedHours === null) hours = await repo.fixInterval(tx, id, hours, now);
  const rounds = roundsOf(call, now, hours);
  const r = rounds.find((x) => x.part === part && x.round === round);
  if (!r) throw conflict(msg('checklist.notDue', { round }));
  return { call, r, side, maySign, hours };
}

export const checklistService = {
  async read(request: FastifyRequest, id: number): Promise<ChecklistRecord> {
    const p = callerOf(request);
    const db = request.server.db;
    const call = await repo.readCall(db, p, id);
    if (!call) throw notFound();
    const settings = await settingsOf(request, db);
    const answers = await repo.answersOf(db, id);
    const signatures = await repo.signaturesOf(db, id);
    const all = await listItems(db);
    const hours = call.fixedHours ?? settings.portCall.repeatCheckHours;
    return build(request, call, p, { answers, signatures, all, hours });
  },

  /** The caller's side answers items of a part: each answer replaces its side's earlier one. */
  answer: (request: FastifyRequest, id: number, input: ChecklistAnswersInput): Promise<ChecklistRecord> =>
    request.server.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, request);
      const p = callerOf(request);
      const { call, r, side, hours } = await openRound(request, tx, p, id, input.part, input.round);
      const signatures = await repo.signaturesOf(tx, id);
      if (signatureOf(signatures, r, side)) throw conflict(msg('checklist.alreadySigned', { part: partName(r.part) }));
      const answers = await repo.answersOf(tx, id);
      const earlier = (itemId: number) =>
        answers.find((a) => a.part === r.part && a.round === r.round && a.itemId === itemId && a.side === side);
      const all = await listItems(tx);
      const items = new Map(itemsOf(r.part, r.round, answers, all).map((i) => [i.itemId, i]));
      // The same item twice in one request: the last answer stands, as if sent one after the other.
      const given = new Map(input.answers.map((a) => [a.itemId, a]));
      const now = request.server.clock();
      const rows = [...given.values()].map((a) => {
        const item = items.get(a.itemId);
        if (!item) throw badRequest(msg('checklist.unknownItem', { id: a.itemId }), 'answers');
        return {
          nominationId: id,
          itemId: a.itemId,
          part: r.part,
          round: r.round,
          side,
          textEn: item.textEn,
          textZh: item.textZh,
          critical: item.critical,
          answer: a.answer,
          remark: a.remark ?? null,
          byId: p.id,
          at: now,
        };
      });
      // The other side signed having read these answers: its signature must keep standing for them, so
      // they may be given now but no longer changed (repeating one unchanged is no change).
      const replaced = rows.flatMap((a) => {
        const e = earlier(a.itemId);
        return e
          ? [
              {
                itemId: e.itemId,
                answer: e.answer,
                remark: e.remark,
                changed: e.answer !== a.answer || e.remark !== a.remark,
              },
            ]
          : [];
      });
      if (replaced.some((e) => e.changed) && signatureOf(signatures, r, side === 'terminal' ? 'barge' : 'terminal'))
        throw conflict(msg('checklist.otherSigned', { part: partName(r.part) }));
      await repo.upsertAnswers(tx, rows);
      const detail = msg('checklist.logAnswered', {
        part: partName(r.part),
        round: r.round,
        side: sideName(side),
        count: rows.length,
      });
      await writeLog(tx, { nominationId: id, action: LOG.safetyChecklist, detail, userId: p.id, at: now });
      await writeAudit(tx, request, {
        action: 'answerChecklist',
        entity: 'nomination',
        entityId: id,
        // The answers replaced, so a "no" turned "yes" can be traced (null: all given for the first time).
        before: replaced.length
          ? { part: r.part, round: r.round, side, answers: replaced.map(({ changed: _c, ...e }) => e) }
          : null,
        after: {
          part: r.part,
          round: r.round,
          side,
          answers: rows.map((a) => ({ itemId: a.itemId, answer: a.answer, remark: a.remark })),
        },
      });
      return build(request, call, p, {
        answers: merged(answers, rows, { byName: p.nickName, byRole: p.role }),
        signatures,
        all,
        hours,
      });
    }),

  /**
   * The caller signs a part for its side. When the before-transfer part then carries both sides'
   * signatures, "safety checklist completed" is recorded in the statement of facts at this (the
   * later) signature's time, if its order rules allow it then (else the signature stands alone).
   */
  sign: (request: FastifyRequest, id: number, input: { part: ChecklistPart; round: number }) =>
    request.server.db.transaction(async (tx) => {
      await claimIdempotencyKey(tx, request);
      const p = callerOf(request);
      const { call, r, side, maySign, hours } = await openRound(request, tx, p, id, input.part, input.round);
      if (!maySign) throw forbidden('checklist.notYourSide');
      const answers = await repo.answersOf(tx, id);
      const signatures = await repo.signaturesOf(tx, id);
      const all = await listItems(tx);
      const items = itemsOf(r.part, r.round, answers, all);
      const now = request.server.clock();
      const refusal = signRefusal(r, items, answers, signatures, side, now);
      if (refusal) throw conflict(refusal);
      const signature = {
        nominationId: id,
        part: r.part,
        round: r.round,
        side,
        userId: p.id,
        userName: p.nickName,
        role: p.role,
        at: now,
      };
      if (!(await repo.insertSignature(tx, signature)))
        throw conflict(msg('checklist.alreadySigned', { part: partName(r.part) }));
      const detail = msg('checklist.logSigned', { part: partName(r.part), round: r.round, side: sideName(side) });
      await writeLog(tx, { nominationId: id, action: LOG.safetyChecklist, detail, userId: p.id, at: now });
      await writeAudit(tx, request, {
        action: 'signChecklist',
        entity: 'nomination',
        entityId: id,
        after: { part: r.part, round: r.round, side, userName: p.nickName },
      });
      const other: ChecklistSide = side === 'terminal' ? 'barge' : 'terminal';
      if (r.part === 'beforeTransfer' && signatureOf(signatures, r, other))
        await recordAutomaticEvent(request, tx, id, 'checklistCompleted', now);
      // The event touches no checklist table: the rows read above and this signature are the record.
      return build(request, call, p, { answers, signatures: [...signatures, signature], all, hours });
    }),
};
