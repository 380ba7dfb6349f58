import { nominationMoved } from '../notifications/notifications.parties.js';
import type { FastifyRequest } from 'fastify';
import type { nominations } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import type { NominationProgress } from '../../../contract/enums.js';
import {
  checkStep,
  DRAFT_STATES,
  FINAL_STATES,
  settle,
  stepRefusal,
  type NominationAction,
} from '../../../contract/lifecycle.js';
import { canAccess, isTerminalAdmin, isTerminalDesk } from '../../../contract/permissions.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import type {
  NominationFields,
  NominationListQuery,
  NominationRecord,
  NominationUpdate,
} from '../../../contract/schemas/nominations.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { dayBound, isWholeDay } from '../../platform/days.js';
import { queueMail } from '../../platform/mail.js';
import { audited } from '../../platform/mutation.js';
import type { CallerPrincipal } from '../../platform/types.js';
import * as repo from './nominations.repository.js';
import { activeCompaniesOfKind, companyWaiting, mailRecipients } from './nominations.companies.repository.js';
import { LOG, writeLog } from './nominations.log.repository.js';
import { fieldNames } from './nominations.logDetail.js';
import { checkReferences, columnsOf } from './nominations.references.js';
import { changedFields, fieldsOf } from './nominations.fields.js';
import { isVisible, relationOf, toRecord } from './nominations.record.js';
import { settingsOf } from '../settings/settings.service.js';

/** The fields only the customer fills in, editable while the nomination is a draft or awaits approval. */
const DETAIL_FIELDS = [
  'bargeId',
  'productId',
  'tankId',
  'quantity',
  'nominatedQtyMax',
  'balanceInTank',
  'eta',
  'pilotType',
  'pilotExemption',
  'bargeContactNumber',
  'hideFromTerminal',
  'remarks',
  'surveyorIds',
] as const satisfies readonly (keyof NominationFields)[];

/** Reads a nomination for a change: locked, visible to the caller (404 otherwise, so ids do not leak). */
export async function lockVisible(tx: Tx, p: CallerPrincipal, id: number): Promise<repo.NominationRow> {
  if (!(await repo.lockNomination(tx, id))) throw notFound();
  const row = await repo.findNomination(tx, id);
  if (!row || !isVisible(p, row)) throw notFound();
  return row;
}

/** Moves a nomination to `to` and on through the automatic steps, logging each (DECISIONS.md §3). */
export async function moveTo(
  tx: Tx,
  row: repo.NominationRow,
  to: NominationProgress,
  userId: number,
  at: Date,
  detail: CatalogueMessage | null = null,
  facts?: { readiness: boolean; jetty: boolean },
): Promise<void> {
  const chain = [
    to,
    ...settle(
      to,
      facts ?? {
        readiness: row.bargeReadinessTime !== null,
        jetty: row.berthId !== null && row.estimatedBerthTime !== null,
      },
    ),
  ];
  let from = row.status;
  for (const [i, status] of chain.entries()) {
    await writeLog(tx, {
      nominationId: row.id,
      action: LOG.updateStatus,
      fromStatus: from,
      toStatus: status,
      detail: i === 0 ? detail : null,
      userId: i === 0 ? userId : null,
      at,
    });
    from = status;
  }
  // A step out of Created other than revoking is the submission: from then on the terminal sees it.
  const submittedAt = row.submittedAt ?? (row.status === 'Created' && to !== 'Cancelled' ? at : null);
  await repo.updateNomination(tx, row.id, { status: from, submittedAt, updatedAt: at });
  await nominationMoved(tx, { ...row, submittedAt }, from, userId, at);
}

/** 403 when the role may not take the step, 409 when the state does not allow it; else the state it leads to. */
export function requireStep(
  p: CallerPrincipal,
  row: repo.NominationRow,
  action: NominationAction,
): NominationProgress | undefined {
  const check = checkStep(p, relationOf(p, row), action, row.status);
  if (!check.ok) throw check.reason === 'role' ? forbidden() : conflict(stepRefusal(action, row.status));
  return check.to;
}

