import { TEST_PASSWORD } from './constants.js';
import { multipart } from './multipart.js';
import { hotp, stepAt } from '../../server/platform/totp.js';
import { DAY } from '../../contract/time.js';
import {
  PDF,
  fresh,
  ok,
  post,
  put,
  day,
  newUser,
  registration,
  type WriteCase,
  type WriteContext,
  type WriteCall,
} from './writeCaseKit.js';

/** Write calls of accounts, sign-up, disclaimers and ship vetting (see writeCaseKit.ts). */

const vetting = (c: WriteContext) =>
  ok(
    c,
    post('/api/shipVettings', c.k.customer, {
      shipId: c.d.barges.pearl,
      operation: 'load',
      productIds: [c.d.products.mgo],
      eta: new Date(c.t.clock.now.getTime() + 10 * DAY).toISOString(),
    }),
  );
const uploadTo = (c: WriteContext, id: number, kind: string, dates: Record<string, string> = {}): WriteCall => ({
  method: 'POST',
  url: `/api/shipVettings/${id}/documents?${new URLSearchParams({ kind, ...dates }).toString()}`,
  token: c.k.customer,
  ...multipart(`${kind}.pdf`, PDF),
});
async function submitted(c: WriteContext) {
  const v = await vetting(c);
  await ok(c, uploadTo(c, v.id, 'particulars'));
  await ok(c, uploadTo(c, v.id, 'sire', { inspectedOn: day(c, -30) }));
  for (const kind of ['pi', 'class', 'iopp']) await ok(c, uploadTo(c, v.id, kind, { expiresOn: day(c, 400) }));
  await ok(c, post(`/api/shipVettings/${v.id}/step`, c.k.customer, { action: 'submit' }));
  return v;
}
async function withInspector(c: WriteContext) {
  const v = await submitted(c);
  await ok(c, post(`/api/shipVettings/${v.id}/step`, c.k.logistics, { action: 'sendToInspector' }));
  return v;
}
/** A fresh user signed in with an authenticator being set up, and the code of the moment. */
async function authenticator(c: WriteContext, enabled: boolean) {
  const [company] = await c.t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'STRAITS'");
  const userName = fresh('totp.user');
  await ok(
    c,
    post('/api/system/user', c.admin, {
      userName,
      nickName: 'Totp',
      email: `${userName}@straits.example`,
      userType: 2,
      role: 5,
      companyId: company!.id,
      password: TEST_PASSWORD,
    }),
  );
  const token = await c.t.login(userName);
  const { secret } = await ok<{ secret: string }>(c, post('/api/system/user/authenticator/setup', token));
  const code = () => hotp(secret, stepAt(c.t.clock.now));
  if (enabled) {
    await ok(c, post('/api/system/user/authenticator/enable', token, { code: code() }));
    // The next code, not the one just used: a code counts once.
    c.t.clock.advance(31_000);
  }
  return { token, code };
}

export const ACCOUNT_CASES: Record<string, WriteCase> = {
  'POST /api/system/user/updatePass': {
    entity: 'user',
    call: async (c) => {
      const u = await newUser(c);
      const [row] = await c.t.asOwner<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [u.id]);
      return post('/api/system/user/updatePass', await c.t.login(row!.user_name), {
        oldPassword: TEST_PASSWORD,
        password: 'Another#Pass2026',
      });
    },
  },
  'POST /api/system/user/updatePassEmail': {
    entity: 'user',
    call: async (c) => {
      const u = await newUser(c);
      const [row] = await c.t.asOwner<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [u.id]);
      return post('/api/system/user/updatePassEmail', await c.t.login(row!.user_name), {
        email: `${fresh('moved')}@straits.example`,
        password: TEST_PASSWORD,
      });
    },
  },
  'POST /api/register': { entity: 'user', call: async () => post('/api/register', undefined, registration()) },
  'POST /api/system/user/verifyAccount': {
    entity: 'user',
    call: async (c) => {
      const body = registration();
      await ok(c, post('/api/register', undefined, body));
      const [mail] = await c.t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [body.email]);
      return post('/api/system/user/verifyAccount', undefined, {
        code: /\/activate\?code=([\w-]+)/.exec(mail!.body)![1]!,
      });
    },
  },
  'POST /api/system/user/authenticator/enable': {
    entity: 'user',
    call: async (c) => {
      const a = await authenticator(c, false);
      return post('/api/system/user/authenticator/enable', a.token, { code: a.code() });
    },
  },
  'POST /api/system/user/authenticator/disable': {
    entity: 'user',
    call: async (c) => {
      const a = await authenticator(c, true);
      return post('/api/system/user/authenticator/disable', a.token, { code: a.code() });
    },
  },
  'POST /api/disclaimer/:id/agree': {
    entity: 'disclaimer',
    call: async (c) => {
      const token = await c.t.login('companyadmin');
      const [first] = await ok<{ id: number }[]>(c, { method: 'GET', url: '/api/disclaimer/list', token });
      return post(`/api/disclaimer/${first!.id}/agree`, token);
    },
  },
  'POST /api/shipVettings': {
    entity: 'shipVetting',
    call: async (c) =>
      post('/api/shipVettings', c.k.customer, {
        shipId: c.d.barges.pearl,
        operation: 'load',
        productIds: [c.d.products.mgo],
      }),
  },
  'PUT /api/shipVettings/:id': {
    entity: 'shipVetting',
    call: async (c) => put(`/api/shipVettings/${(await vetting(c)).id}`, c.k.customer, { remarks: 'Audit' }),
  },
  'POST /api/shipVettings/:id/step': {
    entity: 'shipVetting',
    call: async (c) =>
      post(`/api/shipVettings/${(await submitted(c)).id}/step`, c.k.logistics, { action: 'sendToInspector' }),
  },
  'POST /api/shipVettings/:id/findings': {
    entity: 'shipVetting',
    call: async (c) =>
      post(`/api/shipVettings/${(await withInspector(c)).id}/findings`, c.inspector, {
        kind: 'respond',
        inspectedOn: day(c, 0),
        place: 'Eastern anchorage',
        observations: 'Hoses in order',
        recommendation: 'accept',
      }),
  },
  'POST /api/shipVettings/:id/documents': {
    entity: 'shipVetting',
    call: async (c) => uploadTo(c, (await vetting(c)).id, 'particulars'),
  },
};
