import { at } from './nominations.js';
import { multipart } from './multipart.js';
import { realPng } from './pictures.js';
import { tankOf } from './documents.js';
import { terminalDay } from '../../contract/datetime.js';
import {
  fresh,
  ok,
  post,
  put,
  nextHours,
  booked,
  completed,
  waiting,
  type WriteCase,
  type WriteContext,
} from './writeCaseKit.js';
import { MINUTE, HOUR } from '../../contract/time.js';

/** Write calls of berth and pilot planning, pilot jobs, billing and documents (see writeCaseKit.ts). */

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
  c.t.clock.advance(MINUTE);
  return jobId;
}
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

export const OPERATION_CASES: Record<string, WriteCase> = {
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
    call: async (c) => {
      const n = await booked(c);
      return post('/api/pilotage/jobs', c.k.logistics, {
        nominationId: n.id,
        requiredAt: new Date(Date.parse(n.estimatedBerthTime!) + HOUR).toISOString(),
        fromPlace: 'Anchorage',
        toPlace: 'J1-B',
      });
    },
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
};
