import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import type { UserRecord } from '../../contract/schemas/users.js';
import { HOUR } from '../../contract/time.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

const application = (over: object = {}) => ({
  kind: 'customer',
  companyName: 'Oceanic Petroleum Pte. Ltd.',
  country: 'sg',
  uen: '200912345K',
  userName: 'oceanic.admin',
  nickName: 'Mei Ling',
  email: 'meiling@oceanic.example',
  password: TEST_PASSWORD,
  ...over,
});

/** The activation code in the last e-mail to `to`, as the recipient would click it. */
async function linkCode(to: string): Promise<string> {
  const [mail] = await t.asOwner<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  const match = /\/activate\?code=([\w-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no activation link in ${mail?.body}`);
  return match[1]!;
}

const signIn = (username: string, password = TEST_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('registration and activation', () => {
  it('registers a company with its first user, who can sign in only after following the e-mailed link, once', async () => {
    const res = await t.ok<{ userName: string }>({ method: 'POST', url: '/api/register', payload: application() });
    expect(res.userName).toBe('oceanic.admin');
    const [company] = await t.asOwner<{ code: string; kind: string; country: string }>(
      "SELECT code, kind, country FROM companies WHERE name = 'Oceanic Petroleum Pte. Ltd.'",
    );
    expect(company).toEqual({ code: 'OCEANICPETROLEUMPTEL', kind: 'customer', country: 'SG' });
    const [user] = await t.asOwner<{ status: string; user_type: number; role: number }>(
      "SELECT status, user_type, role FROM users WHERE user_name = 'oceanic.admin'",
    );
    expect(user).toEqual({ status: 'Pending Verification', user_type: 2, role: 4 });
    expect((await signIn('oceanic.admin')).status).toBe(401);

    const code = await linkCode('meiling@oceanic.example');
    const info = await t.ok({ method: 'GET', url: `/api/system/user/verification/${code}` });
    expect(info).toEqual({
      userName: 'oceanic.admin',
      email: 'meiling@oceanic.example',
      companyName: 'Oceanic Petroleum Pte. Ltd.',
      needsPassword: false,
    });
    await t.ok({ method: 'POST', url: '/api/system/user/verifyAccount', payload: { code } });
    expect((await signIn('oceanic.admin')).status).toBe(200);

    for (const again of [
      t.call({ method: 'POST', url: '/api/system/user/verifyAccount', payload: { code } }),
      t.call({ method: 'GET', url: `/api/verifyAccount/${code}` }),
      t.call({ method: 'GET', url: `/api/system/user/verification/${code}` }),
    ]) {
      expect(await again).toMatchObject({ status: 400, body: { msg: MESSAGES_EN.spec.invalidUrl } });
    }
    const audit = await t.asOwner<{ action: string }>(
      "SELECT action FROM audit_log WHERE action IN ('register', 'verifyAccount') ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(['register', 'verifyAccount']);
  });

  it('answers forged, unknown and expired links with the same message', async () => {
    await t.ok({
      method: 'POST',
      url: '/api/register',
      payload: application({
        kind: 'barge_operator',
        companyName: 'Tug & Barge Co',
        userName: 'tug.admin',
        email: 'ops@tug.example',
        uen: null,
      }),
    });
    const code = await linkCode('ops@tug.example');
    const forged = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'x', 'not-a-real-code-0000000000000000000000', '%3Cscript%3E']) {
      expect(await t.call({ method: 'GET', url: `/api/verifyAccount/${bad}` })).toMatchObject({
        status: 400,
        body: { msg: MESSAGES_EN.spec.invalidUrl },
      });
    }
    t.clock.advance(73 * HOUR);
    expect(await t.call({ method: 'GET', url: `/api/verifyAccount/${code}` })).toMatchObject({
      status: 400,
      body: { msg: MESSAGES_EN.spec.invalidUrl },
    });
    const [user] = await t.asOwner<{ status: string; user_type: number; role: number }>(
      "SELECT status, user_type, role FROM users WHERE user_name = 'tug.admin'",
    );
    expect(user).toEqual({ status: 'Pending Verification', user_type: 3, role: 9 });
  });

  it('answers a stranger the same whether the user, the address or the company exist, and tells the address owner instead', async () => {
    const before = await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const lastMail = async (to: string) =>
      (
        await t.asOwner<{ subject: string }>(
          'SELECT subject FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
          [to],
        )
      )[0]?.subject;
    const cases: [object, string, string][] = [
      // The address belongs to oceanic.admin (registered above): its owner hears of the attempt.
      [
        application({ companyName: 'Another Co', userName: 'another' }),
        'meiling@oceanic.example',
        'Berth: someone tried to register with your address',
      ],
      [
        application({ companyName: 'Another Co', email: 'fresh@another.example' }),
        'fresh@another.example',
        'Berth: choose another user name',
      ],
      [
        application({ userName: 'someone.else', email: 'else@oceanic.example' }),
        'else@oceanic.example',
        'Berth: your company is already registered',
      ],
    ];
    const answers: unknown[] = [];
    for (const [payload, to, subject] of cases) {
      const res = await t.call({ method: 'POST', url: '/api/register', payload });
      expect(res.status).toBe(200);
      answers.push(Object.keys(res.body.data as object).sort());
      expect(await lastMail(to)).toBe(subject);
    }
    // Each answer has the shape of a real registration's, and nothing was written.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('refuses a weak password and an unknown kind, writing nothing', async () => {
    const before = await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const cases: [object, number, string][] = [
      [
        application({ companyName: 'Weak Co', userName: 'weak', email: 'weak@x.example', password: 'short' }),
        400,
        MESSAGES_EN.spec.passwordRule,
      ],
      [application({ companyName: 'Odd Co', userName: 'odd', email: 'odd@x.example', kind: 'terminal' }), 400, ''],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await t.call({ method: 'POST', url: '/api/register', payload });
      expect(res.status).toBe(status);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it("builds activation links from the configured address, never from the request's Host", async () => {
    await t.ok({
      method: 'POST',
      url: '/api/register',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: application({ companyName: 'Host Test Co', userName: 'host.test', email: 'host@test.example' }),
    });
    const [mail] = await t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [
      'host@test.example',
    ]);
    expect(mail!.body).not.toContain('evil.example');
    expect(mail!.body).toMatch(/http:\/\/localhost:\d+\/activate\?code=/);
  });

  it('lets a user added without a password choose one when activating', async () => {
    const admin = await t.login('logistics');
    const straits = (await t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'STRAITS'"))[0]!.id;
    const u = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: {
        userName: 'new.hand',
        nickName: 'New Hand',
        email: 'newhand@straits.example',
        userType: 2,
        role: 5,
        companyId: straits,
      },
    });
    const code = await linkCode('newhand@straits.example');
    expect(await t.ok({ method: 'GET', url: `/api/system/user/verification/${code}` })).toMatchObject({
      needsPassword: true,
    });
    expect(await t.call({ method: 'POST', url: '/api/system/user/verifyAccount', payload: { code } })).toMatchObject({
      status: 400,
      body: { msg: MESSAGES_EN.server.passwordNeeded },
    });
    await t.ok({
      method: 'POST',
      url: '/api/system/user/verifyAccount',
      payload: { code, password: 'Harbour#Light2026' },
    });
    expect((await signIn('new.hand', 'Harbour#Light2026')).status).toBe(200);
    expect((await t.asOwner<{ status: string }>('SELECT status FROM users WHERE id = $1', [u.id]))[0]!.status).toBe(
      'Active',
    );
  });
});
