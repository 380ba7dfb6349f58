import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import type { ChecklistItemInput, ChecklistItemRecord } from '../../../contract/schemas/portCall.js';
import { conflict } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import * as repo from './portCall.template.repository.js';

/**
 * The checklist template the terminal maintains in Settings (DECISIONS.md §10). An item is retired
 * (`active` false), never deleted: the answers given keep their own copy of its text.
 */
export const templateService = {
  list: (request: FastifyRequest): Promise<ChecklistItemRecord[]> => repo.listItems(request.server.db),

  create: (request: FastifyRequest, input: ChecklistItemInput): Promise<ChecklistItemRecord> =>
    audited(request, async (tx) => {
      const item = await repo.insertItem(tx, input, request.server.clock());
      return { action: 'create', entity: 'checklistItem', entityId: item.id, before: null, after: item };
    }),

  update: (request: FastifyRequest, id: number, input: ChecklistItemInput): Promise<ChecklistItemRecord> =>
    audited(request, async (tx) => {
      const before = found(await repo.findItem(tx, id, true));
      // A call's answers are keyed by item, not by part: an item moved to another part would answer
      // (and overwrite) its old part's row while the new part waits for it forever.
      if (input.part !== before.part) throw conflict(msg('checklist.partKept'));
      const item = await repo.updateItem(tx, id, input, request.server.clock());
      const action =
        before.active && !item.active ? 'deactivate' : !before.active && item.active ? 'restore' : 'update';
      return { action, entity: 'checklistItem', entityId: id, before, after: item };
    }),
};
