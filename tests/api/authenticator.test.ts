import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { hotp, stepAt } from '../../server/platform/totp.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

const status = (username: string) =>
  t.ok<{ enabled: boolean }>({ method: 'GET', url: `/api/getPasswordAuthenticatorStatus?username=${username}` });
const login = (code?: string) =>
  t.call({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'controlroom', password: TEST_PASSWORD, ...(code ? { code } : {}) },
  });
const codeNow = (secret: string, offsetSteps = 0) => hotp(secret, stepAt(t.clock.now) + offsetSteps);

describe('authenticator (TOTP)', () => {
  let secret: string;
  let recovery: string[];

  it('enrols with a QR code and a first code, then asks for a code at every sign-in', async () => {
    const token = await t.login('controlroom');
    expect(await status('controlroom')).toEqual({ enabled: false });
    const setup = await t.ok<{ secret: string; otpauthUrl: string; qrSvg: string }>({
      method: 'POST',
      url: '/api/system/user/authenticator/setup',
      token,
    });
    secret = setup.secret;
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Berth%3Acontrolroom?secret=${secret}&issuer=Berth&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const stored = await t.asOwner<{ totp_pending: string }>(
      "SELECT totp_pending FROM users WHERE user_name = 'controlroom'",
    );
    expect(stored[0]!.totp_pending).not.toContain(secret); // sealed, not in clear

    expect(
      await t.call({
        method: 'POST',
        url: '/api/system/user/authenticator/enable',
        token,
        payload: { code: '000000' === codeNow(secret) ? '111111' : '000000' },
      }),
    ).toMatchObject({ status: 400, body: { msg: MESSAGES_EN.spec.codeError } });
    const enabled = await t.ok<{ recoveryCodes: string[] }>({
      method: 'POST',
      url: '/api/system/user/authenticator/enable',
      token,
      payload: { code: codeNow(secret) },
    });
    recovery = enabled.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(await status('controlroom')).toEqual({ enabled: true });
    expect(await t.ok({ method: 'GET', url: '/api/getInfo', token })).toMatchObject({ authenticator: true });

    expect(await login()).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.server.authenticatorRequired } });
    t.clock.advance(30_000);
    expect(await login('123456' === codeNow(secret) ? '654321' : '123456')).toMatchObject({
      status: 401,
      body: { msg: MESSAGES_EN.spec.codeError },
    });
    const code = codeNow(secret);
    expect((await login(code)).status).toBe(200);
    expect(await login(code)).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } }); // no replay
    t.clock.advance(30_000);
    expect((await login(codeNow(secret))).status).toBe(200);
  });

  it('takes each recovery code once, and a wrong password never reaches the code', async () => {
    expect((await login(recovery[0]!)).status).toBe(200);
    expect(await login(recovery[0]!)).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } });
    expect((await login(recovery[1]!.toLowerCase().replace('-', ''))).status).toBe(200);
    const wrongPassword = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'controlroom', password: 'Wrong#Password99', code: recovery[2] },
    });
    expect(wrongPassword).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.server.badCredentials } });
  });

  it('turns off only with a valid code, and unknown users read as not enrolled', async () => {
    t.clock.advance(30_000);
    const token = (await login(codeNow(secret))).body.data as { token: string };
    expect(
      await t.call({
        method: 'POST',
        url: '/api/system/user/authenticator/disable',
        token: token.token,
        payload: { code: '999999' === codeNow(secret) ? '888888' : '999999' },
      }),
    ).toMatchObject({ status: 400 });
    await t.ok({
      method: 'POST',
      url: '/api/system/user/authenticator/disable',
      token: token.token,
      payload: { code: recovery[3]! },
    });
    expect(await status('controlroom')).toEqual({ enabled: false });
    expect((await login()).status).toBe(200);
    expect(await status('nobody-here')).toEqual({ enabled: false });
  });
});

describe('changing the e-mail address', () => {
  it('needs the password, refuses an address another user has, and tells the old address', async () => {
    const token = await t.login('surveyor');
    const change = (payload: object) =>
      t.call({ method: 'POST', url: '/api/system/user/updatePassEmail', token, payload });
    const [before] = await t.asOwner<{ email: string }>("SELECT email FROM users WHERE user_name = 'surveyor'");
    expect(await change({ email: 'new@accusurv.example', password: 'Wrong#Password99' })).toMatchObject({
      status: 400,
      body: { msg: MESSAGES_EN.server.wrongOldPassword },
    });
    const taken = (await t.asOwner<{ email: string }>("SELECT email FROM users WHERE user_name = 'customer'"))[0]!
      .email;
    expect(await change({ email: taken, password: TEST_PASSWORD })).toMatchObject({
      status: 409,
      body: { msg: MESSAGES_EN.spec.sameUser },
    });
    expect((await change({ email: 'not-an-address', password: TEST_PASSWORD })).status).toBe(400);
    expect(await change({ email: 'new@accusurv.example', password: TEST_PASSWORD })).toMatchObject({
      status: 200,
      body: { data: { email: 'new@accusurv.example' } },
    });
    expect(await t.ok({ method: 'GET', url: '/api/getInfo', token })).toMatchObject({
      user: { email: 'new@accusurv.example' },
    });
    const told = await t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [before!.email]);
    expect(told.at(-1)!.body).toContain('is now new@accusurv.example');
  });
});
