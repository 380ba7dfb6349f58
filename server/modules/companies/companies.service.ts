import type { FastifyRequest } from 'fastify';
import type { CompanyInput, CompanyListQuery, CompanyRecord } from '../../../contract/schemas/companies.js';
import { hasMenu } from '../../../contract/menus.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import { masterDataService } from '../../platform/masterData.js';
import * as repo from './companies.repository.js';

/** Those with the company screen see every company; anyone else only their own (undefined: no scope). */
function scopeOf(request: FastifyRequest): number | null | undefined {
  const p = callerOf(request);
  return hasMenu(p, 'company') ? undefined : p.companyId;
}

export const companyService = masterDataService<CompanyListQuery, CompanyInput, CompanyRecord>({
  entity: 'company',
  list: (request, q) => repo.listCompanies(request.server.db, q, scopeOf(request)),
  find: repo.findCompany,
  insert: (tx, input) => repo.insertCompany(tx, input),
  update: (tx, id, input, request) => repo.updateCompany(tx, id, input, request.server.clock()),
  setActive: (tx, id, active, request) => repo.updateCompany(tx, id, { active }, request.server.clock()),
  guard(request, company) {
    const scope = scopeOf(request);
    if (scope !== undefined && scope !== company.id) throw forbidden();
  },
  async check(tx, input, id) {
    if (await repo.codeTaken(tx, input.code, id)) throw conflict('records.codeTaken');
    if (input.parentCompanyId === null) return;
    if (input.parentCompanyId === id || (id !== undefined && (await repo.wouldCycle(tx, id, input.parentCompanyId)))) {
      throw badRequest('records.ownParent');
    }
    found(await repo.findCompany(tx, input.parentCompanyId));
  },
});

/**
 * `POST /companies/:id/approve`: a self-registered company becomes visible to others (as surveyor,
 * barge owner) and may nominate (DECISIONS.md §8). Approving an approved company changes nothing.
 */
export function approveCompany(request: FastifyRequest, id: number): Promise<CompanyRecord> {
  return audited(request, async (tx) => {
    const before = found(await repo.findCompany(tx, id));
    if (!before.approved) await repo.updateCompany(tx, id, { approved: true }, request.server.clock());
    const after = found(await repo.findCompany(tx, id));
    return { action: 'approveCompany', entity: 'company', entityId: id, before, after };
  });
}
