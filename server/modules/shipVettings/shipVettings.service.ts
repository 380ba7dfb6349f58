import type { FastifyRequest } from 'fastify';
import { msg, textOf } from '../../../contract/messages/index.js';
import type { VettingCreateInput, VettingListQuery, VettingUpdateInput } from '../../../contract/schemas/vetting.js';
import {
  EXPIRING_DOCUMENTS,
  LOG_MODIFIED,
  LOG_UPLOADED,
  OPEN_TO_CUSTOMER,
  VS,
  type VettingDocumentKind,
  type VettingStatus,
} from '../../../contract/vetting.js';
import { isCustomer } from '../../../contract/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { CODES } from '../../../contract/envelope.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { readUpload } from '../../platform/uploads.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './shipVettings.repository.js';
import { listVettings } from './shipVettings.list.repository.js';
import { documentFile, insertDocument } from './shipVettings.documents.repository.js';
import { listVettingLog, writeVettingLog } from './shipVettings.log.repository.js';
import { iso, readVetting, statusKey, summary, toRecord, visible, type Found } from './shipVettings.record.js';
import { vettingStepsService } from './shipVettings.steps.service.js';

function requireOpen(p: CallerPrincipal, f: Found) {
  if (!isCustomer(p) || f.vetting.companyId !== p.companyId) throw forbidden('vetting.notYours');
  if (!OPEN_TO_CUSTOMER.includes(f.vetting.status as VettingStatus))
    throw conflict(msg('vetting.notEditable', { status: statusKey(f.vetting.status) }));
}

async function checkProducts(db: DbOrTx, ids: number[]) {
  if ((await repo.activeProductCount(db, ids)) !== new Set(ids).size)
    throw badRequest('vetting.productMissing', 'productIds');
}

export const vettingService = {
  async list(request: FastifyRequest, q: VettingListQuery) {
    const { rows, total } = await listVettings(request.server.db, callerOf(request), q, request.server.clock());
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

  get: readVetting,

  unseenCount: (request: FastifyRequest) => repo.countWaiting(request.server.db, callerOf(request)),

  async log(request: FastifyRequest, q: { BId: number; pageNum: number; pageSize: number }) {
    const db = request.server.db;
    await visible(db, callerOf(request), q.BId);
    return listVettingLog(db, q.BId, q);
  },

  async file(request: FastifyRequest, id: number, documentId: number) {
    const db = request.server.db;
    await visible(db, callerOf(request), id);
    const file = await documentFile(db, id, documentId);
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
        if (!(await repo.shipIsActive(tx, shipId))) throw badRequest('records.missingReference', 'shipId');
      } else {
        const s = input.newShip!;
        // Named at its field: the form shows it under the new ship's IMO, not in a toast.
        if ((await repo.shipIdByImo(tx, s.imo)) !== undefined)
          throw new AppError(CODES.CONFLICT, msg('vetting.imoKnown', { imo: s.imo }), null, 'newShip.imo');
        shipId = await repo.insertShip(tx, { ...s, companyId: p.companyId });
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
        await writeVettingLog(tx, {
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
    }).then(() => readVetting(request, id)),

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
      const documentId = await insertDocument(tx, {
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
        await writeVettingLog(tx, {
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
    return readVetting(request, id);
  },

  step: vettingStepsService.step,
  finding: vettingStepsService.finding,
};
