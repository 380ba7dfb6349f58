import type { FastifyRequest } from 'fastify';
import { FINAL_STATES } from '../../../contract/lifecycle.js';
import { conflict, notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { audited } from '../../platform/mutation.js';
import { readUpload } from '../../platform/uploads.js';
import * as nominationsRepo from '../nominations/nominations.repository.js';
import { LOG, writeLog } from '../nominations/nominationLog.repository.js';
import { lockVisible } from '../nominations/nominations.service.js';
import { isVisible } from '../nominations/record.js';
import * as sds from './sds.repository.js';
import { findUser } from './users.repository.js';
import { found } from '../../platform/mutation.js';

/** Who may see the nomination may see its sheets; a nomination hidden from the caller is missing. */
async function visibleNomination(request: FastifyRequest, id: number): Promise<void> {
  const row = await nominationsRepo.findNomination(request.server.db, id);
  if (!row || !isVisible(callerOf(request), row)) throw notFound();
}

/** Safety data sheets per nomination (spec §7 `POST /system/user/uploadSds/{id}`, §8). */
export const sdsService = {
  list: async (request: FastifyRequest, nominationId: number) => {
    await visibleNomination(request, nominationId);
    return sds.listSds(request.server.db, nominationId);
  },
  file: async (request: FastifyRequest, nominationId: number, id: number) => {
    await visibleNomination(request, nominationId);
    const file = await sds.sdsContent(request.server.db, nominationId, id);
    if (!file) throw notFound();
    return file;
  },
  /** Anyone who sees the nomination may add a sheet until it closes, as with ullage reports. */
  upload: async (request: FastifyRequest, nominationId: number) => {
    const file = await readUpload(request);
    return audited(request, async (tx) => {
      const p = callerOf(request);
      const row = await lockVisible(tx, p, nominationId);
      if (FINAL_STATES.includes(row.status)) throw conflict('nominations.closed');
      const now = request.server.clock();
      const id = await sds.insertSds(tx, {
        nominationId,
        ...file,
        size: file.content.length,
        uploadedAt: now,
        uploadedBy: p.id,
      });
      await writeLog(tx, { nominationId, action: LOG.document, detail: `SDS ${file.fileName}`, userId: p.id, at: now });
      const after = (await sds.listSds(tx, nominationId)).find((f) => f.id === id)!;
      return { action: 'uploadSds', entity: 'nomination', entityId: nominationId, before: null, after };
    });
  },
};

/**
 * The per-user sheets kept from before sheets were a nomination's (migration 0029 left them in
 * `user_files`; DECISIONS §9: nothing is dropped): read-only, for whom the guard lets in (the system
 * admin and terminal logistics); a missing user answers 404.
 */
export const legacySdsService = {
  list: async (request: FastifyRequest, userId: number) => {
    found(await findUser(request.server.db, userId));
    return sds.listLegacySds(request.server.db, userId);
  },
  file: async (request: FastifyRequest, userId: number, id: number) =>
    found(await sds.legacySdsContent(request.server.db, userId, id)),
};
