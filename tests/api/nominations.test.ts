import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { signedCq } from '../support/documents.js';
import { at, nominationAt, nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import { pilotJobsDone } from '../support/pilotJobs.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

type Log = {
  rows: {
    action: number;
    actionLabel: string;
    fromStatus: string | null;
    toStatus: string | null;
    userName: string | null;
    detail: string | null;
  }[];
  total: number;
};
const log = (id: number, token = k.logistics) =>
  t.ok<Log>({ method: 'GET', url: `/api/jput/nominationLog/list?BId=${id}`, token });

describe('the nomination lifecycle', () => {
  it('runs from draft to completed, each step logged with who took it, the automatic ones too', async () => {
    const draft = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { surveyorIds: [d.surveyorCompany] }),
    });
    expect(draft).toMatchObject({
      status: 'Created',
      companyName: 'Straits Bunkering Pte. Ltd.',
      bargeName: 'Harbour Star 1',
      tankNumber: 'T101',
      editable: true,
    });
    expect(draft.actions).toEqual(expect.arrayContaining(['submit', 'revoke', 'setReadiness']));
    expect(draft.surveyors.map((s) => s.id)).toEqual([d.surveyorCompany]);
    const step = (url: string, token: string, payload?: object) =>
      t.ok<NominationRecord>({ method: 'POST', url, token, payload });
    expect((await step(`/api/jput/nomination/submit/${draft.id}`, k.customer)).status).toBe('Pending Approval');
    const acknowledged = await step(`/api/jput/nomination/acknowledge/${draft.id}`, k.control);
    expect(acknowledged.status).toBe('Pending Barge Readiness Time');
    expect(acknowledged.editable).toBe(false);
    const ready = await step(`/api/jput/nomination/readiness/${draft.id}`, k.barge, { bargeReadinessTime: at(t, 3) });
    expect(ready.status).toBe('Pending Jetty Information');
    const assigned = await step(`/api/jput/nomination/assign/${draft.id}`, k.logistics, {
      berthId: d.berths['J1-B'],
      estimatedBerthTime: at(t, 4),
    });
    expect(assigned).toMatchObject({
      status: 'Jetty Assigned',
      berthName: 'J1-B',
      jettyNumber: 'J1',
      durationHours: 2,
    });
    const booked = await t.ok<NominationRecord>({
      method: 'PUT',
      url: `/api/jput/nomination/book/${draft.id}`,
      token: k.logistics,
    });
    expect(booked.status).toBe('Booked');
    expect((await step(`/api/jput/nomination/startSigning/${draft.id}`, k.loading)).status).toBe('Signing in Progress');
    const cq = await signedCq(t, k, draft.id, 998.5);
    expect(
      (await t.ok<NominationRecord>({ method: 'GET', url: `/api/jput/nomination/${draft.id}`, token: k.loading }))
        .status,
    ).toBe('CQ Uploaded');
    await pilotJobsDone(t, draft.id);
    const done = await step(`/api/jput/nomination/complete/${draft.id}`, k.logistics);
    expect(done).toMatchObject({ status: 'Completed', actualQuantity: 998.5, variancePercent: -0.15 });
    expect(done.actions).toEqual([]);

    const { rows } = await log(draft.id);
    expect(rows.filter((r) => r.action === 13).map((r) => [r.toStatus, r.userName])).toEqual([
      ['Created', 'Daniel Lee'],
      ['Pending Approval', 'Daniel Lee'],
      ['Acknowledged', 'Control Room'],
      ['Pending Barge Readiness Time', null],
      ['Barge Ready', 'Harbour Star 1'],
      ['Pending Jetty Information', null],
      ['Jetty Assigned', 'Tan Wei Ming'],
      ['Booked', 'Tan Wei Ming'],
      ['Signing in Progress', 'Ong Boon Keat'],
      ['CQ Uploaded', 'Harbour Star 1'],
      ['Completed', 'Tan Wei Ming'],
    ]);
    expect(rows[0]!.actionLabel).toBe('Update Status');
    const audit = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'nomination' AND entity_id = $1",
      [String(draft.id)],
    );
    // Eight steps on the nomination; CQ Uploaded came with the certificate's last signature, audited as the document's.
    expect(audit[0]!.n).toBe(8);
    const documentAudit = await t.asOwner<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'document' AND entity_id = $1 ORDER BY id",
      [String(cq.id)],
    );
    expect(documentAudit.map((r) => r.action)).toEqual(['create', 'send', 'sign', 'sign', 'sign']);
  });

  it('refuses a step the state does not allow with 409 and a clear message, and one the role may not take with 403', async () => {
    // Submitted: a draft is the customer's own and answers the terminal as a missing one (issue 31).
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const book = await t.call({ method: 'PUT', url: `/api/jput/nomination/book/${n.id}`, token: k.logistics });
    expect(book.status).toBe(409);
    expect(book.body.msg).toBe('A nomination that is Pending Approval cannot be booked');
    expect(
      (await t.call({ method: 'POST', url: `/api/jput/nomination/acknowledge/${n.id}`, token: k.customer })).status,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/jput/nomination/revocationNomination`,
          token: k.barge,
          payload: { id: n.id, reason: 'x' },
        })
      ).status,
    ).toBe(403);
    const booked = await nominationAt(t, d, k, 'Booked', {}, { hours: 10 });
    const revoke = await t.call({
      method: 'POST',
      url: '/api/jput/nomination/revocationNomination',
      token: k.customer,
      payload: { id: booked.id, reason: 'No longer needed' },
    });
    expect(revoke.status).toBe(409);
    expect(revoke.body.msg).toBe('A nomination that is Booked cannot be revoked');
    // The browser shows the same refusal in the user's language from its key and parameters.
    expect(revoke.body).toMatchObject({
      key: 'nominations.stepRefused',
      params: { status: { key: 'statuses.Booked' }, action: { key: 'steps.revoke' } },
    });
    expect(
      (await t.call({ method: 'POST', url: `/api/jput/nomination/complete/${booked.id}`, token: k.control })).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: `/api/jput/nomination/startSigning/${booked.id}`, token: k.control }))
        .status,
    ).toBe(403);
    const unchanged = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${booked.id}`,
      token: k.logistics,
    });
    expect(unchanged.status).toBe('Booked');
  });

  it('lets the owner customer or terminal logistics revoke before booking, with a reason', async () => {
    const a = await nominationAt(t, d, k, 'Pending Jetty Information');
    const noReason = await t.call({
      method: 'POST',
      url: '/api/jput/nomination/revocationNomination',
      token: k.customer,
      payload: { id: a.id, reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const cancelled = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination/revocationNomination',
      token: k.customer,
      payload: { id: a.id, reason: 'Cargo sold' },
    });
    expect(cancelled.status).toBe('Cancelled');
    const b = await nominationAt(t, d, k, 'Jetty Assigned', {}, { hours: 30 });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination/revocationNomination',
          token: k.control,
          payload: { id: b.id, reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.ok<NominationRecord>({
          method: 'POST',
          url: '/api/jput/nomination/revocationNomination',
          token: k.logistics,
          payload: { id: b.id, reason: 'Jetty works' },
        })
      ).status,
    ).toBe('Cancelled');
    expect((await log(b.id)).rows.at(-1)).toMatchObject({ toStatus: 'Cancelled', detail: 'Jetty works' });
  });

  it('goes straight to Barge Ready and on when the readiness time was given before acknowledgement', async () => {
    const n = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeReadinessTime: at(t, 5), submit: true }),
    });
    const ack = await t.ok<NominationRecord>({
      method: 'POST',
      url: `/api/jput/nomination/acknowledge/${n.id}`,
      token: k.logistics,
    });
    expect(ack.status).toBe('Pending Jetty Information');
    expect((await log(n.id)).rows.map((r) => r.toStatus)).toEqual([
      'Created',
      'Pending Approval',
      'Acknowledged',
      'Barge Ready',
      'Pending Jetty Information',
    ]);
  });
});

