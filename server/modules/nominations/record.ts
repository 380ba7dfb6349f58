import { allowedActions, DRAFT_STATES, type Relation } from '../../../contract/lifecycle.js';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
import { isTerminalAdmin } from '../../../contract/permissions.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { iso, num } from '../../platform/mutation.js';
import type { NominationRow } from './nominations.repository.js';

export function relationOf(p: CallerPrincipal, row: Pick<NominationRow, 'companyId' | 'bargeId' | 'bargeCompanyId'>): Relation {
  return {
    owner: p.userType === 2 && (p.role === 4 || p.role === 5) && p.companyId === row.companyId,
    bargeSide: (p.userType === 4 && p.shipId === row.bargeId) || (p.userType === 3 && p.companyId !== null && p.companyId === row.bargeCompanyId),
  };
}

/** The same scope as the list's SQL (nominations.repository scopeOf), for one record already read. */
export function isVisible(p: CallerPrincipal, row: NominationRow): boolean {
  switch (p.userType) {
    case 0: return true;
    case 1: return !row.hideFromTerminal;
    case 2: return p.role === 6 || p.role === 7 ? row.surveyors.some((s) => s.id === p.companyId) : row.companyId === p.companyId;
    case 3: return p.companyId !== null && row.bargeCompanyId === p.companyId;
    case 4: return row.bargeId === p.shipId;
    default: return false;
  }
}

export function variancePercent(quantity: number, actual: number | null): number | null {
  return actual === null ? null : Math.round(((actual - quantity) / quantity) * 100_000) / 1000;
}

/** A row as the caller may see it: the PSA contact only for terminal logistics, and what the caller can do now. */
export function toRecord(row: NominationRow, p: CallerPrincipal): NominationRecord {
  const relation = relationOf(p, row);
  const quantity = Number(row.quantity);
  const actualQuantity = num(row.actualQuantity);
  const { bargeCompanyId: _company, ...rest } = row;
  return {
    ...rest,
    bargeLoa: Number(row.bargeLoa),
    quantity,
    nominatedQtyMax: num(row.nominatedQtyMax),
    balanceInTank: num(row.balanceInTank),
    bargeReadinessTime: iso(row.bargeReadinessTime),
    eta: iso(row.eta),
    pilotType: row.pilotType as NominationRecord['pilotType'],
    psaContactNumber: isTerminalAdmin(p) ? row.psaContactNumber : null,
    berthAssignedAt: iso(row.berthAssignedAt),
    estimatedBerthTime: iso(row.estimatedBerthTime),
    durationHours: num(row.durationHours),
    actualQuantity,
    variancePercent: variancePercent(quantity, actualQuantity),
    completedAt: iso(row.completedAt),
    documents: { quantity: null, quality: null, billOfLading: null },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: allowedActions(p, relation, row.status),
    editable: relation.owner && DRAFT_STATES.includes(row.status),
  };
}
