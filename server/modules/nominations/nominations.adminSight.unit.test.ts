import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { documentScope } from '../documents/documents.repository.js';
import type { NominationRow } from './nominations.repository.js';
import { toRecord } from './nominations.record.js';

/**
 * Issue 31 review point 3: the system admin is on the terminal's side, and no more. DECISIONS §2
 * shows the PSA contact, COA link and port clearance to terminal logistics (type 1 role 1) alone;
 * documents are scoped for the admin as for terminal staff (no hidden nomination, no customer's
 * draft, no other side's draft document). The admin reaches neither through a screen today, so the
 * record and the scope are checked where they are made.
 */
const who = (userType: number, role: number): CallerPrincipal => ({
  id: 1,
  userName: 'u',
  nickName: 'U',
  userType,
  role,
  companyId: null,
  shipId: null,
  pilotId: null,
  sessionId: 1,
});
const admin = who(USER_TYPE.ADMIN, ROLES.ADMIN);
const logistics = who(USER_TYPE.TERMINAL, ROLES.TERMINAL_LOGISTICS);
const control = who(USER_TYPE.TERMINAL, ROLES.TERMINAL_CONTROL_ROOM);

const at = new Date('2026-11-20T02:00:00Z');
const row: NominationRow = {
  id: 7,
  status: 'CQ Uploaded',
  companyId: 3,
  companyName: 'Straits',
  bargeId: 4,
  bargeName: 'Star 1',
  bargeImo: '9000001',
  bargeLoa: 90,
  bargeCompanyId: 5,
  productId: 1,
  productName: 'MGO',
  tankId: null,
  tankNumber: null,
  quantity: 1000,
  nominatedQtyMax: null,
  balanceInTank: null,
  bargeReadinessTime: at,
  eta: at,
  pilotId: null,
  pilotName: null,
  pilotType: null,
  pilotExemption: false,
  psaContactNumber: '+65 6000 2222',
  coaLink: 'https://lab.example.com/coa/7.pdf',
  portClearReference: 'PC-7',
  portClearAt: at,
  bargeContactNumber: null,
  hideFromTerminal: false,
  submittedAt: at,
  customCode: null,
  remarks: null,
  jettyId: 1,
  jettyNumber: '1',
  berthId: 1,
  berthName: 'J1-A',
  berthAssignedAt: at,
  estimatedBerthTime: at,
  durationHours: 4,
  actualQuantity: 1000,
  completedAt: null,
  actualAllFastAt: null,
  sofProgress: 'none',
  createdAt: at,
  updatedAt: at,
  surveyors: [{ id: 6, name: 'Surveys Pte' }],
  pendingRequests: 0,
  documentLinks: [
    // A draft certificate of quantity made by the terminal, a draft certificate of quality made by the surveyor.
    { id: 1, type: 'quantity', number: 'CQ-1', status: 'Draft', makerType: USER_TYPE.TERMINAL, makerCompanyId: null },
    { id: 2, type: 'quality', number: 'CQL-1', status: 'Draft', makerType: USER_TYPE.COMPANY, makerCompanyId: 6 },
  ],
  jobPilotIds: [],
};

const clearanceOf = (p: CallerPrincipal) => {
  const r = toRecord(row, p);
  return [r.psaContactNumber, r.coaLink, r.portClearReference, r.portClearAt];
};

describe('what the system admin sees (issue 31 review)', () => {
  it('leaves the PSA contact, COA link and port clearance to terminal logistics', () => {
    expect(clearanceOf(logistics)).toEqual([
      '+65 6000 2222',
      'https://lab.example.com/coa/7.pdf',
      'PC-7',
      at.toISOString(),
    ]);
    expect(clearanceOf(admin)).toEqual([null, null, null, null]);
    expect(clearanceOf(control)).toEqual([null, null, null, null]);
  });

  it("shows the admin a nomination's documents as terminal staff see them: not the surveyor's draft", () => {
    const docs = (p: CallerPrincipal) => toRecord(row, p).documents;
    expect(docs(admin)).toEqual(docs(logistics));
    expect(docs(admin)).toEqual({
      quantity: { id: 1, number: 'CQ-1', status: 'Draft' },
      quality: null,
      billOfLading: null,
      statementOfFacts: null,
    });
  });

  it('scopes the documents of the admin as those of terminal staff', () => {
    const dialect = new PgDialect();
    const compiled = (p: CallerPrincipal) => {
      const scope = documentScope(p);
      return scope ? dialect.sqlToQuery(scope) : undefined;
    };
    expect(compiled(admin)).toBeDefined();
    expect(compiled(admin)).toEqual(compiled(logistics));
  });
});
