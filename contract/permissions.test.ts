import { describe, expect, it } from 'vitest';
import { canAccess } from './permissions';

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

  it('refuses unknown resources and actions, and anonymous callers', () => {
    expect(canAccess({ userType: 1, role: 1 }, 'delete', 'auditLog')).toBe(false);
    expect(canAccess({ userType: 1, role: 1 }, 'list', 'nothing')).toBe(false);
    expect(canAccess(null, 'read', 'profile')).toBe(false);
  });
});
