import { terminalDay } from '../../contract/datetime.js';
import { TEST_PASSWORD } from './constants.js';
import { tankOf } from './documents.js';
import { multipart } from './multipart.js';
import { at, HOUR, nominationAt } from './nominations.js';
import { realPng } from './pictures.js';
import type { WriteCall, WriteCase, WriteContext } from './writeCases.js';
import { hotp, stepAt } from '../../server/platform/totp.js';

/** The second half of the write calls (tests/support/writeCases.ts): requests, reports, planning, billing, documents, vetting, accounts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DAY = 24 * HOUR;
let serial = 0;
const fresh = (prefix: string) => `${prefix}${++serial}`;
const ok = <T = { id: number }>(c: WriteContext, opts: WriteCall) => c.t.ok<T>(opts);
const post = (url: string, token: string | undefined, payload?: unknown): WriteCall => ({
  method: 'POST',
  url,
  token,
  payload: payload as object,
});
const put = (url: string, token: string, payload?: unknown): WriteCall => ({
  ...post(url, token, payload),
  method: 'PUT',
});
const del = (url: string, token: string): WriteCall => ({ method: 'DELETE', url, token });

/** Each case books its own berth window, far apart, so none refuses another's. */
let hours = 2000;
const nextHours = () => (hours += 12);
const booked = (c: WriteContext) => nominationAt(c.t, c.d, c.k, 'Booked', {}, { berth: 'J1-B', hours: nextHours() });
const completed = (c: WriteContext) =>
  nominationAt(c.t, c.d, c.k, 'Completed', {}, { berth: 'J1-B', hours: nextHours() });
const waiting = (c: WriteContext) => nominationAt(c.t, c.d, c.k, 'Pending Jetty Information');
const jobsOf = async (c: WriteContext, nominationId: number) =>
  (
    await c.t.asOwner<{ id: number }>('SELECT id FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id', [nominationId])
  ).map((r) => r.id);
const firstJob = async (c: WriteContext) => (await jobsOf(c, (await booked(c)).id))[0]!;
const newPilot = async (c: WriteContext) =>
  (await ok(c, post('/api/pilots', c.head, { name: fresh('Audit Capt. '), kind: 'pilot' }))).id;
/** A job of a booked nomination given to the demo pilot and taken through `steps` by the pilot. */
async function pilotsJob(c: WriteContext, steps: ('confirm' | 'start')[]) {
  const jobId = await firstJob(c);
  const [me] = await c.t.asOwner<{ pilot_id: number }>("SELECT pilot_id FROM users WHERE user_name = 'pilot'");
  await ok(c, put(`/api/pilotage/jobs/${jobId}/assign`, c.k.logistics, { pilotId: me!.pilot_id, tugIds: [] }));
  for (const s of steps) await ok(c, post(`/api/pilot-jobs/${jobId}/${s}`, c.pilot, {}));
  // A job ends after it starts.
  c.t.clock.advance(60_000);
  return jobId;
}
const qtyRequest = async (c: WriteContext) => {
  const n = await waiting(c);
  return ok(
    c,
    post('/api/jput/nomination/requestNominatedQtyMaxUpdate', c.k.customer, { id: n.id, nominatedQtyMax: 1500 }),
  );
};
const billingOf = async (c: WriteContext) => {
  const n = await completed(c);
  const [b] = await c.t.asOwner<{ id: number }>('SELECT id FROM billing_records WHERE nomination_id = $1', [n.id]);
  return b!.id;
};
const approvedBilling = async (c: WriteContext) => {
  const id = await billingOf(c);
  await ok(c, post(`/api/billing-records/${id}/approve`, c.k.logistics));
  return id;
};
const cq = async (c: WriteContext) => {
  const n = await booked(c);
  const doc = await ok(
    c,
    post('/api/documents', c.k.loading, { nominationId: n.id, type: 'quantity', content: { tanks: [tankOf(1000)] } }),
  );
  return { n, doc };
};
/** A certificate of quantity sent for signing, and the token of the signer it waits for. */
const sentCq = async (c: WriteContext) => {
  const { n, doc } = await cq(c);
  await ok(c, post(`/api/jput/nomination/startSigning/${n.id}`, c.k.loading));
  const sent = await ok<{ id: number; due: string }>(c, post(`/api/documents/${doc.id}/send`, c.k.loading));
  const token =
    sent.due === 'surveyor' ? await c.t.login('surveyor') : sent.due === 'bargeMaster' ? c.k.barge : c.k.loading;
  return { id: sent.id, token };
};
const mooring = (c: WriteContext, nominationId: number) => ({
  nominationId,
  firstLineAshore: at(c.t, 1),
  allFast: at(c.t, 1.5),
  linesUsed: 4,
});
const day = (c: WriteContext, days: number) =>
  new Date(c.t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);
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
const registration = () => {
  const userName = fresh('selfreg');
  return {
    kind: 'customer',
    companyName: fresh('Self Registered '),
    userName,
    nickName: 'Self',
    email: `${userName}@self.example`,
    password: TEST_PASSWORD,
  };
};
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

