/**
 * The statement of facts document after the review of issue 33: a refused one remade without an
 * event (#14), and two writers on one call at once (#2, #31): no deadlock, no 5xx, one outcome.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { ago, bookedCall, correctEvent, recordEvent, recordUpTo, signBeforeTransfer } from '../support/sof.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const doc = (id: number) => t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${id}`, token: k.loading });
const sign = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/documents/${id}/sign`, token, payload: { kind: 'typed', name: 'Signer' } });
const remake = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/nominations/${id}/sof/remake`, token });

/** A call cast off, its statement signed by the loading master, then refused by the barge. */
async function refusedByBarge() {
  const n = await bookedCall(t, d, k);
  const sof = await recordUpTo(t, k.loading, n.id, 'castOff');
  const id = sof.document!.id;
  expect((await sign(id, k.loading)).status).toBe(200);
  const refused = await t.call({
    method: 'POST',
    url: `/api/documents/${id}/refuse`,
    token: k.barge,
    payload: { reason: 'The copy is unreadable' },
  });
  expect(refused.status).toBe(200);
  return { n, sof, id };
}

describe('remaking a refused statement of facts', () => {
  it('makes a new version and round from the events as they stand, with no event changed, audited', async () => {
    const { n, sof, id } = await refusedByBarge();
    const offered = async (token: string) =>
      ((await t.call({ method: 'GET', url: `/api/nominations/${n.id}/sof`, token })).body.data as SofRecord).mayRemake;
    // Terminal logistics signs in the loading master's place, so it may remake one too.
    expect([await offered(k.loading), await offered(k.barge), await offered(k.logistics)]).toEqual([true, false, true]);
    const res = await remake(n.id, k.control);
    expect(res.status).toBe(200);
    const rec = res.body.data as SofRecord;
    expect(rec.document).toEqual({ id, number: sof.document!.number, status: 'Pending' });
    expect(rec.mayRemake).toBe(false);
    expect(rec.events.map((e) => [e.id, e.current])).toEqual(sof.events.map((e) => [e.id, e.current]));
    const remade = await doc(id);
    expect(remade).toMatchObject({ status: 'Pending', round: 2, due: 'loadingMaster', refusal: null });
    expect(remade.versions.at(-1)?.reason).toBe('revised');
    const audit = await t.asOwner<{ entity: string; entity_id: string; before: { status: string } }>(
      `SELECT entity, entity_id, before FROM audit_log WHERE action = 'remakeSof'`,
    );
    expect(audit).toEqual([
      { entity: 'document', entity_id: String(id), before: expect.objectContaining({ status: 'Rejected' }) },
    ]);
  });

  it('is refused unless the barge refused it, to the barge and to readers, and hides other calls', async () => {
    const { n } = await refusedByBarge();
    expect((await remake(n.id, k.barge)).status).toBe(403);
    expect((await remake(n.id, k.customer)).status).toBe(403);
    expect((await remake(99_999_999, k.loading)).status).toBe(404);
    expect((await remake(n.id, k.logistics)).status).toBe(200);
    // Pending again: nothing to remake.
    expect((await remake(n.id, k.loading)).body).toMatchObject({ code: 409, key: 'sof.notRefused' });
    const fresh = await bookedCall(t, d, k);
    expect((await remake(fresh.id, k.loading)).body).toMatchObject({ code: 409, key: 'sof.notRefused' });
  });
});

describe('two writers on one call at once', () => {
  it('signing and correcting after cast off never deadlock: both succeed in one order or the other', async () => {
    // The signature starts a little after the correction, more each time: the window in which the
    // correction holds the nomination and the signature the document is met on some run.
    for (const [i, delay] of [0, 2, 5, 10, 20, 40].entries()) {
      const n = await bookedCall(t, d, k);
      const sof = await recordUpTo(t, k.loading, n.id, 'castOff');
      const id = sof.document!.id;
      const castOff = sof.events.find((e) => e.event === 'castOff' && e.current)!;
      const [signed, corrected] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => sign(id, k.loading)),
        correctEvent(t, k.loading, castOff.id, { at: ago(t, 118), correctionReason: `Race ${i}` }),
      ]);
      expect([signed.status, corrected.status]).toEqual([200, 200]);
      const after = await doc(id);
      expect(after.round).toBe(2);
      // Signed first: the correction remade it, the loading master signs again; else the signature is round 2's.
      const signedRound = (signed.body.data as DocumentRecord).round;
      expect(after.due).toBe(signedRound === 1 ? 'loadingMaster' : 'bargeMaster');
    }
  });

  it('two recordings of one event: one is recorded, the other refused as twice', async () => {
    const n = await bookedCall(t, d, k);
    await recordUpTo(t, k.loading, n.id, 'hosesConnected');
    await signBeforeTransfer(t, n.id);
    const both = await Promise.all([
      recordEvent(t, k.loading, n.id, { event: 'commencedPumping', at: ago(t, 500) }),
      recordEvent(t, k.control, n.id, { event: 'commencedPumping', at: ago(t, 499) }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ key: 'sof.twice' });
    const rows = await t.asOwner(
      `SELECT event FROM sof_events WHERE nomination_id = $1 AND event IN ('commencedPumping', 'checklistCompleted')`,
      [n.id],
    );
    expect(rows).toHaveLength(2);
  });
});
