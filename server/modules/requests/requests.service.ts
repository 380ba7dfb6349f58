import { requestEvent } from '../notifications/notifications.parties.js';
import type { FastifyRequest } from 'fastify';
import { REQUESTABLE_STATES } from '../../../contract/lifecycle.js';
import type { NominationFields, RequestRecord, RequestType } from '../../../contract/schemas/nominations.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import type { Tx } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import * as repo from './requests.repository.js';
import * as nominationsRepo from '../nominations/nominations.repository.js';
import { LOG, writeLog } from '../nominations/nominations.log.repository.js';
import { fieldNames, requestTypeName } from '../nominations/nominations.logDetail.js';
import { msg } from '../../../contract/messages/index.js';
import { lockVisible } from '../nominations/nominations.service.js';
import { changedFields, fieldsOf } from '../nominations/nominations.fields.js';
import { checkReferences, columnsOf } from '../nominations/nominations.references.js';
import { syncNominationJobs } from '../pilotage/pilotage.jobs.sync.js';
import { settingsOf } from '../settings/settings.service.js';
import { relationOf } from '../nominations/nominations.record.js';
import { checkBerthFor, refuseAssignment } from '../nominations/nominations.assignment.js';

async function readRequest(tx: Tx, id: number): Promise<RequestRecord> {
  const row = await repo.findRequest(tx, id);
  if (!row) throw notFound();
  return repo.toRequest(row);
}

/** A request and its nomination, locked, both in the caller's scope. */
async function lockRequest(tx: Tx, p: CallerPrincipal, id: number) {
  const request = await repo.findRequest(tx, id, true);
  if (!request) throw notFound();
  const nomination = await lockVisible(tx, p, request.nominationId);
  if (request.status !== 'Pending') throw conflict('nominations.requestDecided');
  return { request, nomination };
}