export const MORE_WRITE_CASES: Record<string, WriteCase> = {
  'POST /api/jput/form/uploadUllageReport/:id': {
    entity: 'nomination',
    call: async (c) => ({
      method: 'POST',
      url: `/api/jput/form/uploadUllageReport/${(await booked(c)).id}`,
      token: c.k.barge,
      ...multipart('ullage.pdf', PDF),
    }),
  },
  'POST /api/jput/form/delUllageReport': {
    entity: 'nomination',
    call: async (c) => {
      const n = await booked(c);
      const up = await ok(c, {
        method: 'POST',
        url: `/api/jput/form/uploadUllageReport/${n.id}`,
        token: c.k.barge,
        ...multipart('ullage.pdf', PDF),
      });
      return post('/api/jput/form/delUllageReport', c.k.barge, { nId: n.id, ullageId: up.id });
    },
  },
  'POST /api/jput/nomination/requestForModification': {
    entity: 'changeRequest',
    call: async (c) =>
      post('/api/jput/nomination/requestForModification', c.k.customer, {
        id: (await waiting(c)).id,
        changes: { remarks: 'Audit' },
      }),
  },
  'POST /api/jput/nomination/requestNominatedQtyMaxUpdate': {
    entity: 'changeRequest',
    call: async (c) =>
      post('/api/jput/nomination/requestNominatedQtyMaxUpdate', c.k.customer, {
        id: (await waiting(c)).id,
        nominatedQtyMax: 1500,
      }),
  },
  'POST /api/jput/nomination/requestProductUpdate': {
    entity: 'changeRequest',
    call: async (c) =>
      post('/api/jput/nomination/requestProductUpdate', c.k.customer, {
        id: (await waiting(c)).id,
        productId: c.d.products.vlsfo,
      }),
  },
  'POST /api/jput/nomination/requestTankUpdate': {
    entity: 'changeRequest',
    call: async (c) => {
      const n = await nominationAt(c.t, c.d, c.k, 'Pending Jetty Information', { tankId: null });
      return post('/api/jput/nomination/requestTankUpdate', c.k.customer, { id: n.id, tankId: c.d.tanks.T101 });
    },
  },
  'PUT /api/jput/request': {
    entity: 'changeRequest',
    call: async (c) => put('/api/jput/request', c.k.control, { id: (await qtyRequest(c)).id }),
  },
  'POST /api/jput/request/reject': {
    entity: 'changeRequest',
    call: async (c) => post('/api/jput/request/reject', c.k.logistics, { id: (await qtyRequest(c)).id, reason: 'No' }),
  },
  'DELETE /api/jput/request/:id': {
    entity: 'changeRequest',
    call: async (c) => del(`/api/jput/request/${(await qtyRequest(c)).id}`, c.k.customer),
  },
  'POST /api/mooringReports': {
    entity: 'mooringReport',
    call: async (c) => post('/api/mooringReports', c.k.logistics, mooring(c, (await booked(c)).id)),
  },
  'PUT /api/mooringReports/:id': {
    entity: 'mooringReport',
    call: async (c) => {
      const body = mooring(c, (await booked(c)).id);
      const r = await ok(c, post('/api/mooringReports', c.k.logistics, body));
      return put(`/api/mooringReports/${r.id}`, c.k.logistics, { ...body, linesUsed: 6 });
    },
  },
  'DELETE /api/mooringReports/:id': {
    entity: 'mooringReport',
    call: async (c) => {
      const r = await ok(c, post('/api/mooringReports', c.k.logistics, mooring(c, (await booked(c)).id)));
      return del(`/api/mooringReports/${r.id}`, c.k.logistics);
    },
  },
  'POST /api/mooringReports/:id/restore': {
    entity: 'mooringReport',
    call: async (c) => {
      const r = await ok(c, post('/api/mooringReports', c.k.logistics, mooring(c, (await booked(c)).id)));
      await ok(c, del(`/api/mooringReports/${r.id}`, c.k.logistics));
      return post(`/api/mooringReports/${r.id}/restore`, c.k.logistics);
    },
  },
  // The berth planner's accept: the seeded bug left it without an audit row.
  'POST /api/planner/accept': {
    entity: 'nomination',
    call: async (c) =>
      post('/api/planner/accept', c.k.control, {
        proposals: [
          {
            nominationId: (await waiting(c)).id,
            berthId: c.d.berths['J1-A'],
            estimatedBerthTime: at(c.t, nextHours()),
          },
        ],
      }),
  },
  'PUT /api/pilotage/jobs/:id/assign': {
    entity: 'pilotJob',
    call: async (c) =>
      put(`/api/pilotage/jobs/${await firstJob(c)}/assign`, c.k.logistics, { pilotId: await newPilot(c), tugIds: [] }),
  },
  'POST /api/pilotage/accept': {
    entity: 'pilotJob',
    call: async (c) =>
      post('/api/pilotage/accept', c.head, {
        assignments: [{ jobId: await firstJob(c), pilotId: await newPilot(c), tugIds: [] }],
      }),
  },
  'POST /api/pilotage/jobs': {
    entity: 'pilotJob',
    call: async (c) =>
      post('/api/pilotage/jobs', c.k.logistics, {
        nominationId: (await booked(c)).id,
        requiredAt: at(c.t, hours + 3),
        fromPlace: 'Anchorage',
        toPlace: 'J1-B',
      }),
  },
  'POST /api/pilotage/jobs/:id/cancel': {
    entity: 'pilotJob',
    call: async (c) => post(`/api/pilotage/jobs/${await firstJob(c)}/cancel`, c.k.logistics, { reason: 'Audit' }),
  },
  'POST /api/pilot-jobs/:id/confirm': {
    entity: 'pilotJob',
    call: async (c) => post(`/api/pilot-jobs/${await pilotsJob(c, [])}/confirm`, c.pilot, {}),
  },
  'POST /api/pilot-jobs/:id/start': {
    entity: 'pilotJob',
    call: async (c) => post(`/api/pilot-jobs/${await pilotsJob(c, ['confirm'])}/start`, c.pilot, {}),
  },
  'POST /api/pilot-jobs/:id/complete': {
    entity: 'pilotJob',
    call: async (c) => post(`/api/pilot-jobs/${await pilotsJob(c, ['confirm', 'start'])}/complete`, c.pilot, {}),
  },
  'POST /api/billing-records/:id/approve': {
    entity: 'billingRecord',
    call: async (c) => post(`/api/billing-records/${await billingOf(c)}/approve`, c.k.logistics),
  },
  'POST /api/billing-records/:id/correct': {
    entity: 'billingRecord',
    call: async (c) => {
      const id = await billingOf(c);
      const record = await ok<{ lines: { id: number; quantity: number; unitPrice: number }[] }>(c, {
        method: 'GET',
        url: `/api/billing-records/${id}`,
        token: c.k.logistics,
      });
      const line = record.lines[0]!;
      return post(`/api/billing-records/${id}/correct`, c.k.logistics, {
        lineId: line.id,
        quantity: line.quantity,
        unitPrice: line.unitPrice + 1,
        reason: 'Audit',
      });
    },
  },
  'POST /api/billing-records/:id/credit': {
    entity: 'billingRecord',
    call: async (c) =>
      post(`/api/billing-records/${await approvedBilling(c)}/credit`, c.k.logistics, { amount: 10, reason: 'Audit' }),
  },
  'POST /api/billing-records/invoice': {
    entity: 'billingRecord',
    call: async (c) => {
      await approvedBilling(c);
      const today = terminalDay(c.t.clock.now);
      return post('/api/billing-records/invoice', c.k.logistics, { from: today, to: today });
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
  'POST /api/documents': {
    entity: 'document',
    call: async (c) =>
      post('/api/documents', c.k.loading, {
        nominationId: (await booked(c)).id,
        type: 'quantity',
        content: { tanks: [tankOf(1000)] },
      }),
  },
  'PUT /api/documents/:id': {
    entity: 'document',
    call: async (c) =>
      put(`/api/documents/${(await cq(c)).doc.id}`, c.k.loading, { content: { tanks: [tankOf(990)] } }),
  },
  'POST /api/documents/:id/send': {
    entity: 'document',
    call: async (c) => {
      const { n, doc } = await cq(c);
      await ok(c, post(`/api/jput/nomination/startSigning/${n.id}`, c.k.loading));
      return post(`/api/documents/${doc.id}/send`, c.k.loading);
    },
  },
  'POST /api/documents/:id/sign': {
    entity: 'document',
    call: async (c) => {
      const s = await sentCq(c);
      return post(`/api/documents/${s.id}/sign`, s.token, { kind: 'typed', name: 'Audit Signer' });
    },
  },
  'POST /api/documents/:id/refuse': {
    entity: 'document',
    call: async (c) => {
      const s = await sentCq(c);
      return post(`/api/documents/${s.id}/refuse`, s.token, { reason: 'Wrong figures' });
    },
  },
  'POST /api/settings/stamp': {
    entity: 'settings',
    call: async (c) => ({
      method: 'POST',
      url: '/api/settings/stamp',
      token: c.k.logistics,
      ...multipart('stamp.png', realPng()),
    }),
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
