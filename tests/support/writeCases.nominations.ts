import { at, nominationAt, nominationBody } from './nominations.js';
import { multipart } from './multipart.js';
import { signedCq } from './documents.js';
import { pilotJobsDone } from './pilotJobs.js';
import {
  PDF,
  ok,
  post,
  put,
  del,
  nextHours,
  booked,
  completed,
  waiting,
  type WriteCase,
  type WriteContext,
} from './writeCaseKit.js';

/** Write calls of nominations, their requests, reports and files (see writeCaseKit.ts). */

const qtyRequest = async (c: WriteContext) => {
  const n = await waiting(c);
  return ok(
    c,
    post('/api/jput/nomination/requestNominatedQtyMaxUpdate', c.k.customer, { id: n.id, nominatedQtyMax: 1500 }),
  );
};
const mooring = (c: WriteContext, nominationId: number) => ({
  nominationId,
  firstLineAshore: at(c.t, 1),
  allFast: at(c.t, 1.5),
  linesUsed: 4,
});

export const NOMINATION_CASES: Record<string, WriteCase> = {
  // Safety data sheets are kept per nomination (spec §7), the id a nomination's.
  'POST /api/system/user/uploadSds/:id': {
    entity: 'nomination',
    call: async (c) => ({
      method: 'POST',
      url: `/api/system/user/uploadSds/${(await waiting(c)).id}`,
      token: c.k.customer,
      ...multipart('sds.pdf', PDF),
    }),
  },
  'POST /api/jput/nomination': {
    entity: 'nomination',
    call: async (c) => post('/api/jput/nomination', c.k.customer, nominationBody(c.d)),
  },
  'PUT /api/jput/nomination': {
    entity: 'nomination',
    call: async (c) =>
      put('/api/jput/nomination', c.k.customer, { id: (await waiting(c, 'Pending Approval')).id, quantity: 900 }),
  },
  'POST /api/jput/nomination/submit/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/submit/${(await nominationAt(c.t, c.d, c.k, 'Created')).id}`, c.k.customer),
  },
  'POST /api/jput/nomination/acknowledge/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/acknowledge/${(await waiting(c, 'Pending Approval')).id}`, c.k.logistics),
  },
  'POST /api/jput/nomination/startSigning/:id': {
    entity: 'nomination',
    call: async (c) => post(`/api/jput/nomination/startSigning/${(await booked(c)).id}`, c.k.loading),
  },
  'POST /api/jput/nomination/complete/:id': {
    entity: 'nomination',
    call: async (c) => {
      const n = await booked(c);
      await ok(c, post(`/api/jput/nomination/startSigning/${n.id}`, c.k.loading));
      await signedCq(c.t, c.k, n.id, 1000);
      await pilotJobsDone(c.t, n.id);
      return post(`/api/jput/nomination/complete/${n.id}`, c.k.logistics);
    },
  },
  'PUT /api/jput/nomination/book/:id': {
    entity: 'nomination',
    call: async (c) =>
      put(
        `/api/jput/nomination/book/${(await nominationAt(c.t, c.d, c.k, 'Jetty Assigned', {}, { berth: 'J1-B', hours: nextHours() })).id}`,
        c.k.logistics,
      ),
  },
  'POST /api/jput/nomination/readiness/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/readiness/${(await waiting(c, 'Pending Approval')).id}`, c.k.customer, {
        bargeReadinessTime: at(c.t, 3),
      }),
  },
  'POST /api/jput/nomination/assign/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/assign/${(await waiting(c)).id}`, c.k.logistics, {
        berthId: c.d.berths['J1-A'],
        estimatedBerthTime: at(c.t, nextHours()),
      }),
  },
  'POST /api/jput/nomination/revocationNomination': {
    entity: 'nomination',
    call: async (c) =>
      post('/api/jput/nomination/revocationNomination', c.k.customer, { id: (await waiting(c)).id, reason: 'Audit' }),
  },
  'POST /api/jput/nomination/updateCustomCode': {
    entity: 'nomination',
    call: async (c) =>
      post('/api/jput/nomination/updateCustomCode', c.k.customer, { id: (await waiting(c)).id, customCode: 'SG-1' }),
  },
  'POST /api/jput/nomination/sendEmail': {
    entity: 'nomination',
    call: async (c) => post('/api/jput/nomination/sendEmail', c.k.logistics, { id: (await waiting(c)).id }),
  },
  'POST /api/jput/nomination/justifyVariance/:id': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/jput/nomination/justifyVariance/${(await completed(c, 985)).id}`, c.leader, {
        justification: 'Tank heel',
      }),
  },
  'PUT /api/jput/nomination/:id/coaLink': {
    entity: 'nomination',
    call: async (c) =>
      put(`/api/jput/nomination/${(await waiting(c)).id}/coaLink`, c.k.logistics, { coaLink: 'https://coa.example/1' }),
  },
  'PUT /api/jput/nomination/:id/portClear': {
    entity: 'nomination',
    call: async (c) =>
      put(`/api/jput/nomination/${(await completed(c)).id}/portClear`, c.k.logistics, {
        reference: 'PC-1',
        clearedAt: c.t.clock.now.toISOString(),
      }),
  },
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
};
