import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { formatDay, terminalDay } from '../../../contract/datetime.js';
import { msg } from '../../../contract/messages/index.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type {
  FindingInput,
  VettingCreateInput,
  VettingListQuery,
  VettingRecord,
  VettingUpdateInput,
} from '../../../contract/schemas/vetting.js';
import {
  ACCEPTANCE_MONTHS,
  actorOf,
  EXPIRING_DOCUMENTS,
  EXPIRY_WARNING_DAYS,
  FINDING_STEPS,
  findingsFor,
  LOG_MODIFIED,
  LOG_UPLOADED,
  OPEN_TO_CUSTOMER,
  stepsFor,
  vettingChecks,
  VETTING_STEPS,
  VS,
  type FindingKind,
  type VettingDocumentKind,
  type VettingStatus,
  type VettingStep,
} from '../../../contract/vetting.js';
import { isCustomer } from '../../../contract/permissions.js';
import { products, ships, type shipVettings } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { readUpload } from '../../platform/uploads.js';
import { textOf } from '../../../contract/messages/index.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './shipVettings.repository.js';
import { blacklistReason } from './shipVettings.qualification.js';
import { vettingNotice } from './shipVettings.notify.js';

type Found = repo.VettingFound;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The vetting if the caller may see it (404 otherwise, as for a vetting that does not exist). */
async function visible(db: DbOrTx, p: CallerPrincipal, id: number, lock = false): Promise<Found> {
  if (lock && (await repo.lockVetting(db, id)) === undefined) throw notFound();
  const found = await repo.findVetting(db, id, repo.vettingScope(p));
  if (!found) throw notFound();
  return found;
}

const statusKey = (s: number) => ({ key: `vettingStatuses.${s as VettingStatus}` as const });

function refuseState(step: VettingStep | FindingKind, status: number): never {
  throw conflict(msg('vetting.notAllowed', { step: { key: `vettingSteps.${step}` }, status: statusKey(status) }));
}

function requireOpen(p: CallerPrincipal, f: Found) {
  if (!isCustomer(p) || f.vetting.companyId !== p.companyId) throw forbidden('vetting.notYours');
  if (!OPEN_TO_CUSTOMER.includes(f.vetting.status as VettingStatus))
    throw conflict(msg('vetting.notEditable', { status: statusKey(f.vetting.status) }));
}

async function toRecord(db: DbOrTx, p: CallerPrincipal, f: Found, settings: Settings, now: Date) {
  const v = f.vetting;
  const status = v.status as VettingStatus;
  const own = isCustomer(p) && v.companyId === p.companyId;
  const terminalSide = actorOf(p) === 'logistics' || actorOf(p) === 'inspector';
  const documents = await repo.documentsOf(db, v.id);
  const steps = own || terminalSide ? stepsFor(p, status) : [];
  const checks = terminalSide
    ? vettingChecks({
        imo: f.imo,
        loa: f.loa,
        berths: await repo.activeBerths(db),
        documents: documents.map((d) => ({
          kind: d.kind as VettingDocumentKind,
          expiresOn: d.expiresOn,
          inspectedOn: d.inspectedOn,
        })),
        etaDay: v.eta ? terminalDay(v.eta, settings.timeZone) : null,
        today: terminalDay(now, settings.timeZone),
        sireMaxAgeMonths: settings.sireMaxAgeMonths,
        blacklistReason: await blacklistReason(db, v.shipId),
      })
    : null;
  const history = terminalSide
    ? (await repo.historyOf(db, v.shipId, v.id)).map((h) => ({ ...h, decidedAt: iso(h.decidedAt) }))
    : null;
  const waitingOn = repo.waitingStatuses(p) as readonly number[];
  const record: VettingRecord = {
    id: v.id,
    shipId: v.shipId,
    shipName: f.shipName,
    imo: f.imo,
    shipKind: f.shipKind,
    companyName: f.companyName,
    status,
    operation: v.operation,
    eta: iso(v.eta),
    updatedAt: v.updatedAt.toISOString(),
    expiresAt: iso(v.expiresAt),
    waiting: (own || terminalSide) && waitingOn.includes(status),
    loa: f.loa,
    portOfRegistry: f.portOfRegistry,
    products: await repo.productsOf(db, v.productIds),
    remarks: v.remarks,
    previousId: v.previousId,
    requestReason: status === VS.MORE_INFORMATION ? v.requestReason : null,
    decision: v.decision,
    decisionReason: v.decisionReason,
    decidedByName: f.decidedByName,
    decidedByRole: f.decidedByRole,
    decidedAt: iso(v.decidedAt),
    suspensionReason: status === VS.SUSPENDED ? v.suspensionReason : null,
    createdByName: f.createdByName,
    createdByRole: f.createdByRole,
    createdAt: v.createdAt.toISOString(),
    submittedAt: iso(v.submittedAt),
    expiringSoon:
      status === VS.ACCEPTED &&
      v.expiresAt !== null &&
      v.expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * 86_400_000,
    documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    findings: (await repo.findingsOf(db, v.id)).map((x) => ({
      ...x,
      recommendation: x.recommendation as 'accept' | 'conditional' | 'reject',
      at: x.at.toISOString(),
    })),
    checks,
    history,
    steps,
    findingKinds: findingsFor(p, status),
    editable: own && OPEN_TO_CUSTOMER.includes(status),
  };
  return record;
}

