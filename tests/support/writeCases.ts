import type { InjectOptions } from 'fastify';
import type { TestApp } from './app.js';
import { at, nominationAt, nominationBody, type Demo, type Tokens } from './nominations.js';
import { multipart } from './multipart.js';
import { signedCq } from './documents.js';
import { TEST_PASSWORD } from './constants.js';

/**
 * One successful call for every write route of the API, for tests/api/write-audit.test.ts: each
 * case makes what its call needs (through the API where it can), then names the call and the
 * audit entity it must leave a row for. A write route with no case here fails that test.
 */
export interface WriteContext {
  t: TestApp;
  d: Demo;
  k: Tokens;
  admin: string;
  head: string;
  inspector: string;
  pilot: string;
  leader: string;
}
export type WriteCall = InjectOptions & { token?: string };
export interface WriteCase {
  /** The audit entity the call must leave at least one row for. */
  entity: string;
  call: (c: WriteContext) => Promise<WriteCall>;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let serial = 0;
/** A name no other case has used, so creations never collide. */
const fresh = (prefix: string) => `${prefix}${++serial}`;
/** A valid IMO number no other case has used (seven digits, the last a check digit). */
const freshImo = () => {
  const six = String(900_000 + ++serial * 37).slice(0, 6);
  const check = [...six].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10;
  return `${six}${check}`;
};
const ok = <T = { id: number }>(c: WriteContext, opts: WriteCall) => c.t.ok<T>(opts);
const post = (url: string, token: string | undefined, payload?: unknown): WriteCall => ({
  method: 'POST',
  url,
  token,
  payload: payload as object,
});
const put = (url: string, token: string | undefined, payload?: unknown): WriteCall => ({
  ...post(url, token, payload),
  method: 'PUT',
});
const del = (url: string, token: string): WriteCall => ({ method: 'DELETE', url, token });

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

/** A user made for the call, so sign-in states and deletion touch nobody else. */
const newUser = async (c: WriteContext) => {
  const [company] = await c.t.asOwner<{ id: number }>("SELECT id FROM companies WHERE code = 'STRAITS'");
  const userName = fresh('audit.user');
  return ok<{ id: number }>(
    c,
    post('/api/system/user', c.admin, {
      userName,
      nickName: 'Audit User',
      email: `${userName}@straits.example`,
      userType: 2,
      role: 5,
      companyId: company!.id,
      password: TEST_PASSWORD,
    }),
  );
};
const booked = (c: WriteContext, hours: number, berth: keyof Demo['berths'] = 'J1-A') =>
  nominationAt(c.t, c.d, c.k, 'Booked', {}, { berth, hours });
const completed = (c: WriteContext, hours: number, actualQuantity = 1000) =>
  nominationAt(c.t, c.d, c.k, 'Completed', { actualQuantity }, { berth: 'J1-B', hours });
const pending = (
  c: WriteContext,
  stage: 'Pending Jetty Information' | 'Pending Approval' = 'Pending Jetty Information',
) => nominationAt(c.t, c.d, c.k, stage);
/** A self-registration's body; the company waits for approval once its first user activates. */
const registration = () => {
  const userName = fresh('selfreg');
  const body = {
    kind: 'customer',
    companyName: fresh('Self Registered '),
    userName,
    nickName: 'Self',
    email: `${userName}@self.example`,
    password: TEST_PASSWORD,
  };
  return { body, userName };
};

export const WRITE_CASES: Record<string, WriteCase> = {
  ...resourceCases(),
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
  'POST /api/companies/:id/approve': {
    entity: 'company',
    call: async (c) => {
      const { body, userName } = registration();
      await ok(c, post('/api/register', undefined, body));
      const [mail] = await c.t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [
        `${userName}@self.example`,
      ]);
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
  // Safety data sheets are kept per nomination (spec §7), the id a nomination's.
  'POST /api/system/user/uploadSds/:id': {
    entity: 'nomination',
    call: async (c) => ({
      method: 'POST',
      url: `/api/system/user/uploadSds/${(await pending(c)).id}`,
      token: c.k.customer,
      ...multipart('sds.pdf', PDF),
    }),
  },
  'PUT /api/settings': {
    entity: 'settings',
    call: async (c) => put('/api/settings', c.k.logistics, { varianceThreshold: 0.5 }),
  },
  'POST /api/partnerApps/:id/key': {
    entity: 'partnerApp',
    call: async (c) => post(`/api/partnerApps/${(await made(c, 'partnerApps')).id}/key`, c.admin),
  },
  'POST /api/jput/nomination': {
    entity: 'nomination',
    call: async (c) => post('/api/jput/nomination', c.k.customer, nominationBody(c.d)),
  },
  'PUT /api/jput/nomination': {
    entity: 'nomination',
    call: async (c) =>
      put('/api/jput/nomination', c.k.customer, { id: (await pending(c, 'Pending Approval')).id, quantity: 900 }),
  },
  'POST /api/jput/nomination/submit/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/submit/${(await nominationAt(c.t, c.d, c.k, 'Created')).id}`, c.k.customer),
  },
  'POST /api/jput/nomination/acknowledge/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/acknowledge/${(await pending(c, 'Pending Approval')).id}`, c.k.logistics),
  },
  'POST /api/jput/nomination/startSigning/:id': {
    entity: 'nomination',
    call: async (c) => post(`/api/jput/nomination/startSigning/${(await booked(c, 1000)).id}`, c.k.loading),
  },
  'POST /api/jput/nomination/complete/:id': {
    entity: 'nomination',
    call: async (c) => {
      const n = await booked(c, 1010);
      await ok(c, post(`/api/jput/nomination/startSigning/${n.id}`, c.k.loading));
      await signedCq(c.t, c.k, n.id, 1000);
      return post(`/api/jput/nomination/complete/${n.id}`, c.k.logistics);
    },
  },
  'PUT /api/jput/nomination/book/:id': {
    entity: 'nomination',
    call: async (c) =>
      put(
        `/api/jput/nomination/book/${(await nominationAt(c.t, c.d, c.k, 'Jetty Assigned', {}, { hours: 1020 })).id}`,
        c.k.logistics,
      ),
  },
  'POST /api/jput/nomination/readiness/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/readiness/${(await pending(c, 'Pending Approval')).id}`, c.k.customer, {
        bargeReadinessTime: at(c.t, 3),
      }),
  },
  'POST /api/jput/nomination/assign/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/assign/${(await pending(c)).id}`, c.k.logistics, {
        berthId: c.d.berths['J1-A'],
        estimatedBerthTime: at(c.t, 1030),
      }),
  },
  'POST /api/jput/nomination/revocationNomination': {
    entity: 'nomination',
    call: async (c) =>
      post('/api/jput/nomination/revocationNomination', c.k.customer, { id: (await pending(c)).id, reason: 'Audit' }),
  },
  'POST /api/jput/nomination/updateCustomCode': {
    entity: 'nomination',
    call: async (c) =>
      post('/api/jput/nomination/updateCustomCode', c.k.customer, { id: (await pending(c)).id, customCode: 'SG-1' }),
  },
  'POST /api/jput/nomination/sendEmail': {
    entity: 'nomination',
    call: async (c) => post('/api/jput/nomination/sendEmail', c.k.logistics, { id: (await pending(c)).id }),
  },
  'POST /api/jput/nomination/justifyVariance/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/justifyVariance/${(await completed(c, 1040, 985)).id}`, c.leader, {
        justification: 'Tank heel',
      }),
  },
  'PUT /api/jput/nomination/:id/coaLink': {
    entity: 'nomination',
    call: async (c) =>
      put(`/api/jput/nomination/${(await pending(c)).id}/coaLink`, c.k.logistics, { coaLink: 'https://coa.example/1' }),
  },
  'PUT /api/jput/nomination/:id/portClear': {
    entity: 'nomination',
    call: async (c) =>
      put(`/api/jput/nomination/${(await completed(c, 1050)).id}/portClear`, c.k.logistics, {
        reference: 'PC-1',
        clearedAt: c.t.clock.now.toISOString(),
      }),
  },
};
