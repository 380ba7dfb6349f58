import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import { hotp, stepAt } from '../../server/platform/totp.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { registerPartnerApp } from '../support/partners.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let appId: number;
const REDIRECT = 'https://partner.example/guard/callback';
test.beforeAll(async ({ api }) => {
  t = api;
  ({ appId } = await registerPartnerApp(t, { name: 'Guard Hub', scope: 'nominations', redirectUri: REDIRECT }));
});

const login = (username: string, password: string, code?: string) =>
  t.call({ method: 'POST', url: '/api/login', payload: { username, password, ...(code ? { code } : {}) } });
const mvpLogin = (username: string, password: string) =>
  t.call({ method: 'POST', url: '/api/mvpLogin', payload: { username, password, appId, redirectUri: REDIRECT } });
const bad = { status: 401, body: { msg: MESSAGES_EN.server.badCredentials } };

describe('one guard for every proof of a password or code', () => {
  it('a lock made on /login holds on the partner sign-in, and partner failures count toward it', async () => {
    for (let i = 0; i < 10; i++) expect(await login('customer', 'Wrong#Password1')).toMatchObject(bad);
    expect(await mvpLogin('customer', TEST_PASSWORD)).toMatchObject(bad);

    for (let i = 0; i < 10; i++) expect(await mvpLogin('companyadmin', 'Wrong#Password1')).toMatchObject(bad);
    expect(await login('companyadmin', TEST_PASSWORD)).toMatchObject(bad);
    t.clock.advance(31 * MINUTE);
    expect((await login('companyadmin', TEST_PASSWORD)).status).toBe(200);
  });

  it('lets terminal logistics end a lock before its time; a customer may not', async () => {
    for (let i = 0; i < 10; i++) await login('loadingmaster', 'Wrong#Password1');
    expect(await login('loadingmaster', TEST_PASSWORD)).toMatchObject(bad);
    const admin = await t.login('logistics');
    const [u] = await t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'loadingmaster'");
    const shown = await t.ok<{ lockedUntil: string | null }>({
      method: 'GET',
      url: `/api/system/user/${u!.id}`,
      token: admin,
    });
    expect(shown.lockedUntil).not.toBeNull();
    const customer = await t.login('customer');
    expect(
      (await t.call({ method: 'PUT', url: '/api/system/user/unlock', token: customer, payload: { userId: u!.id } }))
        .status,
    ).toBe(403);
    const unlocked = await t.ok<{ lockedUntil: string | null }>({
      method: 'PUT',
      url: '/api/system/user/unlock',
      token: admin,
      payload: { userId: u!.id },
    });
    expect(unlocked.lockedUntil).toBeNull();
    expect((await login('loadingmaster', TEST_PASSWORD)).status).toBe(200);
  });

  it('lets one address lock an account once, not keep it locked: after the lock its failures no longer count', async () => {
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username: 'pilot', password } });
    for (let i = 0; i < 10; i++) await from('192.0.2.10', 'Wrong#Password1');
    expect((await from('192.0.2.99', TEST_PASSWORD)).statusCode).toBe(401); // locked
    t.clock.advance(31 * MINUTE);
    for (let i = 0; i < 10; i++) expect((await from('192.0.2.10', 'Wrong#Password1')).statusCode).toBe(401);
    // The owner, elsewhere, is not locked out again by the same address.
    expect((await from('192.0.2.99', TEST_PASSWORD)).statusCode).toBe(200);
    // Another address's failures still count.
    for (let i = 0; i < 10; i++) await from('192.0.2.11', 'Wrong#Password1');
    expect((await from('192.0.2.99', TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('tells the owner by e-mail when the account locks', async () => {
    for (let i = 0; i < 10; i++) await login('surveyor', 'Wrong#Password1');
    const mails = await t.asOwner<{ subject: string }>(
      'SELECT m.subject FROM mail_outbox m JOIN users u ON u.email = m."to" WHERE u.user_name = $1',
      ['surveyor'],
    );
    expect(mails.map((m) => m.subject)).toContain('Berth: your account is locked for 30 minutes');
  });

  it('counts wrong authenticator codes as failures: the right code after the lock does not sign in', async () => {
    const token = await t.login('teamleader');
    const { secret } = await t.ok<{ secret: string }>({
      method: 'POST',
      url: '/api/system/user/authenticator/setup',
      token,
    });
    const codeNow = () => hotp(secret, stepAt(t.clock.now));
    await t.ok({ method: 'POST', url: '/api/system/user/authenticator/enable', token, payload: { code: codeNow() } });
    t.clock.advance(MINUTE); // a fresh step: the enrolment's code is spent
    const wrong = codeNow() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++)
      expect(await login('teamleader', TEST_PASSWORD, wrong)).toMatchObject({
        status: 401,
        body: { msg: MESSAGES_EN.spec.codeError },
      });
    expect(await login('teamleader', TEST_PASSWORD, codeNow())).toMatchObject(bad);
  });
});
