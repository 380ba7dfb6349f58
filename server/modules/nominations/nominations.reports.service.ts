import type { FastifyRequest } from 'fastify';
import { FINAL_STATES } from '../../../contract/lifecycle.js';
import { msg } from '../../../contract/messages/index.js';
import { isTerminalAdmin } from '../../../contract/permissions.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import * as nominationsRepo from './nominations.repository.js';
import { LOG, writeLog } from './nominations.log.repository.js';
import { lockVisible } from './nominations.service.js';
import { uploadNominationFile, visibleFile, visibleNomination } from './nominations.files.js';
import { variancePercent } from './nominations.record.js';
import * as ullage from './nominations.ullage.repository.js';
import { justifierOf, listHighVariance, varianceOf } from './nominations.variance.repository.js';
import { settingsOf } from '../settings/settings.service.js';

export const reportService = {
  listUllage: async (request: FastifyRequest, nominationId: number) => {
    await visibleNomination(request, request.server.db, nominationId);
    return ullage.listUllage(request.server.db, nominationId);
  },
  ullageFile: (request: FastifyRequest, nominationId: number, id: number) =>
    visibleFile(request, nominationId, (db) => ullage.ullageContent(db, nominationId, id)),
  /** Anyone who sees the nomination may add an ullage report until it closes (log: Customer Uploaded Document). */
  uploadUllage: (request: FastifyRequest, nominationId: number) =>
    uploadNominationFile(request, nominationId, {
      action: 'uploadUllage',
      logLabel: msg('nominationLog.files.ullage'),
      insert: ullage.insertUllage,
      list: ullage.listUllage,
    }),
  /** `POST /jput/form/delUllageReport`: the uploader or terminal logistics. */
  deleteUllage: (request: FastifyRequest, nominationId: number, id: number) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, nominationId);
      const report = await ullage.findUllage(tx, nominationId, id);
      if (!report) throw notFound();
      if (report.uploadedBy !== p.id && !isTerminalAdmin(p)) throw forbidden();
      if (FINAL_STATES.includes(row.status)) throw conflict('nominations.closed');
      await ullage.deleteUllage(tx, id);
      await writeLog(tx, {
        nominationId,
        action: LOG.infoModified,
        detail: msg('nominationLog.ullageRemoved', { file: report.fileName }),
        userId: p.id,
        at: request.server.clock(),
      });
      const { uploadedBy: _u, ...before } = report;
      return {
        action: 'deleteUllage',
        entity: 'nomination',
        entityId: nominationId,
        before: { ...before, uploadedAt: before.uploadedAt.toISOString() },
        after: { ok: true as const },
      };
    }),

  /** Completed nominations whose actual quantity differs from the nominated one by more than the threshold. */
  async highVariance(
    request: FastifyRequest,
    q: { pageNum: number; pageSize: number; justified?: 'true' | 'false'; searchValue?: string },
  ) {
    const db = request.server.db;
    const { varianceThreshold } = await settingsOf(request, db);
    const rows = await listHighVariance(db, callerOf(request), varianceThreshold, q);
    return {
      rows: rows.map(({ total: _t, ...r }) => ({
        ...r,
        actualQuantity: r.actualQuantity!,
        variancePercent: variancePercent(r.quantity, r.actualQuantity)!,
        completedAt: r.completedAt?.toISOString() ?? null,
        justifiedAt: r.justifiedAt?.toISOString() ?? null,
      })),
      total: rows[0]?.total ?? 0,
    };
  },

  /** A team leader or admin explains a high variance; the explanation can be corrected later, and each version is audited. */
  justify: (request: FastifyRequest, id: number, justification: string) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const { varianceThreshold } = await settingsOf(request, tx);
      // Visible first: a hidden nomination or a draft answers as a missing one (DECISIONS §9).
      await lockVisible(tx, p, id);
      // High as the lists and the dashboard count it, not by the rounded percent the screen shows.
      const variance = await varianceOf(tx, id, varianceThreshold);
      if (!variance?.high) throw conflict('nominations.notHighVariance');
      const previous = variance.justification;
      const now = request.server.clock();
      await nominationsRepo.updateNomination(tx, id, {
        varianceJustification: justification,
        justifiedBy: p.id,
        justifiedAt: now,
      });
      await writeLog(tx, {
        nominationId: id,
        action: LOG.infoModified,
        detail: msg('nominationLog.justified', { text: justification }),
        userId: p.id,
        at: now,
      });
      const by = await justifierOf(tx, p.id);
      return {
        action: 'justifyVariance',
        entity: 'nomination' as const,
        entityId: id,
        before: { justification: previous },
        after: {
          id,
          justification,
          justifiedByName: by?.name ?? null,
          justifiedByRole: by?.role ?? null,
          justifiedAt: now.toISOString(),
        },
      };
    }),
};
