import { TEST_PASSWORD } from './constants.js';
import {
  fresh,
  freshImo,
  ok,
  post,
  put,
  del,
  newUser,
  registration,
  type WriteCase,
  type WriteContext,
} from './writeCaseKit.js';

/** Write calls of master data, users and settings (see writeCaseKit.ts). */

/** The master-data resources of the shared service: a valid body and who keeps them. */
const RESOURCES = {
  companies: { entity: 'company', body: () => ({ code: fresh('AUD'), name: fresh('Audit Co '), kind: 'customer' }) },
  ships: { entity: 'ship', body: () => ({ name: fresh('Audit Barge '), imo: freshImo(), loa: 80, kind: 'barge' }) },
  jetties: {
    entity: 'jetty',
    body: () => ({
      number: fresh('JA'),
      name: 'Audit Jetty',
      berths: [{ name: 'A', minLoa: 30, maxLoa: 90 }],
      lines: [],
      hoses: [],
    }),
  },
  tanks: { entity: 'tank', body: () => ({ name: 'Audit Tank', number: fresh('TA'), productId: null, capacity: 500 }) },
  products: { entity: 'product', body: () => ({ name: fresh('Audit Oil '), type: 'ALL' }) },
  pilots: { entity: 'pilot', body: () => ({ name: fresh('Audit Pilot '), kind: 'tug', contact: null }) },
  partnerApps: {
    entity: 'partnerApp',
    body: () => ({ name: fresh('Audit Partner '), scope: 'nominations', redirectUri: 'https://audit.example/cb' }),
  },
} as const;
type Resource = keyof typeof RESOURCES;
const keeper = (c: WriteContext, r: Resource) => (r === 'pilots' ? c.head : r === 'partnerApps' ? c.admin : c.admin);
const made = (c: WriteContext, r: Resource) => ok(c, post(`/api/${r}`, keeper(c, r), RESOURCES[r].body()));
function resourceCases(): Record<string, WriteCase> {
  const out: Record<string, WriteCase> = {};
  for (const r of Object.keys(RESOURCES) as Resource[]) {
    const { entity, body } = RESOURCES[r];
    out[`POST /api/${r}`] = { entity, call: async (c) => post(`/api/${r}`, keeper(c, r), body()) };
    out[`PUT /api/${r}/:id`] = {
      entity,
      call: async (c) => put(`/api/${r}/${(await made(c, r)).id}`, keeper(c, r), body()),
    };
    out[`DELETE /api/${r}/:id`] = {
      entity,
      call: async (c) => del(`/api/${r}/${(await made(c, r)).id}`, keeper(c, r)),
    };
    out[`POST /api/${r}/:id/restore`] = {
      entity,
      call: async (c) => {
        const { id } = await made(c, r);
        await ok(c, del(`/api/${r}/${id}`, keeper(c, r)));
        return post(`/api/${r}/${id}/restore`, keeper(c, r));
      },
    };
  }
  return out;
}

