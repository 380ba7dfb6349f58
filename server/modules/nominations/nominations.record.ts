import { allowedActions, DRAFT_STATES, type Relation } from '../../../contract/lifecycle.js';
import type { NominationRecord } from '../../../contract/schemas/nominations.js';
import {
  canAccess,
  isBarge,
  isBargeOperator,
  isCompanyUser,
  isCustomer,
  isPilot,
  isSurveyor,
  isSystemAdmin,
  isTerminalSide,
  isTerminalUser,
} from '../../../contract/permissions.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { iso } from '../../platform/mutation.js';
import type { DocumentLink, NominationRow } from './nominations.repository.js';
import { terminalSeesRow } from '../nominationScope/nominationScope.repository.js';
import { USER_TYPE } from '../../../contract/enums.js';
import type { SofProgress } from '../../../contract/portCall.js';

export function relationOf(
  p: CallerPrincipal,
  row: Pick<NominationRow, 'companyId' | 'bargeId' | 'bargeCompanyId'>,
): Relation {
  return {
    owner: isCustomer(p) && p.companyId === row.companyId,
    bargeSide:
      (isBarge(p) && p.shipId === row.bargeId) ||
      (isBargeOperator(p) && p.companyId !== null && p.companyId === row.bargeCompanyId),
  };
}

/** The same scope as the list's SQL (nominationScope scopeOf), for one record already read. */
export function isVisible(p: CallerPrincipal, row: NominationRow): boolean {
  if (isPilot(p)) return terminalSeesRow(row) && p.pilotId !== null && row.jobPilotIds.map(Number).includes(p.pilotId);
  if (isTerminalUser(p) || isSystemAdmin(p)) return terminalSeesRow(row);
  if (isCompanyUser(p) && !isSurveyor(p)) return row.companyId === p.companyId;
  // Drafts are the customer's own until submitted, and stay so when revoked (nominationScope scopeOf).
  if (row.submittedAt === null) return false;
  if (isSurveyor(p)) return row.surveyors.some((s) => s.id === p.companyId);
  if (isBargeOperator(p)) return p.companyId !== null && row.bargeCompanyId === p.companyId;
  if (isBarge(p)) return row.bargeId === p.shipId;
  return false;
}

export function variancePercent(quantity: number, actual: number | null): number | null {
  return actual === null ? null : Math.round(((actual - quantity) / quantity) * 100_000) / 1000;
}

/**
 * A row as the caller may see it: the PSA contact, COA link and port clearance only for terminal logistics, and what the caller
 * can do now. Every field is written out, not spread from the row: drizzle builds a row key by key,
 * which leaves V8 a slow (dictionary) object that costs ten times more to copy and twice as much to
 * encode; a literal is one fast shape (the list's answer is most of its Node work, issue 14).
 */
export function toRecord(row: NominationRow, p: CallerPrincipal): NominationRecord {
  const relation = relationOf(p, row);
  // DECISIONS §2: the PSA contact, COA link and port clearance are terminal logistics' alone (type 1
  // role 1), not the system admin's: the same rule as the calls that set them.
  const terminal = canAccess(p, 'clearance', 'nominations');
  return {
    id: row.id,
    status: row.status,
    companyId: row.companyId,
    companyName: row.companyName,
    bargeId: row.bargeId,
    bargeName: row.bargeName,
    bargeImo: row.bargeImo,
    bargeLoa: row.bargeLoa,
    productId: row.productId,
    productName: row.productName,
    tankId: row.tankId,
    tankNumber: row.tankNumber,
    quantity: row.quantity,
    nominatedQtyMax: row.nominatedQtyMax,
    balanceInTank: row.balanceInTank,
    bargeReadinessTime: iso(row.bargeReadinessTime),
    eta: iso(row.eta),
    pilotId: row.pilotId,
    pilotName: row.pilotName,
    pilotType: row.pilotType as NominationRecord['pilotType'],
    pilotExemption: row.pilotExemption,
    psaContactNumber: terminal ? row.psaContactNumber : null,
    coaLink: terminal ? row.coaLink : null,
    portClearReference: terminal ? row.portClearReference : null,
    portClearAt: terminal ? iso(row.portClearAt) : null,
    bargeContactNumber: row.bargeContactNumber,
    hideFromTerminal: row.hideFromTerminal,
    customCode: row.customCode,
    remarks: row.remarks,
    jettyId: row.jettyId,
    jettyNumber: row.jettyNumber,
    berthId: row.berthId,
    berthName: row.berthName,
    berthAssignedAt: iso(row.berthAssignedAt),
    estimatedBerthTime: iso(row.estimatedBerthTime),
    durationHours: row.durationHours,
    actualQuantity: row.actualQuantity,
    variancePercent: variancePercent(row.quantity, row.actualQuantity),
    completedAt: iso(row.completedAt),
    surveyors: row.surveyors,
    documents: documentsSeenBy(p, row.documentLinks),
    pendingRequests: row.pendingRequests,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    actions: allowedActions(p, relation, row.status),
    editable: relation.owner && DRAFT_STATES.includes(row.status),
    when: whenOf(row),
    sofProgress: row.sofProgress as SofProgress,
    // Marked only once signed, which every reader of the nomination may see (issue 34).
    offSpec: row.documentLinks.some((l) => l.type === 'quality' && l.offSpec === true),
  };
}

/** The list's "when" (issue 33): the actual all fast once the statement of facts has it, else the estimated berth time, else the ETA. */
export function whenOf(
  row: Pick<NominationRow, 'actualAllFastAt' | 'estimatedBerthTime' | 'eta'>,
): NominationRecord['when'] {
  if (row.actualAllFastAt) return { at: row.actualAllFastAt.toISOString(), kind: 'allFast' };
  if (row.estimatedBerthTime) return { at: row.estimatedBerthTime.toISOString(), kind: 'berth' };
  if (row.eta) return { at: row.eta.toISOString(), kind: 'eta' };
  return null;
}

/**
 * The nomination's documents as the caller may see them (documents.repository documentScope): a
 * customer only signed ones, a draft only its maker's side.
 */
function documentsSeenBy(p: CallerPrincipal, links: DocumentLink[]): NominationRecord['documents'] {
  const seen = (l: DocumentLink) => {
    if (isCustomer(p)) return l.status === 'Signed';
    if (l.status !== 'Draft') return true;
    if (isTerminalSide(p)) return l.makerType === USER_TYPE.TERMINAL;
    return isSurveyor(p) && l.makerType === USER_TYPE.COMPANY && l.makerCompanyId === p.companyId;
  };
  const link = (type: DocumentLink['type']) => {
    const l = links.find((x) => x.type === type && seen(x));
    return l ? { id: l.id, number: l.number, status: l.status } : null;
  };
  return {
    quantity: link('quantity'),
    quality: link('quality'),
    billOfLading: link('billOfLading'),
    statementOfFacts: link('statementOfFacts'),
  };
}
