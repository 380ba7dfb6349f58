import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { DEMO_USERS } from '../../demo/seed.js';
import { landingFor, menusFor } from '../../contract/menus.js';
import { sessions, users } from '../../server/db/schema/index.js';
import { SESSION_CACHE_MS } from '../../server/platform/sessionCache.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

describe('sign-in', () => {
  it.each(DEMO_USERS.map((u) => [u.userName, u.userType, u.role] as const))(
    'signs in %s and getInfo gives the menus and landing of the menu table',
    async (userName, userType, role) => {
      const login = await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { username: userName, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(login.body.code).toBe(200);
      const { token, landing } = login.body.data as { token: string; landing: string };
      expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
      expect(landing).toBe(landingFor({ userType, role }));
      const info = await t.call({ method: 'GET', url: '/api/getInfo', token });
      expect(info.status).toBe(200);
      const data = info.body.data as {
        user: { userName: string; userType: number; role: number };
        menus: string[];
        landing: string;
        mvpVesselPayFlag: boolean;
      };
      expect(data.user).toMatchObject({ userName, userType, role });
      expect(data.menus).toEqual(menusFor({ userType, role }));
      expect(data.landing).toBe(landingFor({ userType, role }));
      expect(typeof data.mvpVesselPayFlag).toBe('boolean');
    },
  );

  it('refuses a wrong password and an unknown user with the same generic message', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'customer', password: 'Nope#Password1' },
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody', password: 'Nope#Password1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.msg).toBe(MESSAGES_EN.server.badCredentials);
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('issues a new token on every sign-in and stores only its hash', async () => {
    const a = await t.login('surveyor');
    const b = await t.login('surveyor');
    expect(a).not.toBe(b);
    const stored = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.h === a || s.h === b)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.h))).toBe(true);
  });

  it('accepts the user name in any letter case', async () => {
    await expect(t.login('LOGISTICS')).resolves.toBeTruthy();
  });

  it('writes an audit entry for each sign-in', async () => {
    await t.login('teamleader');
    const [row] = await t.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'login' and user_name = 'teamleader'`,
      )
      .then((r) => r.rows);
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/getInfo' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    const unknown = await t.call({ method: 'GET', url: '/api/getInfo', token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.msg).toBe(MESSAGES_EN.spec.loginExpired);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('controlroom');
    expect((await t.call({ method: 'POST', url: '/api/logout', token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(401);
  });

  it('expires a session after 30 idle minutes, and activity keeps it alive', async () => {
    const token = await t.login('pilot');
    t.clock.advance(20 * MINUTE);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(200);
    t.clock.advance(20 * MINUTE); // 40 min after sign-in, 20 after the last call
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const token = await t.login('loadingmaster');
    // A call every 29 minutes keeps it from idling out: 24 calls reach 11 h 36 min.
    for (let i = 0; i < 24; i++) {
      t.clock.advance(29 * MINUTE);
      expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(200);
    }
    t.clock.advance(29 * MINUTE); // 12 h 05 min after sign-in
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(401);
  });

  it('refuses a deactivated account at sign-in and on a live token', async () => {
    const token = await t.login('headpilot');
    await t.database.db.update(users).set({ status: 'Deactivated' }).where(eq(users.userName, 'headpilot'));
    t.clock.advance(SESSION_CACHE_MS); // a change made behind the app's back counts within the cache window
    const live = await t.call({ method: 'GET', url: '/api/getInfo', token });
    expect(live.status).toBe(401);
    expect(live.body.msg).toBe(MESSAGES_EN.spec.accountExpired);
    const again = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'headpilot', password: TEST_PASSWORD },
    });
    expect(again.status).toBe(401);
    expect(again.body.msg).toBe(MESSAGES_EN.server.badCredentials);
    await t.database.db.update(users).set({ status: 'Active' }).where(eq(users.userName, 'headpilot'));
  });
});

describe('lockout', () => {
  it('locks an account for 30 minutes after 10 failures, with the generic message, then lets it in', async () => {
    const bad = { username: 'companyadmin', password: 'Wrong#Password1' };
    for (let i = 0; i < 10; i++) {
      const res = await t.call({ method: 'POST', url: '/api/login', payload: bad });
      expect(res.status).toBe(401);
    }
    const locked = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'companyadmin', password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(401);
    expect(locked.body.msg).toBe(MESSAGES_EN.server.badCredentials);
    t.clock.advance(29 * MINUTE);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'companyadmin', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    t.clock.advance(2 * MINUTE);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'companyadmin', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    await t.login('surveyor'); // starts from a clean count whatever ran before
    const bad = { username: 'surveyor', password: 'Wrong#Password1' };
    for (let i = 0; i < 9; i++) await t.call({ method: 'POST', url: '/api/login', payload: bad });
    await t.login('surveyor');
    for (let i = 0; i < 9; i++) await t.call({ method: 'POST', url: '/api/login', payload: bad });
    await expect(t.login('surveyor')).resolves.toBeTruthy();
  });
});

describe('change password', () => {
  it('refuses a weak password with the spec message', async () => {
    const token = await t.login('surveyoradmin');
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user/updatePass',
      token,
      payload: { oldPassword: TEST_PASSWORD, password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: MESSAGES_EN.spec.passwordRule, key: 'spec.passwordRule', field: 'password' });
  });

  it('refuses a wrong current password', async () => {
    const token = await t.login('surveyoradmin');
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user/updatePass',
      token,
      payload: { oldPassword: 'Wrong#Password1', password: 'Another#Pass2026' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(MESSAGES_EN.server.wrongOldPassword);
  });

  it('changes the password and revokes every session of the user', async () => {
    const a = await t.login('bargeoperator');
    const b = await t.login('bargeoperator');
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user/updatePass',
      token: a,
      payload: { oldPassword: TEST_PASSWORD, password: 'Fresh Pass#2026x' },
    });
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token: a })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token: b })).status).toBe(401);
    await expect(t.login('bargeoperator', 'Fresh Pass#2026x')).resolves.toBeTruthy();
    const old = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'bargeoperator', password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it('refuses barge users (userType 4) with 403', async () => {
    const token = await t.login('barge');
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user/updatePass',
      token,
      payload: { oldPassword: TEST_PASSWORD, password: 'Another#Pass2026' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
  });
});
