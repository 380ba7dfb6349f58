import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { ago, correctEvent, readSof, recordUpTo } from '../support/sof.js';
import type { DocumentRecord, VerifyResult } from '../../contract/schemas/documents.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import type { SofContent } from '../../server/modules/documents/documents.sof.pdf.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let otherBarge: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  otherBarge = await t.login('harbourstar2');
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });
const doc = (id: number, token = k.loading) =>
  t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${id}`, token });
const sign = (id: number, token: string, name = 'Signer') =>
  call('POST', `/api/documents/${id}/sign`, token, { kind: 'typed', name });

/**
 * A Booked call on a berth window of its own (J1 has the MGO line), made two days ago so that its
 * events may be dated in the past hours.
 */
let slot = 0;
async function bookedCall(): Promise<NominationRecord> {
  const berth = slot % 2 ? 'J1-B' : 'J1-A';
  const n = await nominationAt(t, d, k, 'Booked', {}, { berth, hours: 700 + 5 * slot++ });
  await t.asOwner(`UPDATE nominations SET created_at = created_at - interval '2 days' WHERE id = $1`, [n.id]);
  return n;
}

/** A call recorded up to cast off; its statement of facts as the loading master reads it. */
async function castOff(): Promise<{ n: NominationRecord; sof: SofRecord; d: DocumentRecord }> {
  const n = await bookedCall();
  const sof = await recordUpTo(t, k.loading, n.id, 'castOff');
  expect(sof.document).not.toBeNull();
  return { n, sof, d: await doc(sof.document!.id) };
}

async function verify(id: number): Promise<VerifyResult> {
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/pdf`,
    headers: { authorization: `Bearer ${k.loading}` },
  });
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/verify',
    ...multipart('sof.pdf', pdf.rawPayload),
  });
  return (res.json() as { data: VerifyResult }).data;
}

const progressOf = async (id: number) =>
  (await t.asOwner<{ p: string }>('SELECT sof_progress AS p FROM nominations WHERE id = $1', [id]))[0]!.p;

