import type { FastifyRequest } from 'fastify';
import type { NominationAction } from '../../../contract/lifecycle.js';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import type { Tx } from '../../db/client.js';
import type { NominationValues, NominationRow } from './nominations.repository.js';
import * as repo from './nominations.repository.js';
import { lockVisible, moveTo, requireStep } from './nominations.service.js';
import { checkBerthFor, refuseAssignment } from './nominations.assignment.js';
import { toRecord } from './nominations.record.js';
import { withdrawPendingRequests } from './nominations.lifecycle.repository.js';
import { LOG, writeLog } from './nominations.log.repository.js';
import { logInstant } from './nominations.logDetail.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import { syncNominationJobs } from '../pilotage/pilotage.jobs.sync.js';
import { closeJobsForCompletion } from '../pilotage/pilotage.jobs.completion.js';
import { makeBillingRecord } from '../billing/billing.make.js';
import { recordLaytime } from '../laytime/laytime.service.js';
import { settingsOf } from '../settings/settings.service.js';

/** The steps that make, move or cancel a nomination's pilot jobs (DECISIONS.md §7a). */
const JOB_STEPS: readonly NominationAction[] = ['book', 'assignJetty', 'revoke'];

interface StepEffect {
  values?: NominationValues;
  detail?: CatalogueMessage | null;
  /** Facts for the automatic steps after the change, when the change alters them. */
  facts?: { readiness: boolean; jetty: boolean };
}

/**
 * One lifecycle step in one transaction with its log and audit entries: lock, check role and state
 * (contract/lifecycle.ts), apply the step's own change, move the status on.
 */
async function stepIn(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  action: NominationAction,
  effect: (tx: Tx, row: NominationRow) => Promise<StepEffect>,
) {
  const p = callerOf(request);
  const row = await lockVisible(tx, p, id);
  const to = requireStep(p, row, action);
  const { values = {}, detail = null, facts } = await effect(tx, row);
  const now = request.server.clock();
  await repo.updateNomination(tx, id, { ...values, updatedAt: now });
  if (to) await moveTo(tx, row, to, p.id, now, detail, facts);
  else await moveToSame(tx, row, p.id, now, detail);
  if (JOB_STEPS.includes(action)) await syncNominationJobs(tx, id, now, p.id, await settingsOf(request, tx));
  if (action === 'complete') {
    // Laytime first: the billing record's overstay line reads the result (DECISIONS.md §11).
    await recordLaytime(tx, request, id, 'completed');
    await makeBillingRecord(tx, id, now, await settingsOf(request, tx));
  }
  const after = await repo.findNomination(tx, id);
  return {
    action,
    entity: 'nomination' as const,
    entityId: id,
    before: toRecord(row, p),
    after: toRecord(after!, p) as NominationRecord,
  };
}

function step(
  request: FastifyRequest,
  id: number,
  action: NominationAction,
  effect: (tx: Tx, row: NominationRow) => Promise<StepEffect> = async () => ({}),
) {
  return audited(request, (tx) => stepIn(tx, request, id, action, effect));
}

/** Assignment inside a caller's transaction (the planner accepts several at once). */
export function assignIn(tx: Tx, request: FastifyRequest, id: number, berthId: number, time: string) {
  return stepIn(tx, request, id, 'assignJetty', async (inner, row) => {
    const start = new Date(time);
    const { violations, durationHours, berth } = await checkBerthFor(request, inner, row.id, berthId, start);
    if (violations.length) refuseAssignment(violations);
    return {
      values: {
        berthId,
        estimatedBerthTime: start,
        durationHours,
        berthAssignedAt: request.server.clock(),
      },
      detail: msg('nominationLog.jettyAssigned', { berth, time: logInstant(start) }),
      facts: { readiness: true, jetty: true },
    };
  });
}

/** A step that keeps the state (a readiness time before acknowledgement, moving a booked berth) is still logged. */
async function moveToSame(
  tx: Tx,
  row: NominationRow,
  userId: number,
  at: Date,
  detail: CatalogueMessage | null,
): Promise<void> {
  await writeLog(tx, {
    nominationId: row.id,
    action: LOG.infoModified,
    fromStatus: row.status,
    toStatus: row.status,
    detail,
    userId,
    at,
  });
}

export const lifecycleService = {
  submit: (request: FastifyRequest, id: number) => step(request, id, 'submit'),
  acknowledge: (request: FastifyRequest, id: number) => step(request, id, 'acknowledge'),
  setReadiness: (request: FastifyRequest, id: number, time: string) =>
    step(request, id, 'setReadiness', async (_tx, row) => ({
      values: { bargeReadinessTime: new Date(time) },
      detail: msg('nominationLog.readiness', { time: logInstant(time) }),
      facts: { readiness: true, jetty: row.berthId !== null && row.estimatedBerthTime !== null },
    })),
  /** Runs the rule engine; a refusal names every rule it breaks (409). */
  assignJetty: (request: FastifyRequest, id: number, berthId: number, time: string) =>
    audited(request, (tx) => assignIn(tx, request, id, berthId, time)),
  book: (request: FastifyRequest, id: number) => step(request, id, 'book'),
  startSigning: (request: FastifyRequest, id: number) => step(request, id, 'startSigning'),
  /**
   * Once the call is over: a pilot job under way or still ahead refuses it; the ones not started by
   * their required time are cancelled (jobs.completion.ts).
   */
  complete: (request: FastifyRequest, id: number) =>
    step(request, id, 'complete', async (tx) => {
      await closeJobsForCompletion(tx, request, id, request.server.clock());
      return { values: { completedAt: request.server.clock() } };
    }),
  /** Revoking withdraws the nomination's pending change requests with it. */
  revoke: (request: FastifyRequest, id: number, reason: string) =>
    step(request, id, 'revoke', async (tx) => {
      await withdrawPendingRequests(tx, id, request.server.clock());
      return { detail: msg('nominationLog.reason', { reason }) };
    }),
};
