import type { FastifyRequest } from 'fastify';
import { terminalDay } from '../../../contract/datetime.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type { VettingRecord } from '../../../contract/schemas/vetting.js';
import {
  actorOf,
  EXPIRY_WARNING_DAYS,
  findingsFor,
  OPEN_TO_CUSTOMER,
  stepsFor,
  vettingChecks,
  VS,
  type VettingDocumentKind,
  type VettingStatus,
} from '../../../contract/vetting.js';
import { isCustomer } from '../../../contract/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './shipVettings.repository.js';
import { documentsOf, findingsOf } from './shipVettings.documents.repository.js';
import { blacklistReason } from './shipVettings.qualification.repository.js';
import { DAY } from '../../../contract/time.js';

export type Found = repo.VettingFound;
export const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The vetting if the caller may see it (404 otherwise, as for a vetting that does not exist). */
export async function visible(db: DbOrTx, p: CallerPrincipal, id: number, lock = false): Promise<Found> {
  if (lock && (await repo.lockVetting(db, id)) === undefined) throw notFound();
  const found = await repo.findVetting(db, id, repo.vettingScope(p));
  if (!found) throw notFound();
  return found;
}

export const statusKey = (s: number) => ({ key: `vettingStatuses.${s as VettingStatus}` as const });

export async function toRecord(db: DbOrTx, p: CallerPrincipal, f: Found, settings: Settings, now: Date) {
  const v = f.vetting;
  const status = v.status as VettingStatus;
  const own = isCustomer(p) && v.companyId === p.companyId;
  const terminalSide = actorOf(p) === 'logistics' || actorOf(p) === 'inspector';
  const documents = await documentsOf(db, v.id);
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
      v.expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * DAY,
    documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
    findings: (await findingsOf(db, v.id)).map((x) => ({
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
export const summary = (v: Found['vetting']) => ({
  status: v.status,
  decision: v.decision,
  decisionReason: v.decisionReason,
  requestReason: v.requestReason,
  suspensionReason: v.suspensionReason,
  eta: iso(v.eta),
  remarks: v.remarks,
  productIds: v.productIds,
});

/** The vetting as the caller may read it now (404 when it may not). */
export async function readVetting(request: FastifyRequest, id: number): Promise<VettingRecord> {
  const p = callerOf(request);
  const db = request.server.db;
  const f = await visible(db, p, id);
  return toRecord(db, p, f, await settingsOf(request), request.server.clock());
}