export const requestService = {
  list: (
    request: FastifyRequest,
    q: {
      applyType: number;
      showAllRequest?: 'true' | 'false';
      nominationId?: number;
      pageNum: number;
      pageSize: number;
    },
  ) => repo.listRequests(request.server.db, callerOf(request), { ...q, showAll: q.showAllRequest === 'true' }),

  pendingCount: (request: FastifyRequest) => repo.pendingCount(request.server.db, callerOf(request)),

  /** A customer's request on an acknowledged nomination of its company (DECISIONS.md §4); one pending per type. */
  create: (
    request: FastifyRequest,
    type: RequestType,
    id: number,
    proposal: Partial<NominationFields>,
    note: string | null,
  ) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, id);
      if (!relationOf(p, row).owner) throw forbidden();
      if (!REQUESTABLE_STATES.includes(row.status)) throw conflict('nominations.requestState');
      if (await repo.hasPending(tx, id, type)) throw conflict('nominations.requestPending');
      const current = fieldsOf(row);
      const proposed = changedFields(current, proposal);
      if (!Object.keys(proposed).length) throw conflict('nominations.noChange');
      await checkReferences(tx, proposed, await settingsOf(request, tx), row);
      const quantity = proposed.quantity ?? current.quantity;
      const max = proposed.nominatedQtyMax !== undefined ? proposed.nominatedQtyMax : current.nominatedQtyMax;
      if (max !== null && quantity > max) throw conflict('nominations.qtyAboveMax');
      const previous = Object.fromEntries(Object.keys(proposed).map((k) => [k, current[k as keyof NominationFields]]));
      const now = request.server.clock();
      const requestId = await repo.insertRequest(tx, {
        nominationId: id,
        type,
        proposed,
        previous,
        note,
        requestedBy: p.id,
        requestedAt: now,
      });
      await writeLog(tx, {
        nominationId: id,
        action: LOG.requestCreated,
        detail: msg('nominationLog.requestMade', {
          id: requestId,
          type: requestTypeName(type),
          fields: fieldNames(Object.keys(proposed)),
        }),
        userId: p.id,
        at: now,
      });
      await requestEvent(tx, row, 'made', p.id, now);
      return {
        action: 'createRequest',
        entity: 'changeRequest',
        entityId: requestId,
        before: null,
        after: await readRequest(tx, requestId),
      };
    }),

  /**
   * Approving applies the proposed values in the same transaction; a nomination with a berth must
   * still satisfy every rule of the engine afterwards, or nothing changes.
   */
  approve: (request: FastifyRequest, id: number) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { request: cr, nomination } = await lockRequest(tx, p, id);
      if (!REQUESTABLE_STATES.includes(nomination.status)) throw conflict('nominations.requestState');
      const proposed = cr.proposed as Partial<NominationFields>;
      await checkReferences(tx, proposed, await settingsOf(request, tx), nomination);
      const now = request.server.clock();
      await nominationsRepo.updateNomination(tx, nomination.id, { ...columnsOf(proposed), updatedAt: now });
      if (proposed.surveyorIds)
        await nominationsRepo.setSurveyors(tx, nomination.id, [...new Set(proposed.surveyorIds)]);
      if (nomination.berthId !== null && nomination.estimatedBerthTime !== null) {
        const { violations, durationHours } = await checkBerthFor(
          request,
          tx,
          nomination.id,
          nomination.berthId,
          nomination.estimatedBerthTime,
        );
        if (violations.length) refuseAssignment(violations);
        await nominationsRepo.updateNomination(tx, nomination.id, { durationHours });
      }
      await syncNominationJobs(tx, nomination.id, now, p.id, await settingsOf(request, tx));
      await repo.decideRequest(tx, id, { status: 'Approved', decidedBy: p.id, decidedAt: now });
      await writeLog(tx, {
        nominationId: nomination.id,
        action: LOG.infoModified,
        detail: msg('nominationLog.requestApproved', {
          id,
          type: requestTypeName(cr.type),
          fields: fieldNames(Object.keys(proposed)),
        }),
        userId: p.id,
        at: now,
      });
      await requestEvent(tx, nomination, 'Approved', p.id, now);
      return {
        action: 'approveRequest',
        entity: 'changeRequest',
        entityId: id,
        before: repo.toRequest(cr),
        after: await readRequest(tx, id),
      };
    }),

  reject: (request: FastifyRequest, id: number, reason: string) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { request: cr, nomination } = await lockRequest(tx, p, id);
      const now = request.server.clock();
      await repo.decideRequest(tx, id, { status: 'Rejected', decidedBy: p.id, decidedAt: now, reason });
      await writeLog(tx, {
        nominationId: nomination.id,
        action: LOG.updateStatus,
        detail: msg('nominationLog.requestRejected', { id, type: requestTypeName(cr.type), reason }),
        userId: p.id,
        at: now,
      });
      await requestEvent(tx, nomination, 'Rejected', p.id, now);
      return {
        action: 'rejectRequest',
        entity: 'changeRequest',
        entityId: id,
        before: repo.toRequest(cr),
        after: await readRequest(tx, id),
      };
    }),

  /** The requesting company withdraws a pending request (log: Customer Request Deleted). */
  withdraw: (request: FastifyRequest, id: number) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { request: cr, nomination } = await lockRequest(tx, p, id);
      if (!relationOf(p, nomination).owner) throw forbidden();
      const now = request.server.clock();
      await repo.decideRequest(tx, id, { status: 'Withdrawn', decidedBy: p.id, decidedAt: now });
      await writeLog(tx, {
        nominationId: nomination.id,
        action: LOG.requestDeleted,
        detail: msg('nominationLog.requestWithdrawn', { id, type: requestTypeName(cr.type) }),
        userId: p.id,
        at: now,
      });
      await requestEvent(tx, nomination, 'Withdrawn', p.id, now);
      return {
        action: 'withdrawRequest',
        entity: 'changeRequest',
        entityId: id,
        before: repo.toRequest(cr),
        after: await readRequest(tx, id),
      };
    }),
};