describe('the statement of facts document', () => {
  it('is made at cast off, numbered in its own series, and sent to the loading master first', async () => {
    const { n, sof, d: made } = await castOff();
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Singapore' }).format(t.clock.now);
    expect(made.number).toMatch(new RegExp(`^SOF-${year}-\\d{5}$`));
    expect(made).toMatchObject({ type: 'statementOfFacts', status: 'Pending', due: 'loadingMaster', round: 1 });
    expect(made.slots).toEqual(['loadingMaster', 'bargeMaster']);
    expect(made.versions.map((v) => v.reason)).toEqual(['sent']);
    expect(made.actions).toEqual(['sign', 'refuse']);
    // Its content: every event of the call, and the figures of its current events.
    const content = made.content as unknown as SofContent;
    expect(content.events.map((e) => e.event)).toEqual(sof.events.map((e) => e.event));
    expect(content.figures).toMatchObject({ waitingHours: 1, alongsideHours: 7, stops: 1 });
    // Commenced 500 min ago, completed 200 ago, 30 min stopped: 4.5 h; 1,000 t over it.
    expect(content.figures.pumpingHours).toBe(4.5);
    expect(content.figures.netRate).toBe(222.2);
    // Shown in the nomination's documents; the loading master's side is told it awaits them (not
    // the one who recorded the cast off, as with any step of §6).
    const record = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${n.id}`,
      token: k.logistics,
    });
    expect(record.documents.statementOfFacts).toEqual({ id: made.id, number: made.number, status: 'Pending' });
    const told = await t.asOwner<{ u: string }>(
      `SELECT u.user_name AS u FROM notifications x JOIN users u ON u.id = x.user_id
        WHERE x.message_key = 'documentNotices.awaits' AND x.message_params->>'number' = $1`,
      [made.number],
    );
    expect(told.map((r) => r.u)).toContain('logistics');
    expect(told.map((r) => r.u)).not.toContain('barge');
  });

  it('is signed in order, by its own barge only; once signed the call is signed and verifies', async () => {
    const { n, d: made } = await castOff();
    const early = await sign(made.id, k.barge);
    expect(early.status).toBe(403);
    expect(early.body.msg).toBe('This document is not waiting for your signature');
    // Another barge does not see the call at all.
    expect((await sign(made.id, otherBarge)).status).toBe(404);
    expect((await sign(made.id, k.loading, 'Loading Master')).status).toBe(200);
    expect(await doc(made.id, k.barge)).toMatchObject({ due: 'bargeMaster', actions: ['sign', 'refuse'] });
    expect((await sign(made.id, otherBarge)).status).toBe(404);
    expect(await progressOf(n.id)).not.toBe('signed');
    expect((await sign(made.id, k.barge, 'Captain Lim')).status).toBe(200);
    const signed = await doc(made.id);
    expect(signed.status).toBe('Signed');
    expect(signed.versions.map((v) => [v.reason, v.sealed])).toEqual([
      ['sent', false],
      ['signed', false],
      ['signed', true],
    ]);
    expect(await progressOf(n.id)).toBe('signed');
    expect(await verify(made.id)).toMatchObject({ outcome: 'valid', document: { number: made.number, version: 3 } });
    // Signed: no correction remakes it.
    const allFast = (await readSof(t, k.loading, n.id)).body.data as SofRecord;
    const event = allFast.events.find((e) => e.event === 'allFast')!;
    const late = await correctEvent(t, k.loading, event.id, { at: ago(t, 535), correctionReason: 'Log misread' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('The statement of facts is signed; it cannot change');
    expect((await doc(made.id)).versions).toHaveLength(3);
  });

  it('is remade after a correction: the next version, a new round, signing from the loading master again', async () => {
    const { n, sof, d: made } = await castOff();
    expect((await sign(made.id, k.loading)).status).toBe(200);
    const allFast = sof.events.find((e) => e.event === 'allFast')!;
    const fixed = await correctEvent(t, k.loading, allFast.id, { at: ago(t, 530), correctionReason: 'Mooring log' });
    expect(fixed.status).toBe(200);
    const remade = await doc(made.id);
    expect(remade).toMatchObject({ status: 'Pending', round: 2, due: 'loadingMaster', number: made.number });
    expect(remade.versions.map((v) => [v.version, v.reason])).toEqual([
      [1, 'sent'],
      [2, 'signed'],
      [3, 'revised'],
    ]);
    // The round-1 signature stays on record, but the barge waits for the loading master's new one.
    expect(remade.signatures.map((s) => [s.slot, s.round])).toEqual([['loadingMaster', 1]]);
    expect((await sign(made.id, k.barge)).status).toBe(403);
    // The replaced value is kept, struck through; the figures follow the correction.
    const content = remade.content as unknown as SofContent;
    const rows = content.events.filter((e) => e.event === 'allFast');
    expect(rows.map((r) => [r.current, r.correctionReason])).toEqual([
      [false, null],
      [true, 'Mooring log'],
    ]);
    expect(content.figures.waitingHours).toBe(1.17);
    expect(await progressOf(n.id)).not.toBe('signed');
  });

  it('sent back by the barge waits for a correction, which remakes it', async () => {
    const { sof, d: made } = await castOff();
    expect((await sign(made.id, k.loading)).status).toBe(200);
    const refused = await call('POST', `/api/documents/${made.id}/refuse`, k.barge, { reason: 'Cast off was later' });
    expect(refused.status).toBe(200);
    expect(await doc(made.id)).toMatchObject({
      status: 'Rejected',
      actions: [],
      waits: [{ action: 'sign', reason: { key: 'documents.waiting.sofCorrection' } }],
    });
    // No one revises it by hand.
    const byHand = await call('PUT', `/api/documents/${made.id}`, k.loading, { content: {} });
    expect(byHand.status).toBe(403);
    const castOffRow = sof.events.find((e) => e.event === 'castOff')!;
    expect(
      (await correctEvent(t, k.loading, castOffRow.id, { at: ago(t, 110), correctionReason: 'Barge log' })).status,
    ).toBe(200);
    expect(await doc(made.id)).toMatchObject({ status: 'Pending', round: 2, due: 'loadingMaster', refusal: null });
  });

  it('is never made, edited or sent by hand', async () => {
    const n = await bookedCall();
    const create = await call('POST', '/api/documents', k.logistics, {
      nominationId: n.id,
      type: 'statementOfFacts',
      content: {},
    });
    expect(create.status).toBe(403);
    expect(create.body.msg).toMatch(/^The statement of facts is made from the call’s events at cast off/);
    const { d: made } = await castOff();
    for (const [method, url] of [
      ['PUT', `/api/documents/${made.id}`],
      ['POST', `/api/documents/${made.id}/send`],
    ] as const) {
      const res = await call(method, url, k.logistics, method === 'PUT' ? { content: {} } : undefined);
      expect(res.status).toBe(403);
      expect(res.body.msg).toMatch(/^The statement of facts is made from the call’s events at cast off/);
    }
  });
});