/** What the audit log keeps of a vetting: the parts a step changes. */
const summary = (v: Found['vetting']) => ({
  status: v.status,
  decision: v.decision,
  decisionReason: v.decisionReason,
  requestReason: v.requestReason,
  suspensionReason: v.suspensionReason,
  eta: iso(v.eta),
  remarks: v.remarks,
  productIds: v.productIds,
});

async function checkProducts(db: DbOrTx, ids: number[]) {
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  if (known.length !== new Set(ids).size) throw badRequest('vetting.productMissing', 'productIds');
}

/** A step's news: the customer's users, logistics and, while it waits on them, the inspectors. */
async function announce(tx: Tx, f: Found, to: number, actorId: number, at: Date, reason?: string | null) {
  const base = { id: f.vetting.id, ship: f.shipName, status: statusKey(to) };
  const notice = reason
    ? msg('vettingNotices.movedWithReason', { ...base, reason })
    : msg('vettingNotices.moved', base);
  await vettingNotice(tx, { id: f.vetting.id, companyId: f.vetting.companyId, status: to }, notice, actorId, at);
}

export const vettingService = {
  async list(request: FastifyRequest, q: VettingListQuery) {
    const { rows, total } = await repo.listVettings(request.server.db, callerOf(request), q, request.server.clock());
    return {
      rows: rows.map((r) => ({
        ...r,
        status: r.status as VettingStatus,
        eta: iso(r.eta),
        updatedAt: r.updatedAt.toISOString(),
        expiresAt: iso(r.expiresAt),
      })),
      total,
    };
  },

  async get(request: FastifyRequest, id: number) {
    const p = callerOf(request);
    const db = request.server.db;
    const f = await visible(db, p, id);
    return toRecord(db, p, f, await settingsOf(request), request.server.clock());
  },

  unseenCount: (request: FastifyRequest) => repo.countWaiting(request.server.db, callerOf(request)),

  async log(request: FastifyRequest, q: { BId: number; pageNum: number; pageSize: number }) {
    const db = request.server.db;
    await visible(db, callerOf(request), q.BId);
    return repo.listVettingLog(db, q.BId, q);
  },

  async file(request: FastifyRequest, id: number, documentId: number) {
    const db = request.server.db;
    await visible(db, callerOf(request), id);
    const file = await repo.documentFile(db, id, documentId);
    if (!file) throw notFound();
    return file;
  },

  /** A draft: the customer adds its documents, then submits it. A new ship is entered with its particulars. */
  create: (request: FastifyRequest, input: VettingCreateInput) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      if (!isCustomer(p) || p.companyId === null) throw forbidden();
      const now = request.server.clock();
      let shipId = input.shipId;
      if (shipId !== undefined) {
        const [ship] = await tx.select({ active: ships.active }).from(ships).where(eq(ships.id, shipId));
        if (!ship?.active) throw badRequest('records.missingReference', 'shipId');
      } else {
        const s = input.newShip!;
        const [known] = await tx.select({ id: ships.id }).from(ships).where(eq(ships.imo, s.imo));
        if (known) throw conflict(msg('vetting.imoKnown', { imo: s.imo }));
        [{ id: shipId }] = (await tx
          .insert(ships)
          .values({ ...s, companyId: p.companyId })
          .returning({ id: ships.id })) as [{ id: number }];
      }
      await checkProducts(tx, input.productIds);
      const id = await repo.insertVetting(tx, {
        shipId,
        companyId: p.companyId,
        status: VS.DRAFT,
        operation: input.operation,
        productIds: [...new Set(input.productIds)],
        eta: input.eta ? new Date(input.eta) : null,
        remarks: input.remarks,
        previousId: await repo.latestOfShip(tx, shipId),
        createdBy: p.id,
        createdAt: now,
        updatedAt: now,
      });
      const f = await visible(tx, p, id);
      const after = await toRecord(tx, p, f, await settingsOf(request, tx), now);
      return { action: 'create', entity: 'shipVetting', entityId: id, before: null, after };
    }),

  update: (request: FastifyRequest, id: number, input: VettingUpdateInput) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const f = await visible(tx, p, id, true);
      requireOpen(p, f);
      if (input.productIds) await checkProducts(tx, input.productIds);
      const now = request.server.clock();
      await repo.updateVetting(tx, id, {
        ...(input.operation ? { operation: input.operation } : {}),
        ...(input.productIds ? { productIds: [...new Set(input.productIds)] } : {}),
        ...(input.eta !== undefined ? { eta: input.eta ? new Date(input.eta) : null } : {}),
        ...(input.remarks !== undefined ? { remarks: input.remarks } : {}),
        updatedAt: now,
      });
      if (f.vetting.status !== VS.DRAFT)
        await repo.writeVettingLog(tx, {
          vettingId: id,
          action: LOG_MODIFIED,
          detail: textOf(msg('vettingLog.modified')),
          userId: p.id,
          at: now,
        });
      const after = await visible(tx, p, id);
      return {
        action: 'update',
        entity: 'shipVetting',
        entityId: id,
        before: summary(f.vetting),
        after: summary(after.vetting),
      };
    }).then(() => vettingService.get(request, id)),

  /** One document; certificates need their expiry date, the SIRE report its inspection date. */
  async upload(
    request: FastifyRequest,
    id: number,
    q: { kind: VettingDocumentKind; expiresOn?: string; inspectedOn?: string },
  ) {
    if (EXPIRING_DOCUMENTS.includes(q.kind) && !q.expiresOn) throw badRequest('vetting.expiryRequired', 'expiresOn');
    if (q.kind === 'sire' && !q.inspectedOn) throw badRequest('vetting.inspectionRequired', 'inspectedOn');
    const file = await readUpload(request);
    await audited(request, async (tx) => {
      const p = callerOf(request);
      const f = await visible(tx, p, id, true);
      requireOpen(p, f);
      const now = request.server.clock();
      const documentId = await repo.insertDocument(tx, {
        vettingId: id,
        kind: q.kind,
        ...file,
        size: file.content.length,
        expiresOn: q.expiresOn ?? null,
        inspectedOn: q.inspectedOn ?? null,
        uploadedBy: p.id,
        uploadedAt: now,
      });
      await repo.updateVetting(tx, id, { updatedAt: now });
      if (f.vetting.status !== VS.DRAFT)
        await repo.writeVettingLog(tx, {
          vettingId: id,
          action: LOG_UPLOADED,
          detail: textOf(
            msg('vettingLog.uploaded', { kind: { key: `vettingDocumentKinds.${q.kind}` }, file: file.fileName }),
          ),
          userId: p.id,
          at: now,
        });
      const after = {
        documentId,
        kind: q.kind,
        fileName: file.fileName,
        size: file.content.length,
        expiresOn: q.expiresOn ?? null,
      };
      return { action: 'uploadVettingDocument', entity: 'shipVetting', entityId: id, before: null, after };
    });
    return vettingService.get(request, id);
  },

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
      const changes: Partial<typeof shipVettings.$inferInsert> = { status: def.to, updatedAt: now };
      if (action === 'submit') {
        const docs = await repo.documentsOf(tx, id);
        if (!docs.some((d) => d.kind === 'particulars')) throw conflict('vetting.missingDocuments');
        changes.submittedAt = now;
      }
      if (action === 'resubmit' && !(await repo.uploadedSinceAsked(tx, id))) throw conflict('vetting.noDocuments');
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
      await repo.writeVettingLog(tx, {
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
    }).then(() => vettingService.get(request, id)),

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
      await repo.insertFinding(tx, { vettingId: id, ...input, kind, userId: p.id, at: now });
      await repo.updateVetting(tx, id, { status: def.to, updatedAt: now });
      const detail = textOf(
        msg('vettingLog.finding', {
          place: input.place,
          day: formatDay(input.inspectedOn),
          recommendation: { key: `recommendations.${input.recommendation}` },
        }),
      );
      await repo.writeVettingLog(tx, {
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
    }).then(() => vettingService.get(request, id)),
};
