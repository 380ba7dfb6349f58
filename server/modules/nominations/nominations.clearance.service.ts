import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { conflict } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import * as repo from './nominations.repository.js';
import { LOG, writeLog } from './nominations.log.repository.js';
import { toRecord } from './nominations.record.js';
import { lockVisible } from './nominations.service.js';

/** Port clearance is recorded once the cargo is measured: from CQ Uploaded on (DECISIONS §7). */
const CLEARABLE = ['CQ Uploaded', 'Completed'];

/**
 * Terminal logistics' records on a nomination (DECISIONS §7): the certificate of analysis' address
 * and the port clearance. Each is one transaction with its log line and audit entry.
 */
export const clearanceService = {
  setCoaLink: (request: FastifyRequest, id: number, coaLink: string | null) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      // Visible first: a hidden nomination or a draft answers as a missing one (DECISIONS §9).
      const row = await lockVisible(tx, p, id);
      const now = request.server.clock();
      await repo.updateNomination(tx, id, { coaLink, updatedAt: now });
      await writeLog(tx, {
        nominationId: id,
        action: LOG.infoModified,
        detail: coaLink ? msg('nominationLog.coaLink', { link: coaLink }) : msg('nominationLog.coaLinkRemoved'),
        userId: p.id,
        at: now,
      });
      return {
        action: 'setCoaLink',
        entity: 'nomination' as const,
        entityId: id,
        before: { coaLink: row.coaLink },
        after: toRecord((await repo.findNomination(tx, id))!, p),
      };
    }),

  setPortClear: (request: FastifyRequest, id: number, input: { reference: string; clearedAt: string }) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, id);
      if (!CLEARABLE.includes(row.status))
        throw conflict(msg('nominations.portClearTooEarly', { status: { key: `statuses.${row.status}` } }));
      const now = request.server.clock();
      const clearedAt = new Date(input.clearedAt);
      await repo.updateNomination(tx, id, {
        portClearReference: input.reference,
        portClearAt: clearedAt,
        portClearBy: p.id,
        updatedAt: now,
      });
      await writeLog(tx, {
        nominationId: id,
        action: LOG.infoModified,
        detail: msg('nominationLog.portClearance', { reference: input.reference }),
        userId: p.id,
        at: now,
      });
      return {
        action: 'setPortClear',
        entity: 'nomination' as const,
        entityId: id,
        before: { portClearReference: row.portClearReference, portClearAt: row.portClearAt?.toISOString() ?? null },
        after: toRecord((await repo.findNomination(tx, id))!, p),
      };
    }),
};
