import { describe, expect, it } from 'vitest';
import {
  allows,
  canAccess,
  canAccessNamed,
  isBarge,
  isBargeOperator,
  isBargeSide,
  isCompanyAdmin,
  isCompanyUser,
  isCustomer,
  isSurveyor,
  isSystemAdmin,
  isTerminalAdmin,
  isTerminalDesk,
  isTerminalSide,
  isTerminalUser,
  type Permission,
} from './permissions';

describe('canAccess', () => {
  it('refuses barge users a password change and allows everyone else', () => {
    expect(canAccess({ userType: 4, role: 8 }, 'update', 'password')).toBe(false);
    expect(canAccess({ userType: 3, role: 9 }, 'update', 'password')).toBe(true);
    expect(canAccess({ userType: 0, role: 0 }, 'update', 'password')).toBe(true);
  });

  it('keeps notifications from the admin (userType 0)', () => {
    expect(canAccess({ userType: 0, role: 0 }, 'list', 'notifications')).toBe(false);
    expect(canAccess({ userType: 2, role: 5 }, 'list', 'notifications')).toBe(true);
  });

  it('gives the audit log to terminal logistics only', () => {
    expect(canAccess({ userType: 1, role: 1 }, 'list', 'auditLog')).toBe(true);
    expect(canAccess({ userType: 1, role: 2 }, 'list', 'auditLog')).toBe(false);
    expect(canAccess({ userType: 0, role: 0 }, 'list', 'auditLog')).toBe(false);
  });

  it('lets the planners and the head of pilot dispatch pilot jobs, not a pilot (DECISIONS §7a turn 3)', () => {
    expect(canAccess({ userType: 1, role: 1 }, 'dispatch', 'pilotage')).toBe(true);
    expect(canAccess({ userType: 1, role: 2 }, 'dispatch', 'pilotage')).toBe(true);
    expect(canAccess({ userType: 1, role: 12 }, 'dispatch', 'pilotage')).toBe(true);
    expect(canAccess({ userType: 1, role: 10 }, 'dispatch', 'pilotage')).toBe(false);
    expect(canAccess({ userType: 2, role: 12 }, 'dispatch', 'pilotage')).toBe(false);
    // The planning screen itself stays the planners' (the menu table is the spec's).
    expect(canAccess({ userType: 1, role: 12 }, 'plan', 'pilotage')).toBe(false);
  });

  it('gives the COA link and the port clearance to terminal logistics alone, not the system admin (DECISIONS §2)', () => {
    expect(canAccess({ userType: 1, role: 1 }, 'clearance', 'nominations')).toBe(true);
    expect(canAccess({ userType: 0, role: 0 }, 'clearance', 'nominations')).toBe(false);
    for (const role of [2, 3, 10, 11, 12, 13])
      expect(canAccess({ userType: 1, role }, 'clearance', 'nominations')).toBe(false);
    expect(canAccess({ userType: 2, role: 1 }, 'clearance', 'nominations')).toBe(false);
  });

  it('refuses unknown resources and actions, and anonymous callers', () => {
    expect(canAccessNamed({ userType: 1, role: 1 }, 'delete', 'auditLog')).toBe(false);
    expect(canAccessNamed({ userType: 1, role: 1 }, 'list', 'nothing')).toBe(false);
    expect(canAccess(null, 'read', 'profile')).toBe(false);
  });
});

describe('roles by name', () => {
  const who = (userType: number, role: number) => ({ userType, role });
  it.each([
    ['the system admin', who(0, 0), ['isSystemAdmin', 'isTerminalSide', 'isTerminalAdmin']],
    ['terminal logistics', who(1, 1), ['isTerminalUser', 'isTerminalSide', 'isTerminalAdmin', 'isTerminalDesk']],
    ['the control room', who(1, 2), ['isTerminalUser', 'isTerminalSide', 'isTerminalDesk']],
    ['a loading master', who(1, 11), ['isTerminalUser', 'isTerminalSide']],
    ['a company admin', who(2, 4), ['isCompanyUser', 'isCustomer', 'isCompanyAdmin']],
    ['a customer user', who(2, 5), ['isCompanyUser', 'isCustomer']],
    ['a surveyor admin', who(2, 6), ['isCompanyUser', 'isSurveyor']],
    ['a surveyor', who(2, 7), ['isCompanyUser', 'isSurveyor']],
    ['a barge operator', who(3, 9), ['isBargeOperator', 'isBargeSide']],
    ['a barge', who(4, 8), ['isBarge', 'isBargeSide']],
  ] as const)('%s is exactly what its name says', (_name, p, expected) => {
    const named = {
      isSystemAdmin,
      isTerminalUser,
      isTerminalSide,
      isTerminalAdmin,
      isTerminalDesk,
      isCompanyUser,
      isCustomer,
      isCompanyAdmin,
      isSurveyor,
      isBargeOperator,
      isBarge,
      isBargeSide,
    };
    const holds = Object.entries(named)
      .filter(([, f]) => f(p))
      .map(([n]) => n)
      .sort();
    expect(holds).toEqual([...expected].sort());
  });
});

describe('rules named by resource and action', () => {
  // The @ts-expect-error lines are the test: `npm run typecheck` fails when one of them compiles.
  it('compiles only the pairs of the table', () => {
    const clearance: Permission = { resource: 'nominations', action: 'clearance' };
    // @ts-expect-error the audit log has no delete: a route declaring it would answer 403 to everyone
    const noSuchAction: Permission = { resource: 'auditLog', action: 'delete' };
    // @ts-expect-error a misspelt resource
    const noSuchResource: Permission = { resource: 'nomination', action: 'list' };
    const logistics = { userType: 1, role: 1 };
    expect(allows(logistics, clearance)).toBe(true);
    expect(allows(logistics, noSuchAction)).toBe(false);
    expect(allows(logistics, noSuchResource)).toBe(false);
    // @ts-expect-error an action of another resource (approve is the companies')
    expect(canAccess(logistics, 'approve', 'nominations')).toBe(false);
    expect(canAccess(logistics, 'approve', 'companies')).toBe(true);
  });
});
