import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { registerPartnerApp } from '../support/partners.js';
import { signCode, type PartnerClaims } from '../../server/modules/partners/partners.signing.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let appId: number;
let keyHash: string;
const REDIRECT = 'https://partner.example/berth/callback';

test.beforeAll(async ({ api }) => {
  t = api;
  ({ appId, keyHash } = await registerPartnerApp(t, {
    name: 'Harbour Hub',
    scope: 'nominations vessels',
    redirectUri: REDIRECT,
  }));
});

const now = () => Math.floor(t.clock.now.getTime() / 1000);
const claims = (over: Partial<PartnerClaims> = {}): PartnerClaims => ({
  app: appId,
  user: 'customer',
  scope: 'nominations',
  redirectUri: REDIRECT,
  iat: now(),
  exp: now() + 120,
  jti: randomUUID(),
  ...over,
});
const codeLogin = (code: string) => t.call({ method: 'GET', url: `/api/codeLogin?code=${encodeURIComponent(code)}` });
const refused = { status: 401, body: { msg: MESSAGES_EN.spec.codeError } };
/** A partner server's signed request headers. */
const signed = (message: string, stamp = t.clock.now.getTime()) => ({
  'x-partner-app': String(appId),
  'x-partner-timestamp': String(stamp),
  'x-partner-signature': createHmac('sha256', Buffer.from(keyHash, 'hex'))
    .update(`${stamp}|${message}`)
    .digest('base64url'),
});

describe('a partner sends its user in with a signed code', () => {
  it("signs in once with a fresh code bound to the app's redirect URI and scope, and shows who first", async () => {
    const code = signCode(keyHash, claims());
    expect(await t.ok({ method: 'GET', url: `/api/authCode?code=${encodeURIComponent(code)}` })).toEqual({
      appName: 'Harbour Hub',
      userName: 'customer',
      scope: 'nominations',
    });
    const res = await codeLogin(code);
    expect(res.status).toBe(200);
    const { token, landing } = res.body.data as { token: string; landing: string };
    expect(landing).toBe('/dashboard/index');
    expect(await t.ok({ method: 'GET', url: '/api/getInfo', token })).toMatchObject({ user: { userName: 'customer' } });
    expect(await codeLogin(code)).toMatchObject(refused); // used
    expect(await t.call({ method: 'GET', url: `/api/authCode?code=${encodeURIComponent(code)}` })).toMatchObject(
      refused,
    );
  });

  it('refuses forged, expired, long-lived, rebound and out-of-scope codes, and the admin', async () => {
    const forgedKey = createHash('sha256').update('not the key').digest('hex');
    const cases = [
      signCode(forgedKey, claims()),
      signCode(keyHash, claims({ iat: now() - 400, exp: now() - 10 })),
      signCode(keyHash, claims({ exp: now() + 3_600 })),
      signCode(keyHash, claims({ redirectUri: 'https://evil.example/cb' })),
      signCode(keyHash, claims({ scope: 'nominations admin' })),
      signCode(keyHash, claims({ user: 'admin' })),
      signCode(keyHash, claims({ user: 'nobody' })),
      signCode(keyHash, claims({ app: appId + 99 })),
      `${signCode(keyHash, claims()).split('.')[0]}.AAAA`,
      'not-a-code',
    ];
    for (const code of cases) expect(await codeLogin(code)).toMatchObject(refused);
  });
});

