import type { FastifyRequest } from 'fastify';
import { formatDay } from '../../../contract/datetime.js';
import { msg, textOf } from '../../../contract/messages/index.js';
import type { FindingInput } from '../../../contract/schemas/vetting.js';
import {
  ACCEPTANCE_MONTHS,
  actorOf,
  canSubmitWith,
  FINDING_STEPS,
  VETTING_STEPS,
  type FindingKind,
  type VettingStep,
} from '../../../contract/vetting.js';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors.js';
import { CODES } from '../../../contract/envelope.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import * as repo from './shipVettings.repository.js';
import { documentsOf, insertFinding } from './shipVettings.documents.repository.js';
import { uploadedSinceAsked, writeVettingLog } from './shipVettings.log.repository.js';
import { readVetting, statusKey, summary, visible, type Found } from './shipVettings.record.js';
import { vettingNotice } from './shipVettings.notify.js';

function refuseState(step: VettingStep | FindingKind, status: number): never {
  throw conflict(msg('vetting.notAllowed', { step: { key: `vettingSteps.${step}` }, status: statusKey(status) }));
}

/** A step's news: the customer's users, logistics and, while it waits on them, the inspectors. */
async function announce(tx: Tx, f: Found, to: number, actorId: number, at: Date, reason?: string | null) {
  const base = { id: f.vetting.id, ship: f.shipName, status: statusKey(to) };
  const notice = reason
    ? msg('vettingNotices.movedWithReason', { ...base, reason })
    : msg('vettingNotices.moved', base);
  await vettingNotice(tx, { id: f.vetting.id, companyId: f.vetting.companyId, status: to }, notice, actorId, at);
}

export const vettingStepsService = {
  step: (request: FastifyRequest, id: number, action: VettingStep, rawReason?: string) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const f = await visible(tx, p, id, true);
      const def = VETTING_STEPS[action];
      const actor = actorOf(p);
      if (def.who !== actor || (actor === 'customer' && f.vetting.companyId !== p.companyId))
        throw forbidden(
          msg('vetting.notAllowed', { step: { key: `vettingSteps.${action}` }, status: statusKey(f.vetting.status) }),
        );
      const from = f.vetting.status;
      if (!(def.from as readonly number[]).includes(from)) refuseState(action, from);
      const reason = rawReason?.trim() || null;
      if ('reason' in def && !reason)
        throw badRequest(action === 'reject' ? 'spec.enterRejectReason' : 'spec.reasonRequired', 'reason');
      const now = request.server.clock();
      const changes: repo.VettingValues = { status: def.to, updatedAt: now };
      if (action === 'submit') {
        const docs = await documentsOf(tx, id);
        // The record shows a refusal about its documents at its documents panel ('documents').
        if (!canSubmitWith(docs)) throw new AppError(CODES.CONFLICT, 'vetting.missingDocuments', null, 'documents');
        changes.submittedAt = now;
      }
      if (action === 'resubmit' && !(await uploadedSinceAsked(tx, id)))
        throw new AppError(CODES.CONFLICT, 'vetting.noDocuments', null, 'documents');
      if (action === 'askMore') changes.requestReason = reason;
      if (action === 'reject' || action === 'accept') {
        Object.assign(changes, {
          decision: action === 'reject' ? 'Rejected' : 'Accepted',
          decisionReason: reason,
          decidedBy: p.id,
          decidedAt: now,
        });
        if (action === 'accept') {
          const ends = new Date(now);
          ends.setUTCMonth(ends.getUTCMonth() + ACCEPTANCE_MONTHS);
          changes.expiresAt = ends;
        }
      }
      if (action === 'suspend') changes.suspensionReason = reason;
      await repo.updateVetting(tx, id, changes);
      await writeVettingLog(tx, {
        vettingId: id,
        action: def.log,
        fromStatus: from,
        toStatus: def.to,
        detail: reason,
        userId: p.id,
        at: now,
      });
      await announce(tx, f, def.to, p.id, now, reason);
      const after = await visible(tx, p, id);
      return { action, entity: 'shipVetting', entityId: id, before: summary(f.vetting), after: summary(after.vetting) };
    }).then(() => readVetting(request, id)),

  finding: (request: FastifyRequest, id: number, input: FindingInput) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const f = await visible(tx, p, id, true);
      const kind = input.kind as FindingKind;
      const def = FINDING_STEPS[kind];
      if (actorOf(p) !== 'inspector') throw forbidden();
      const from = f.vetting.status;
      if (!(def.from as readonly number[]).includes(from)) refuseState(kind, from);
      const now = request.server.clock();
      await insertFinding(tx, { vettingId: id, ...input, kind, userId: p.id, at: now });
      await repo.updateVetting(tx, id, { status: def.to, updatedAt: now });
      const detail = textOf(
        msg('vettingLog.finding', {
          place: input.place,
          day: formatDay(input.inspectedOn),
          recommendation: { key: `recommendations.${input.recommendation}` },
        }),
      );
      await writeVettingLog(tx, {
        vettingId: id,
        action: def.log,
        fromStatus: from,
        toStatus: def.to,
        detail,
        userId: p.id,
        at: now,
      });
      await announce(tx, f, def.to, p.id, now);
      const after = await visible(tx, p, id);
      return {
        action: 'recordFinding',
        entity: 'shipVetting',
        entityId: id,
        before: summary(f.vetting),
        after: { ...summary(after.vetting), finding: input },
      };
    }).then(() => readVetting(request, id)),
};