async function readBack(tx: Tx, p: CallerPrincipal, id: number): Promise<NominationRecord> {
  const row = await repo.findNomination(tx, id);
  if (!row) throw notFound();
  return toRecord(row, p);
}

function checkQuantities(f: Pick<NominationFields, 'quantity' | 'nominatedQtyMax'>): void {
  if (f.nominatedQtyMax !== null && f.quantity > f.nominatedQtyMax) throw badRequest('nominations.qtyAboveMax');
}

/** Who may set which terminal field: the pilot by terminal logistics and control room, the PSA contact by logistics. */
function checkTerminalFields(p: CallerPrincipal, changed: Partial<NominationFields>): void {
  if (changed.pilotId !== undefined && !isTerminalDesk(p)) throw forbidden('nominations.terminalFields');
  // DECISIONS §2: the PSA contact is terminal logistics' alone, like the COA link and port clearance.
  if (changed.psaContactNumber !== undefined && !canAccess(p, 'clearance', 'nominations'))
    throw forbidden('nominations.psaOnly');
}

export const nominationService = {
  async list(request: FastifyRequest, q: NominationListQuery) {
    const p = callerOf(request);
    const wholeDays = [q.startDate, q.endDate, q.offSpecFrom, q.offSpecTo].some(isWholeDay);
    const timeZone = wholeDays ? (await settingsOf(request)).timeZone : '';
    // On time without hours (a bookmark, a hand-made link) counts with the terminal's own tolerance, as
    // the dashboard does; read only then, so the usual list reads no settings for it.
    const onTimeHours =
      q.onTime && q.onTimeHours === undefined
        ? (await settingsOf(request)).portCall.onTimeToleranceHours
        : q.onTimeHours;
    const { rows, total } = await repo.listNominations(request.server.db, p, {
      ...q,
      onTimeHours,
      startDate: dayBound(q.startDate, timeZone, 'start'),
      endDate: dayBound(q.endDate, timeZone, 'end'),
      offSpecFrom: dayBound(q.offSpecFrom, timeZone, 'start'),
      offSpecTo: dayBound(q.offSpecTo, timeZone, 'end'),
    });
    return { rows: rows.map((r) => toRecord(r, p)), total };
  },

  async get(request: FastifyRequest, id: number): Promise<NominationRecord> {
    const p = callerOf(request);
    const row = await repo.findNomination(request.server.db, id);
    if (!row || !isVisible(p, row)) throw notFound();
    return toRecord(row, p);
  },

  /** Save a draft (Created) or submit at once (Pending Approval); only customers nominate. */
  create: (request: FastifyRequest, input: NominationFields & { submit: boolean }) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { submit, ...fields } = input;
      // Only customers create, and the terminal's fields are not theirs to fill.
      if (fields.pilotId !== null) checkTerminalFields(p, { pilotId: fields.pilotId });
      if (fields.psaContactNumber !== null) checkTerminalFields(p, { psaContactNumber: fields.psaContactNumber });
      checkQuantities(fields);
      await checkReferences(tx, fields, await settingsOf(request, tx));
      if (p.companyId === null || !(await activeCompaniesOfKind(tx, [p.companyId], 'customer')).length)
        throw (await companyWaiting(tx, p.companyId)) ? forbidden('server.companyWaiting') : forbidden();
      const now = request.server.clock();
      const id = await repo.insertNomination(tx, {
        ...columnsOf(fields),
        companyId: p.companyId,
        status: 'Created',
        createdBy: p.id,
        createdAt: now,
        updatedAt: now,
      } as typeof nominations.$inferInsert);
      await repo.setSurveyors(tx, id, [...new Set(fields.surveyorIds)]);
      await writeLog(tx, { nominationId: id, action: LOG.updateStatus, toStatus: 'Created', userId: p.id, at: now });
      if (submit) await moveTo(tx, (await repo.findNomination(tx, id))!, 'Pending Approval', p.id, now);
      return { action: 'create', entity: 'nomination', entityId: id, before: null, after: await readBack(tx, p, id) };
    }),

  /**
   * `PUT /jput/nomination`: each changed field is checked against who may change it and whether the
   * state still allows it; an acknowledged nomination's details change only through change requests.
   */
  update: (request: FastifyRequest, input: NominationUpdate) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { id, ...fields } = input;
      const row = await lockVisible(tx, p, id);
      const before = toRecord(row, p);
      if (FINAL_STATES.includes(row.status)) throw conflict('nominations.closed');
      const current = fieldsOf(row);
      const changed = changedFields(current, fields);
      const relation = relationOf(p, row);
      const details = DETAIL_FIELDS.filter((f) => f in changed);
      if (details.length) {
        if (!relation.owner) throw forbidden();
        if (!DRAFT_STATES.includes(row.status)) throw conflict('nominations.useChangeRequest');
      }
      checkTerminalFields(p, changed);
      if (changed.customCode !== undefined && !(relation.owner || isTerminalAdmin(p))) throw forbidden();
      let to: NominationProgress | undefined;
      if (changed.bargeReadinessTime !== undefined) {
        if (changed.bargeReadinessTime === null && !DRAFT_STATES.includes(row.status))
          throw conflict(stepRefusal('setReadiness', row.status));
        to = requireStep(p, row, 'setReadiness');
      }
      checkQuantities({ ...current, ...changed });
      await checkReferences(tx, changed, await settingsOf(request, tx), row);
      const now = request.server.clock();
      if (Object.keys(changed).length) {
        await repo.updateNomination(tx, id, { ...columnsOf(changed), updatedAt: now });
        if (changed.surveyorIds) await repo.setSurveyors(tx, id, [...new Set(changed.surveyorIds)]);
        await writeLog(tx, {
          nominationId: id,
          action: LOG.infoModified,
          detail: msg('nominationLog.fields', { fields: fieldNames(Object.keys(changed)) }),
          userId: p.id,
          at: now,
        });
      }
      if (to) await moveTo(tx, { ...row, bargeReadinessTime: new Date(changed.bargeReadinessTime!) }, to, p.id, now);
      return { action: 'update', entity: 'nomination', entityId: id, before, after: await readBack(tx, p, id) };
    }),

  /** `POST /jput/nomination/updateCustomCode`: the owner customer or terminal logistics, until the nomination closes. */
  updateCustomCode: (request: FastifyRequest, id: number, customCode: string | null) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, id);
      if (!(relationOf(p, row).owner || isTerminalAdmin(p))) throw forbidden();
      if (FINAL_STATES.includes(row.status)) throw conflict('nominations.closed');
      const now = request.server.clock();
      await repo.updateNomination(tx, id, { customCode, updatedAt: now });
      await writeLog(tx, {
        nominationId: id,
        action: LOG.infoModified,
        detail: msg('nominationLog.fields', { fields: fieldNames(['customCode']) }),
        userId: p.id,
        at: now,
      });
      return {
        action: 'updateCustomCode',
        entity: 'nomination',
        entityId: id,
        before: toRecord(row, p),
        after: await readBack(tx, p, id),
      };
    }),

  /** `POST /jput/nomination/sendEmail`: a summary to the customer's users, the barge and the named surveyors, through the outbox. */
  sendEmail: (request: FastifyRequest, id: number, message: string | null) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, id);
      const to = await mailRecipients(tx, row);
      if (!to.length) throw conflict('nominations.noRecipients');
      const { timeZone } = await settingsOf(request, tx);
      const when = (d: Date | null) => (d ? formatTerminalDateTime(d, timeZone) : '-');
      const subject = { key: 'mail.nomination.subject', params: { id: row.id } } as const;
      const body = {
        key: 'mail.nomination.body',
        params: {
          note: message ? `${message}\n` : '',
          id: row.id,
          status: row.status,
          customer: row.companyName,
          barge: row.bargeName,
          imo: row.bargeImo,
          product: row.productName,
          quantity: row.quantity,
          readiness: when(row.bargeReadinessTime),
          berth: row.berthName ?? '-',
          berthTime: when(row.estimatedBerthTime),
        },
      } as const;
      const now = request.server.clock();
      for (const address of to) await queueMail(tx, { to: address, subject, body, nominationId: row.id }, now);
      return { action: 'sendEmail', entity: 'nomination', entityId: id, before: null, after: { id, recipients: to } };
    }),
};
