import { describe, expect, it } from 'vitest';
import { landingFor, menusFor } from './menus';
import { isValidUserTypeRole, ROLES, USER_TYPES, type Role } from './enums';

const ROLE_IDS = Object.values(ROLES) as Role[];

const ADMIN = [
  '/admin/unqualified-ships',
  '/admin/jetty',
  '/admin/tank',
  '/admin/company',
  '/admin/ship',
  '/admin/pilot',
];
const CERT = ['/certificate/quality', '/certificate/quantity', '/certificate/billOfLading'];

/** DECISIONS.md §2 written out by hand, path by path, independently of MENU_TABLE. */
const EXPECTED: [number, number, string[], string][] = [
  [0, 0, [...ADMIN, '/highVariance/index', '/settings/index'], '/admin/unqualified-ships'],
  [
    1,
    1,
    [
      '/dashboard/index',
      '/barging/index',
      ...ADMIN,
      ...CERT,
      '/requests/index',
      '/highVariance/index',
      '/pilotagePlanning/index',
      '/settings/index',
      '/billing-record/index',
      // DECISIONS §11 (issue 34): invoices beside the billing records.
      '/invoices/index',
      '/excel/logistic/index',
      '/equipment-report/index',
      '/ship-vetting/index',
      '/mooring-report/index',
      '/auditLog/index',
    ],
    '/dashboard/index',
  ],
  [
    1,
    2,
    ['/barging/index', ...CERT, '/requests/index', '/pilotagePlanning/index', '/equipment-report/index'],
    '/barging/index',
  ],
  [1, 3, ['/barging/index', ...CERT, '/highVariance/index', '/equipment-report/index'], '/barging/index'],
  // DECISIONS §7a puts /pilot/index inside the layout: pilots land there (docs/decisions.md).
  [1, 10, ['/barging/index', '/pilot/index', '/excel/pilot/index', '/equipment-report/index'], '/pilot/index'],
  [1, 11, ['/barging/index', ...CERT, '/equipment-report/index'], '/barging/index'],
  [
    1,
    12,
    ['/barging/index', '/admin/pilot', '/pilot/index', '/excel/pilot/index', '/equipment-report/index'],
    '/barging/index',
  ],
  [1, 13, ['/ship-vetting/index'], '/ship-vetting/index'],
  [
    2,
    4,
    // DECISIONS §11 (issue 34): the customer's own charges and invoices, under reports.
    [
      '/dashboard/index',
      '/barging/index',
      '/certificate/quantity',
      '/charges/index',
      '/invoices/index',
      '/settings/index',
      '/ship-vetting/index',
    ],
    '/dashboard/index',
  ],
  [
    2,
    5,
    // DECISIONS §11 (issue 34): the customer's own charges and invoices, under reports.
    [
      '/dashboard/index',
      '/barging/index',
      '/certificate/quantity',
      '/charges/index',
      '/invoices/index',
      '/settings/index',
      '/ship-vetting/index',
    ],
    '/dashboard/index',
  ],
  [2, 6, ['/barging/index', '/certificate/quality', '/certificate/billOfLading'], '/certificate/quality'],
  [2, 7, ['/barging/index', '/certificate/quality', '/certificate/billOfLading'], '/certificate/quality'],
  [3, 9, ['/barging/index', '/admin/ship', '/certificate/quantity'], '/barging/index'],
  [4, 8, ['/barging/index', '/certificate/quantity'], '/barging/index'],
];

describe('the menu table (DECISIONS.md §2)', () => {
  it.each(EXPECTED)('type %i role %i gets exactly its entries and landing', (userType, role, menus, landing) => {
    expect([...menusFor({ userType, role })].sort()).toEqual([...menus].sort());
    expect(landingFor({ userType, role })).toBe(landing);
  });

  it('covers every valid (userType, role) pair and nothing else', () => {
    for (const userType of USER_TYPES) {
      for (const role of ROLE_IDS) {
        const listed = EXPECTED.some(([t, r]) => t === userType && r === role);
        expect(isValidUserTypeRole(userType, role)).toBe(listed);
        expect(menusFor({ userType, role }).length > 0).toBe(listed);
      }
    }
  });

  it('lands an unknown pair on /404 with no menu', () => {
    expect(menusFor({ userType: 4, role: 1 })).toEqual([]);
    expect(landingFor({ userType: 9, role: 0 })).toBe('/404');
  });
});