describe('a user signs in at the portal for a partner', () => {
  it('answers the registered redirect with a one-time code the partner exchanges, with a signed request, for an access token', async () => {
    const login = await t.ok<{ redirect: string }>({
      method: 'POST',
      url: '/api/mvpLogin',
      payload: { username: 'customer', password: TEST_PASSWORD, appId, redirectUri: REDIRECT, state: 'xyz' },
    });
    const back = new URL(login.redirect);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code')!;

    const unsigned = await t.call({ method: 'GET', url: `/api/mvpAuthCode?code=${code}` });
    expect(unsigned).toMatchObject(refused);
    const stale = await t.call({
      method: 'GET',
      url: `/api/mvpAuthCode?code=${code}`,
      headers: signed(code, t.clock.now.getTime() - 10 * MINUTE),
    });
    expect(stale).toMatchObject(refused);
    const token = await t.ok<{ accessToken: string; userName: string; companyName: string }>({
      method: 'GET',
      url: `/api/mvpAuthCode?code=${code}`,
      headers: signed(code),
    });
    expect(token).toMatchObject({ userName: 'customer', companyName: 'Straits Bunkering Pte. Ltd.' });
    expect(await t.call({ method: 'GET', url: `/api/mvpAuthCode?code=${code}`, headers: signed(code) })).toMatchObject(
      refused,
    ); // once

    // The partner opens the portal for its user: a session token in an address is refused; the
    // partner's server asks for a one-time hand-over code, and the browser spends it once.
    expect((await t.call({ method: 'GET', url: `/api/tokenLogin?accessToken=${token.accessToken}` })).status).toBe(401);
    const handOver = await t.ok<{ code: string; expiresAt: string }>({
      method: 'POST',
      url: '/api/tokenLogin/code',
      token: token.accessToken,
    });
    expect(Date.parse(handOver.expiresAt) - t.clock.now.getTime()).toBeLessThanOrEqual(MINUTE);
    const taken = await t.ok<{ token: string; landing: string }>({
      method: 'GET',
      url: `/api/tokenLogin?accessToken=${handOver.code}`,
    });
    expect(taken.landing).toBe('/dashboard/index');
    expect(taken.token).not.toBe(token.accessToken);
    await t.ok({ method: 'GET', url: '/api/getInfo', token: taken.token });
    expect((await t.call({ method: 'GET', url: `/api/tokenLogin?accessToken=${handOver.code}` })).status).toBe(401);
    // A code left unused past its minute is dead.
    const late = await t.ok<{ code: string }>({
      method: 'POST',
      url: '/api/tokenLogin/code',
      token: token.accessToken,
    });
    t.clock.advance(61_000);
    expect((await t.call({ method: 'GET', url: `/api/tokenLogin?accessToken=${late.code}` })).status).toBe(401);
  });

  it('refuses another redirect URI, a wrong password and an expired portal code', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/mvpLogin',
          payload: { username: 'customer', password: TEST_PASSWORD, appId, redirectUri: 'https://evil.example/cb' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/mvpLogin',
          payload: { username: 'customer', password: 'Wrong#Password99', appId, redirectUri: REDIRECT },
        })
      ).status,
    ).toBe(401);
    const { redirect } = await t.ok<{ redirect: string }>({
      method: 'POST',
      url: '/api/mvpLogin',
      payload: { username: 'customer', password: TEST_PASSWORD, appId, redirectUri: REDIRECT },
    });
    const code = new URL(redirect).searchParams.get('code')!;
    t.clock.advance(3 * MINUTE);
    expect(await t.call({ method: 'GET', url: `/api/mvpAuthCode?code=${code}`, headers: signed(code) })).toMatchObject(
      refused,
    );
  });
});

describe('getMvpCompany', () => {
  it('tells a signed partner who a vessel belongs to and which of its nominations can still be revoked', async () => {
    const imo = '9176187';
    const q = `/api/getMvpCompany?imo=${imo}&timestamp=${t.clock.now.getTime()}&cancellable=true`;
    expect((await t.call({ method: 'GET', url: q })).status).toBe(401);
    const res = await t.ok<{ shipName: string; companyCode: string; cancellableNominations: unknown[] }>({
      method: 'GET',
      url: q,
      headers: signed(imo),
    });
    expect(res).toMatchObject({
      imo,
      shipName: 'Harbour Star 2',
      companyCode: 'HARBOURLINK',
      cancellableNominations: [],
    });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/getMvpCompany?imo=9999993&timestamp=${t.clock.now.getTime()}`,
          headers: signed('9999993'),
        })
      ).status,
    ).toBe(404);
  });
});
