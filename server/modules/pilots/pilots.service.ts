import type { FastifyRequest } from 'fastify';
import type { PilotInput, PilotRecord } from '../../../contract/schemas/pilots.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { callerOf } from '../../platform/guard.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import * as repo from './pilots.repository.js';

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<PilotRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findPilot(tx, id));
    await repo.updatePilot(tx, id, { active });
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'pilot',
      entityId: id,
      before,
      after: found(await repo.findPilot(tx, id)),
    };
  });
}

export const pilotService: ResourceService<ListQuery & { kind?: PilotRecord['kind'] }, PilotInput, PilotRecord> = {
  list: (request, q) => repo.listPilots(request.server.db, q),
  get: async (request, id) => found(await repo.findPilot(request.server.db, id)),
  create: (request, input) =>
    audited(request, async (tx) => {
      const id = await repo.insertPilot(tx, input, callerOf(request).id, request.server.clock());
      return {
        action: 'create',
        entity: 'pilot',
        entityId: id,
        before: null,
        after: found(await repo.findPilot(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findPilot(tx, id));
      await repo.updatePilot(tx, id, input);
      return { action: 'update', entity: 'pilot', entityId: id, before, after: found(await repo.findPilot(tx, id)) };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
