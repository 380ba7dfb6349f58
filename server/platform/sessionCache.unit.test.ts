import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS, SessionCache } from './sessionCache.js';
import type { SessionLookup } from './sessions.js';
import { HOUR } from '../../contract/time.js';

const T0 = Date.parse('2026-03-01T08:00:00Z');

const session = (sessionId: number, userId: number): SessionLookup => ({
  sessionId,
  lastSeenAt: new Date(T0),
  expiresAt: new Date(T0 + HOUR),
  user: {
    id: userId,
    userName: `u${userId}`,
    nickName: `U${userId}`,
    userType: 1,
    role: 1,
    companyId: null,
    shipId: null,
    pilotId: null,
    status: 'Active',
  },
});

describe('session cache', () => {
  it('answers within the window and forgets at its end, by the clock it is given', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 1), T0);
    expect(cache.get('a', T0 + SESSION_CACHE_MS - 1)?.sessionId).toBe(1);
    expect(cache.get('a', T0 + SESSION_CACHE_MS)).toBeUndefined();
    // Forgotten for good, not only for that call.
    expect(cache.get('a', T0 + 1)).toBeUndefined();
  });

  it('does not trust an entry when the clock went back', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 1), T0);
    expect(cache.get('a', T0 - 1)).toBeUndefined();
    expect(cache.get('a', T0)).toBeUndefined();
  });

  it('forgets a session, or every session of a user, at once', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 7), T0);
    cache.set('b', session(2, 7), T0);
    cache.set('c', session(3, 8), T0);
    cache.forgetSession(1);
    expect(cache.get('a', T0)).toBeUndefined();
    expect(cache.get('b', T0)?.sessionId).toBe(2);
    cache.forgetUser(7);
    expect(cache.get('b', T0)).toBeUndefined();
    expect(cache.get('c', T0)?.sessionId).toBe(3);
  });

  it('holds at most 20,000 entries, dropping the least recently used', () => {
    const cache = new SessionCache();
    for (let i = 0; i < 20_000; i++) cache.set(`k${i}`, session(i, i), T0);
    expect(cache.get('k0', T0)?.sessionId).toBe(0);
    cache.set('new', session(-1, -1), T0);
    expect(cache.get('k0', T0)?.sessionId).toBe(0);
    expect(cache.get('k1', T0)).toBeUndefined();
    expect(cache.get('new', T0)?.sessionId).toBe(-1);
  });
});