describe('editing a nomination', () => {
  it('lets the customer edit a draft, then sends details through change requests once acknowledged', async () => {
    const n = await nominationAt(t, d, k, 'Created');
    const edited = await t.ok<NominationRecord>({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: n.id, quantity: 1100, remarks: 'Morning slot' },
    });
    expect(edited).toMatchObject({ quantity: 1100, remarks: 'Morning slot' });
    const tooMuch = await t.call({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: n.id, quantity: 1300 },
    });
    expect(tooMuch.body.msg).toBe(MESSAGES_EN.nominations.qtyAboveMax);
    const acked = await nominationAt(t, d, k, 'Pending Jetty Information');
    const locked = await t.call({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: acked.id, quantity: 900 },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe(MESSAGES_EN.nominations.useChangeRequest);
    // Sending the same value is not a change.
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/jput/nomination',
          token: k.customer,
          payload: { id: acked.id, quantity: 1000 },
        })
      ).status,
    ).toBe(200);
  });

  it('keeps the PSA contact to terminal logistics and the pilot to terminal staff', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/jput/nomination',
          token: k.control,
          payload: { id: n.id, psaContactNumber: '+65 6000 1111' },
        })
      ).status,
    ).toBe(403);
    const set = await t.ok<NominationRecord>({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.logistics,
      payload: { id: n.id, psaContactNumber: '+65 6000 1111' },
    });
    expect(set.psaContactNumber).toBe('+65 6000 1111');
    const seen = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${n.id}`,
      token: k.customer,
    });
    expect(seen.psaContactNumber).toBeNull();
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination',
          token: k.customer,
          payload: nominationBody(d, { psaContactNumber: '1' }),
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a vessel, an unqualified barge and a tank of another product', async () => {
    const vessel = (await t.asOwner<{ id: number }>("SELECT id FROM ships WHERE kind = 'vessel' LIMIT 1"))[0]!.id;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination',
          token: k.customer,
          payload: nominationBody(d, { bargeId: vessel }),
        })
      ).body.msg,
    ).toBe(MESSAGES_EN.nominations.notBarge);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination',
          token: k.customer,
          payload: nominationBody(d, { tankId: d.tanks.T301 }),
        })
      ).body.msg,
    ).toBe(MESSAGES_EN.nominations.tankProduct);
    await t.ok({
      method: 'POST',
      url: '/api/unqualifiedShips',
      token: k.logistics,
      payload: { shipId: d.barges.pearl, reason: 'Failed inspection' },
    });
    const refused = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeId: d.barges.pearl }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This barge cannot be nominated: it is blacklisted (Failed inspection)');
  });

  it('updates the custom code and e-mails the parties through the outbox', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval', { surveyorIds: [d.surveyorCompany] });
    const coded = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination/updateCustomCode',
      token: k.customer,
      payload: { id: n.id, customCode: 'SG-22-0415' },
    });
    expect(coded.customCode).toBe('SG-22-0415');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/nomination/updateCustomCode',
          token: k.control,
          payload: { id: n.id, customCode: 'x' },
        })
      ).status,
    ).toBe(403);
    const sent = await t.ok<{ recipients: string[] }>({
      method: 'POST',
      url: '/api/jput/nomination/sendEmail',
      token: k.logistics,
      payload: { id: n.id },
    });
    expect(sent.recipients).toEqual(
      expect.arrayContaining(['customer@berth.example', 'barge@berth.example', 'surveyor@berth.example']),
    );
    const mails = await t.asOwner<{ to: string; body: string }>(
      'SELECT "to", body FROM mail_outbox WHERE subject = $1',
      [`Barging nomination #${n.id}`],
    );
    expect(mails.map((m) => m.to).sort()).toEqual([...sent.recipients].sort());
    expect(mails[0]!.body).toContain('Harbour Star 1');
  });
});
