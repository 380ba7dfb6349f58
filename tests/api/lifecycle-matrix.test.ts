/**
 * The whole lifecycle table of DECISIONS.md §3 (contract/lifecycle.ts) through the real routes: every
 * step, from every state it is NOT allowed in, is refused with its reason (409, nominations.stepRefused
 * naming the state and the step) and leaves the nomination, its log and the audit log as they were.
 * The allowed steps have their own tests (nominations.test.ts); a step let through from a wrong state
 * (say booking from Pending Approval) fails here.
 */
import { describe, expect, it } from 'vitest';
import { NOMINATION_ACTIONS, type NominationAction } from '../../contract/lifecycle.js';
import { NOMINATION_PROGRESS, type NominationProgress } from '../../contract/enums.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { signedCq } from '../support/documents.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { ALLOWED_FROM } from '../support/lifecycleTable.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
/** One nomination in each state of the lifecycle. */
const inState = new Map<NominationProgress, number>();

test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
  // The states a step leads to, made by the real calls; each berth slot its own, hours apart.
  const walk = async (state: Parameters<typeof nominationAt>[3], hours: number, berth: keyof Demo['berths'] = 'J1-A') =>
    (await nominationAt(t, d, k, state, {}, { berth, hours })).id;
  inState.set('Created', await walk('Created', 0));
  inState.set('Pending Approval', await walk('Pending Approval', 0));
  inState.set('Pending Barge Readiness Time', await walk('Pending Barge Readiness Time', 0));
  inState.set('Pending Jetty Information', await walk('Pending Jetty Information', 0));
  inState.set('Jetty Assigned', await walk('Jetty Assigned', 2));
  inState.set('Booked', await walk('Booked', 8));
  const signing = await walk('Booked', 14);
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${signing}`, token: k.loading });
  inState.set('Signing in Progress', signing);
  const uploaded = await walk('Booked', 20);
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${uploaded}`, token: k.loading });
  await signedCq(t, k, uploaded, 1000);
  inState.set('CQ Uploaded', uploaded);
  inState.set('Completed', await walk('Completed', 26));
  const cancelled = await walk('Pending Approval', 0);
  await t.ok({
    method: 'POST',
    url: '/api/jput/nomination/revocationNomination',
    token: k.customer,
    payload: { id: cancelled, reason: 'Plans changed' },
  });
  inState.set('Cancelled', cancelled);
  // Acknowledged and Barge Ready are passed through at once (settle); no call leaves a nomination
  // standing in them, so they are set directly, on a copy of the state before each.
  const acknowledged = await walk('Pending Barge Readiness Time', 0);
  await t.asOwner(`UPDATE nominations SET status = 'Acknowledged' WHERE id = $1`, [acknowledged]);
  inState.set('Acknowledged', acknowledged);
  const ready = await walk('Pending Jetty Information', 0);
  await t.asOwner(`UPDATE nominations SET status = 'Barge Ready' WHERE id = $1`, [ready]);
  inState.set('Barge Ready', ready);
});

/** The call of each step, as a caller the step's role rule lets through (so the state is what refuses). */
const stepCall = (action: NominationAction, id: number) => {
  const post = (url: string, token: string, payload?: object) => ({ method: 'POST' as const, url, token, payload });
  switch (action) {
    case 'submit':
      return post(`/api/jput/nomination/submit/${id}`, k.customer);
    case 'acknowledge':
      return post(`/api/jput/nomination/acknowledge/${id}`, k.logistics);
    case 'setReadiness':
      return post(`/api/jput/nomination/readiness/${id}`, k.customer, { bargeReadinessTime: at(t, 1) });
    case 'assignJetty':
      return post(`/api/jput/nomination/assign/${id}`, k.logistics, {
        berthId: d.berths['J2-B'],
        estimatedBerthTime: at(t, 40),
      });
    case 'book':
      return { ...post(`/api/jput/nomination/book/${id}`, k.logistics), method: 'PUT' as const };
    case 'startSigning':
      return post(`/api/jput/nomination/startSigning/${id}`, k.logistics);
    case 'complete':
      return post(`/api/jput/nomination/complete/${id}`, k.logistics);
    case 'revoke':
      return post('/api/jput/nomination/revocationNomination', k.logistics, { id, reason: 'Matrix test' });
  }
};

/** What a refused call must leave as it was. */
async function snapshot(id: number) {
  const [row] = await t.asOwner<{ status: string; updated: string; berth: number | null; ready: string | null }>(
    `SELECT status, updated_at::text AS updated, berth_id AS berth, barge_readiness_time::text AS ready
       FROM nominations WHERE id = $1`,
    [id],
  );
  const [log] = await t.asOwner<{ n: number }>(
    'SELECT count(*)::int AS n FROM nomination_log WHERE nomination_id = $1',
    [id],
  );
  const [audit] = await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return { row, log: log!.n, audit: audit!.n };
}

describe('the lifecycle matrix (DECISIONS.md §3)', () => {
  it('has a nomination standing in every state', async () => {
    expect([...inState.keys()].sort()).toEqual([...NOMINATION_PROGRESS].sort());
    for (const [state, id] of inState) {
      const [row] = await t.asOwner<{ status: string }>('SELECT status FROM nominations WHERE id = $1', [id]);
      expect(row?.status, `nomination #${id}`).toBe(state);
    }
  });

  // From §3 as written out in the test (tests/support/lifecycleTable.ts), not from the code's table,
  // so a state wrongly added to a step in contract/lifecycle.ts is still tried here.
  const refused = NOMINATION_ACTIONS.flatMap((action) =>
    NOMINATION_PROGRESS.filter((s) => !ALLOWED_FROM[action].includes(s)).map((state) => ({ action, state })),
  );

  it('tries every step of the code and of §3', () => {
    expect([...NOMINATION_ACTIONS].sort()).toEqual(Object.keys(ALLOWED_FROM).sort());
    expect(refused.length).toBe(NOMINATION_ACTIONS.length * NOMINATION_PROGRESS.length - 22);
  });

  it.each(refused)('refuses $action from $state with its reason and changes nothing', async ({ action, state }) => {
    const id = inState.get(state)!;
    const call = stepCall(action, id);
    const before = await snapshot(id);
    // A caller who cannot see the record (a terminal user and a customer's draft, once drafts are
    // the customer's own) is answered as for a missing id; otherwise the state is the reason.
    const seen = (await t.call({ method: 'GET', url: `/api/jput/nomination/${id}`, token: call.token })).status;
    const res = await t.call(call);
    if (seen === 404) {
      expect(res.status).toBe(404);
    } else {
      expect(res.status, res.body.msg).toBe(409);
      expect(res.body).toMatchObject({
        key: 'nominations.stepRefused',
        params: { status: { key: `statuses.${state}` }, action: { key: `steps.${action}` } },
      });
    }
    expect(await snapshot(id)).toEqual(before);
  });
});
