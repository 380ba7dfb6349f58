import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { uploadNominationFile, visibleFile, visibleNomination } from '../nominations/nominations.files.js';
import * as sds from './users.sds.repository.js';
import { findUser } from './users.repository.js';
import { found } from '../../platform/mutation.js';

/** Safety data sheets per nomination (spec §7 `POST /system/user/uploadSds/{id}`, §8). */
export const sdsService = {
  list: async (request: FastifyRequest, nominationId: number) => {
    await visibleNomination(request, request.server.db, nominationId);
    return sds.listSds(request.server.db, nominationId);
  },
  file: (request: FastifyRequest, nominationId: number, id: number) =>
    visibleFile(request, nominationId, (db) => sds.sdsContent(db, nominationId, id)),
  /** Anyone who sees the nomination may add a sheet until it closes, as with ullage reports. */
  upload: (request: FastifyRequest, nominationId: number) =>
    uploadNominationFile(request, nominationId, {
      action: 'uploadSds',
      logLabel: msg('nominationLog.files.sds'),
      insert: sds.insertSds,
      list: sds.listSds,
    }),
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
