import type { FastifyRequest } from 'fastify';
import type { CompanyInput, CompanyListQuery, CompanyRecord } from '../../../contract/schemas/companies.js';
import { hasMenu } from '../../../contract/menus.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import type { ResourceService } from '../../platform/resourceRoutes.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './companies.repository.js';

/** Those with the company screen see every company; anyone else only their own (undefined: no scope). */
function scopeOf(request: FastifyRequest): number | null | undefined {
  const p = callerOf(request);
  return hasMenu(p, 'company') ? undefined : p.companyId;
}

async function checkInput(db: DbOrTx, input: CompanyInput, id?: number): Promise<void> {
  if (await repo.codeTaken(db, input.code, id)) throw conflict('records.codeTaken');
  if (input.parentCompanyId !== null) {
    if (input.parentCompanyId === id || (id !== undefined && (await repo.wouldCycle(db, id, input.parentCompanyId)))) {
      throw badRequest('records.ownParent');
    }
    found(await repo.findCompany(db, input.parentCompanyId));
  }
}

async function setActive(request: FastifyRequest, id: number, active: boolean): Promise<CompanyRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findCompany(tx, id));
    await repo.updateCompany(tx, id, { active }, request.server.clock());
    return {
      action: active ? 'restore' : 'deactivate',
      entity: 'company',
      entityId: id,
      before,
      after: found(await repo.findCompany(tx, id)),
    };
  });
}

export const companyService: ResourceService<CompanyListQuery, CompanyInput, CompanyRecord> = {
  list: (request, q) => repo.listCompanies(request.server.db, q, scopeOf(request)),
  async get(request, id) {
    const p = callerOf(request);
    if (!hasMenu(p, 'company') && p.companyId !== id) throw forbidden();
    return found(await repo.findCompany(request.server.db, id));
  },
  create: (request, input) =>
    audited(request, async (tx) => {
      await checkInput(tx, input);
      const id = await repo.insertCompany(tx, input);
      return {
        action: 'create',
        entity: 'company',
        entityId: id,
        before: null,
        after: found(await repo.findCompany(tx, id)),
      };
    }),
  update: (request, id, input) =>
    audited(request, async (tx) => {
      const before = found(await repo.findCompany(tx, id));
      await checkInput(tx, input, id);
      await repo.updateCompany(tx, id, input, request.server.clock());
      return {
        action: 'update',
        entity: 'company',
        entityId: id,
        before,
        after: found(await repo.findCompany(tx, id)),
      };
    }),
  deactivate: (request, id) => setActive(request, id, false),
  restore: (request, id) => setActive(request, id, true),
};