export const MASTER_DATA_CASES: Record<string, WriteCase> = {
  ...resourceCases(),
  'POST /api/companies/:id/approve': {
    entity: 'company',
    call: async (c) => {
      const body = registration();
      await ok(c, post('/api/register', undefined, body));
      const [mail] = await c.t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [body.email]);
      const code = /\/activate\?code=([\w-]+)/.exec(mail!.body)![1]!;
      await ok(c, post('/api/system/user/verifyAccount', undefined, { code }));
      const [co] = await c.t.asOwner<{ id: number }>('SELECT id FROM companies WHERE name = $1', [body.companyName]);
      return post(`/api/companies/${co!.id}/approve`, c.admin);
    },
  },
  'POST /api/jput/product/addProduct': {
    entity: 'product',
    call: async (c) => post('/api/jput/product/addProduct', c.admin, { name: fresh('Added Oil '), type: 'ALL' }),
  },
  'POST /api/jput/product/delProduct': {
    entity: 'product',
    call: async (c) => post('/api/jput/product/delProduct', c.admin, { pId: (await made(c, 'products')).id }),
  },
  'POST /api/equipmentReports': {
    entity: 'equipmentReport',
    call: async (c) =>
      post('/api/equipmentReports', c.k.control, { jettyId: 1, equipment: 'Hose', location: 'J1', severity: 'low' }),
  },
  'PUT /api/equipmentReports/:id': {
    entity: 'equipmentReport',
    call: async (c) => {
      const body = { jettyId: 1, equipment: 'Hose', location: 'J1', severity: 'low' };
      const r = await ok(c, post('/api/equipmentReports', c.k.control, body));
      return put(`/api/equipmentReports/${r.id}`, c.k.control, { ...body, severity: 'medium' });
    },
  },
  'POST /api/equipmentReports/:id/resolve': {
    entity: 'equipmentReport',
    call: async (c) => {
      const body = { jettyId: 1, equipment: 'Arm', location: 'J1', severity: 'low' };
      const r = await ok(c, post('/api/equipmentReports', c.k.control, body));
      return post(`/api/equipmentReports/${r.id}/resolve`, c.k.logistics, { resolution: 'Fixed' });
    },
  },
  'POST /api/unqualifiedShips': {
    entity: 'ship',
    call: async (c) =>
      post('/api/unqualifiedShips', c.k.logistics, { shipId: (await made(c, 'ships')).id, reason: 'Audit' }),
  },
  'POST /api/unqualifiedShips/:id/lift': {
    entity: 'ship',
    call: async (c) => {
      const ship = await made(c, 'ships');
      const b = await ok(c, post('/api/unqualifiedShips', c.k.logistics, { shipId: ship.id, reason: 'Audit' }));
      return post(`/api/unqualifiedShips/${b.id}/lift`, c.k.logistics, { reason: 'Renewed' });
    },
  },
  'POST /api/system/user': {
    entity: 'user',
    call: async (c) => {
      const [company] = await c.t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'STRAITS'");
      const userName = fresh('made.user');
      return post('/api/system/user', c.admin, {
        userName,
        nickName: 'Made',
        email: `${userName}@straits.example`,
        userType: 2,
        role: 5,
        companyId: company!.id,
        password: TEST_PASSWORD,
      });
    },
  },
  'PUT /api/system/user': {
    entity: 'user',
    call: async (c) => put('/api/system/user', c.admin, { userId: (await newUser(c)).id, nickName: 'Renamed' }),
  },
  'PUT /api/system/user/freeze': {
    entity: 'user',
    call: async (c) => put('/api/system/user/freeze', c.admin, { userId: (await newUser(c)).id }),
  },
  'PUT /api/system/user/unfreeze': {
    entity: 'user',
    call: async (c) => {
      const u = await newUser(c);
      await ok(c, put('/api/system/user/freeze', c.admin, { userId: u.id }));
      return put('/api/system/user/unfreeze', c.admin, { userId: u.id });
    },
  },
  'PUT /api/system/user/unlock': {
    entity: 'user',
    call: async (c) => {
      const u = await newUser(c);
      await c.t.asOwner("UPDATE users SET failed_logins = 5, locked_until = now() + interval '1 hour' WHERE id = $1", [
        u.id,
      ]);
      return put('/api/system/user/unlock', c.admin, { userId: u.id });
    },
  },
  'DELETE /api/system/user/:id': {
    entity: 'user',
    call: async (c) => del(`/api/system/user/${(await newUser(c)).id}`, c.admin),
  },
  'PUT /api/settings': {
    entity: 'settings',
    call: async (c) => put('/api/settings', c.k.logistics, { varianceThreshold: 0.5 }),
  },
  'POST /api/partnerApps/:id/key': {
    entity: 'partnerApp',
    call: async (c) => post(`/api/partnerApps/${(await made(c, 'partnerApps')).id}/key`, c.admin),
  },
};
