import type { FastifyRequest } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { companies, nominations, products, ships, users } from '../../db/schema/index.js';
import { FINAL_STATES } from '../../../contract/lifecycle.js';
import { isTerminalAdmin } from '../../../contract/permissions.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { containsPattern, offsetOf, whereAll } from '../../platform/listing.js';
import { nameOfUser, roleOfUser } from '../../platform/people.js';
import { audited } from '../../platform/mutation.js';
import * as nominationsRepo from './nominations.repository.js';
import { LOG, writeLog } from './nominationLog.repository.js';
import { lockVisible } from './nominations.service.js';
import { uploadNominationFile, visibleFile, visibleNomination } from './nominationFiles.js';
import { variancePercent } from './record.js';
import * as ullage from './ullage.repository.js';
import { justified, varianceAbove } from './listFilters.js';
import { varianceOf } from './variance.repository.js';
import { settingsOf } from '../settings/settings.service.js';

/** |actual − nominated| / nominated above the threshold, in percent (DECISIONS.md §7). */
const varianceSql = sql<number>`round(abs(${nominations.actualQuantity} - ${nominations.quantity}) / ${nominations.quantity} * 100, 3)`;

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
      logLabel: 'ullage report',
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
        detail: `ullage report ${report.fileName} removed`,
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
    const where = whereAll(
      // The caller's sight of nominations: the terminal's side never sees hidden ones (DECISIONS §9).
      nominationsRepo.scopeOf(callerOf(request)),
      eq(nominations.status, 'Completed'),
      // The one definition the list's filter and the dashboard's figures use (listFilters.ts).
      varianceAbove(varianceThreshold),
      q.justified ? justified(q.justified === 'true') : undefined,
      q.searchValue
        ? sql`(${ships.name} ILIKE ${containsPattern(q.searchValue)} OR ${companies.name} ILIKE ${containsPattern(q.searchValue)})`
        : undefined,
    );
    const rows = await db
      .select({
        id: nominations.id,
        companyName: companies.name,
        bargeName: ships.name,
        productName: products.name,
        quantity: nominations.quantity,
        actualQuantity: nominations.actualQuantity,
        completedAt: nominations.completedAt,
        justification: nominations.varianceJustification,
        // The display name and role, never the sign-in name (DECISIONS.md §12).
        justifiedByName: nameOfUser(nominations.justifiedBy),
        justifiedByRole: roleOfUser(nominations.justifiedBy),
        justifiedAt: nominations.justifiedAt,
        total: sql<number>`count(*) OVER ()::int`,
      })
      .from(nominations)
      .innerJoin(companies, eq(companies.id, nominations.companyId))
      .innerJoin(ships, eq(ships.id, nominations.bargeId))
      .innerJoin(products, eq(products.id, nominations.productId))
      .where(where)
      .orderBy(sql`${nominations.varianceJustification} IS NOT NULL`, desc(varianceSql), desc(nominations.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
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
        detail: `variance justification: ${justification}`,
        userId: p.id,
        at: now,
      });
      const [by] = await tx.select({ name: users.nickName, role: users.role }).from(users).where(eq(users.id, p.id));
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
