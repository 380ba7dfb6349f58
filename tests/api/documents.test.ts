import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { tankOf } from '../support/documents.js';
import type { DocumentRecord, VerifyResult } from '../../contract/schemas/documents.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { quantityTotals } from '../../contract/documents.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let surveyor: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  surveyor = await t.login('surveyor');
  DRAWN = await QRCode.toDataURL('signature', { margin: 1 });
});

/** A real PNG as a data URL, as the signature pad sends it (any picture will do for the server). */
let DRAWN = '';

const TANKS = [
  { ...tankOf(0), grossObservedM3: 612.4, temperatureC: 31.5, density15: 0.8452, tankName: 'T101' },
  { ...tankOf(0), grossObservedM3: 580.2, temperatureC: 30.8, density15: 0.8448, tankName: 'T102' },
];

const post = <T = DocumentRecord>(url: string, token: string, payload?: object) =>
  t.ok<T>({ method: 'POST', url, token, payload });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });
const get = <T = DocumentRecord>(url: string, token: string) => t.ok<T>({ method: 'GET', url, token });

async function pdfOf(id: number, token: string, version?: number): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'GET',
    url: version ? `/api/documents/${id}/versions/${version}/pdf` : `/api/documents/${id}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

async function verify(file: Buffer, name = 'doc.pdf'): Promise<VerifyResult> {
  const res = await t.app.inject({ method: 'POST', url: '/api/documents/verify', ...multipart(name, file) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: VerifyResult }).data;
}

/** Each test's nominations on a berth window of their own. */
let slot = 0;
const signingNomination = (): Promise<NominationRecord> =>
  nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 30 + 4 * slot++ });

describe('the certificate of quantity', () => {
  it('is made by the named surveyor, signed in order by surveyor, loading master and barge, and completes the nomination', async () => {
    const n = await signingNomination();
    const draft = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    expect(draft).toMatchObject({ status: 'Draft', type: 'quantity', actions: ['edit'] });
    expect(draft.number).toMatch(/^CQ-\d{4}-\d{5}$/);
    // The figures are computed, never typed: the totals follow from the measures.
    const totals = quantityTotals(TANKS, n.quantity);
    expect(draft.computed).toEqual({ totals });
    // 1,192.6 m³ observed at about 31 °C: some 1.3 % less at 15 °C, times 0.844 t/m³.
    expect(totals.netStandardM3).toBeLessThan(1192.6 * 0.99);
    expect(totals.actual).toBeGreaterThan(980);
    expect(totals.actual).toBeLessThan(1000);
    // Sending waits for the terminal to start document signing.
    const early = await call('POST', `/api/documents/${draft.id}/send`, surveyor);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('Signing starts once the terminal has started document signing for the nomination');
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    // Whatever else waits for the loading master (the demo's own documents), this one adds to it only once due.
    const loadingBefore = await get<number>('/api/jput/quantity/getQuantityNum', k.loading);

    const sent = await post(`/api/documents/${draft.id}/send`, surveyor);
    expect(sent).toMatchObject({
      status: 'Pending',
      due: 'surveyor',
      slots: ['surveyor', 'loadingMaster', 'bargeMaster'],
    });
    expect(sent.versions.map((v) => v.reason)).toEqual(['sent']);
    expect(await get<number>('/api/jput/quantity/getQuantityNum', surveyor)).toBe(1);
    expect(await get<number>('/api/jput/quantity/getQuantityNum', k.loading)).toBe(loadingBefore);
    const waitingBefore = await get<number>('/api/jput/quantity/getQuantityNum', k.barge);

    // Out of turn: the barge may not sign before the loading master.
    const outOfTurn = await call('POST', `/api/documents/${draft.id}/sign`, k.barge, { kind: 'typed', name: 'Barge' });
    expect(outOfTurn.status).toBe(403);
    expect(outOfTurn.body.msg).toBe('This document is not waiting for your signature');

    const bySurveyor = await post(`/api/documents/${draft.id}/sign`, surveyor, { kind: 'drawn', image: DRAWN });
    expect(bySurveyor.due).toBe('loadingMaster');
    expect(await get<number>('/api/jput/quantity/getQuantityNum', k.loading)).toBe(loadingBefore + 1);
    const byLoading = await post(`/api/documents/${draft.id}/sign`, k.loading, {
      kind: 'typed',
      name: 'Ahmad Loading',
    });
    expect(byLoading.due).toBe('bargeMaster');
    expect(await get<number>('/api/jput/quantity/getQuantityNum', k.barge)).toBe(waitingBefore + 1);
    const signed = await post(`/api/documents/${draft.id}/sign`, k.barge, { kind: 'typed', name: 'Captain Lim' });
    expect(signed).toMatchObject({ status: 'Signed', due: null, actions: [] });
    expect(signed.signatures.map((s) => [s.slot, s.kind])).toEqual([
      ['surveyor', 'drawn'],
      ['loadingMaster', 'typed'],
      ['bargeMaster', 'typed'],
    ]);
    expect(signed.versions.map((v) => [v.version, v.reason, v.sealed])).toEqual([
      [1, 'sent', false],
      [2, 'signed', false],
      [3, 'signed', false],
      [4, 'signed', true],
    ]);
    expect(new Set(signed.versions.map((v) => v.sha256)).size).toBe(4);

    const after = await get<NominationRecord>(`/api/jput/nomination/${n.id}`, k.logistics);
    expect(after).toMatchObject({ status: 'CQ Uploaded', actualQuantity: totals.actual });
    expect(after.documents.quantity).toMatchObject({ id: draft.id, number: draft.number, status: 'Signed' });

    // The final version carries the terminal's PAdES signature, which poppler finds intact.
    const final = await pdfOf(draft.id, k.customer);
    mkdirSync('artifacts/pdf', { recursive: true });
    writeFileSync('artifacts/pdf/cq-signed.pdf', final);
    const sig = execFileSync('pdfsig', ['artifacts/pdf/cq-signed.pdf'], { encoding: 'utf8' });
    expect(sig).toContain('Signature Validation: Signature is Valid.');
    expect(sig).toContain('Total document signed');
    const text = execFileSync('pdftotext', ['-layout', 'artifacts/pdf/cq-signed.pdf', '-'], { encoding: 'utf8' });
    expect(text).toContain(draft.number);
    expect(text).toContain('Certificate of quantity');
    expect(text).toContain(totals.actual.toFixed(3));
    expect(text).toContain('Captain Lim');
    // The QR code in the band reads as the verify page's address for this number.
    const page = PNG.sync.read(
      execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', 'artifacts/pdf/cq-signed.pdf']),
    );
    expect(jsQR(new Uint8ClampedArray(page.data), page.width, page.height)?.data).toBe(
      `http://localhost/verify?number=${draft.number}`,
    );

    // The customer reads the signed certificate; verification knows every version.
    expect((await verify(final)).outcome).toBe('valid');
    const first = await pdfOf(draft.id, k.logistics, 1);
    expect(await verify(first)).toMatchObject({
      outcome: 'notLatest',
      message: 'This PDF is not the latest version.',
      document: { number: draft.number, version: 1, latestVersion: 4 },
    });
  });

  it('goes back to its maker when a signer refuses, and starts signing again once revised', async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    await post(`/api/documents/${cq.id}/send`, surveyor);
    await post(`/api/documents/${cq.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    // Spec §5: a rejection's reason is required, in its own words, at the field (absent, empty or blank alike).
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const noReason = await call('POST', `/api/documents/${cq.id}/refuse`, k.loading, payload);
      expect(noReason.status).toBe(400);
      expect(noReason.body).toMatchObject({
        msg: 'Please enter a reason for rejection',
        key: 'spec.enterRejectReason',
        field: 'reason',
      });
    }
    const refused = await post(`/api/documents/${cq.id}/refuse`, k.loading, {
      reason: 'Tank T102 temperature is wrong',
    });
    expect(refused).toMatchObject({
      status: 'Rejected',
      due: null,
      refusal: { reason: 'Tank T102 temperature is wrong' },
    });
    const notices = await t.asOwner<{ message_key: string; message_params: { reason: string } }>(
      `SELECT n.message_key, n.message_params FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.user_name = 'surveyor' AND n.bid = $1 ORDER BY n.id DESC LIMIT 1`,
      [n.id],
    );
    expect(notices[0]).toMatchObject({
      message_key: 'documentNotices.refused',
      message_params: { reason: 'Tank T102 temperature is wrong' },
    });
    // Only its maker revises it; the revision is a new version and signing restarts from the first signer.
    const tanks = [TANKS[0], { ...TANKS[1], temperatureC: 29.9 }];
    expect((await call('PUT', `/api/documents/${cq.id}`, k.loading, { content: { tanks } })).status).toBe(200);
    const byCustomer = await call('PUT', `/api/documents/${cq.id}`, k.customer, { content: { tanks } });
    expect(byCustomer.status).toBe(403);
  });

  it('is revised by its maker after a refusal: a new round, a new version, the old ones no longer latest once signed', async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    await post(`/api/documents/${cq.id}/send`, surveyor);
    await post(`/api/documents/${cq.id}/refuse`, surveyor, { reason: 'Wrong density' });
    const revised = await t.ok<DocumentRecord>({
      method: 'PUT',
      url: `/api/documents/${cq.id}`,
      token: surveyor,
      payload: { content: { tanks: [{ ...TANKS[0], density15: 0.85 }] } },
    });
    expect(revised).toMatchObject({ status: 'Pending', round: 2, due: 'surveyor', refusal: null });
    expect(revised.versions.map((v) => v.reason)).toEqual(['sent', 'revised']);
    // Signing starts again: no version is valid until every signer has signed.
    expect((await verify(await pdfOf(cq.id, surveyor, 1))).outcome).toBe('notFullySigned');
    expect((await verify(await pdfOf(cq.id, surveyor, 2))).outcome).toBe('notFullySigned');
    const signing = await t.ok<DocumentRecord>({
      method: 'POST',
      url: `/api/documents/${cq.id}/sign`,
      token: surveyor,
      payload: { kind: 'typed', name: 'Priya Nair' },
    });
    expect(signing.signatures.map((s) => [s.round, s.slot])).toEqual([[2, 'surveyor']]);
    await post(`/api/documents/${cq.id}/sign`, k.loading, { kind: 'typed', name: 'Ahmad' });
    const signed = await post(`/api/documents/${cq.id}/sign`, k.barge, { kind: 'typed', name: 'Captain Lim' });
    expect(signed.status).toBe('Signed');
    expect((await verify(await pdfOf(cq.id, surveyor, 1))).outcome).toBe('notLatest');
    expect((await verify(await pdfOf(cq.id, surveyor, 2))).outcome).toBe('notLatest');
    expect((await verify(await pdfOf(cq.id, surveyor))).outcome).toBe('valid');
  });
});

describe('who makes, signs and sees documents', () => {
  it('refuses makers outside the table, a second document of a type, and content of the wrong shape', async () => {
    const n = await signingNomination();
    const content = { tanks: TANKS };
    expect(
      (await call('POST', '/api/documents', k.customer, { nominationId: n.id, type: 'quantity', content })).status,
    ).toBe(403);
    const coqByTerminal = await call('POST', '/api/documents', k.loading, {
      nominationId: n.id,
      type: 'quality',
      content: {
        samplingType: 'Running',
        tests: [{ parameter: 'Density', method: 'ASTM D4052', max: 0.99, result: 0.9 }],
      },
    });
    expect(coqByTerminal.status).toBe(403);
    expect(coqByTerminal.body.msg).toBe('Only a surveyor named on the nomination can make this document');
    const bl = await call('POST', '/api/documents', k.loading, {
      nominationId: n.id,
      type: 'billOfLading',
      content: { shipper: 'A', consignee: 'B', portOfLoading: 'Singapore', portOfDischarge: 'Batam', originals: 3 },
    });
    expect(bl.status).toBe(409);
    expect(
      (await call('POST', '/api/documents', surveyor, { nominationId: n.id, type: 'quantity', content: { tanks: [] } }))
        .status,
    ).toBe(400);
    await post('/api/documents', surveyor, { nominationId: n.id, type: 'quantity', content });
    const twice = await call('POST', '/api/documents', k.loading, { nominationId: n.id, type: 'quantity', content });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toMatch(/^This nomination already has a Certificate of quantity: CQ-/);
  });

  it("keeps a draft to its maker's side and shows customers only signed documents", async () => {
    const n = await signingNomination();
    const cq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    expect((await call('GET', `/api/documents/${cq.id}`, k.logistics)).status).toBe(404);
    expect((await call('GET', `/api/documents/${cq.id}`, k.customer)).status).toBe(404);
    expect((await call('GET', `/api/documents/${cq.id}`, surveyor)).status).toBe(200);
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    await post(`/api/documents/${cq.id}/send`, surveyor);
    expect((await call('GET', `/api/documents/${cq.id}`, k.logistics)).status).toBe(200);
    expect((await call('GET', `/api/documents/${cq.id}`, k.customer)).status).toBe(404);
    const list = await get<{ rows: { id: number }[] }>(`/api/documents/list?nominationId=${n.id}`, k.customer);
    expect(list.rows).toEqual([]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${cq.id}/pdf`,
      headers: { authorization: `Bearer ${k.customer}` },
    });
    expect(pdf.statusCode).toBe(404);
  });

  it("hides a hidden nomination's documents from the terminal", async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    await post(`/api/documents/${cq.id}/send`, surveyor);
    await post(`/api/documents/${cq.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    expect(await get<number>('/api/jput/quantity/getQuantityNum', k.loading)).toBeGreaterThanOrEqual(1);
    const waiting = await get<{ rows: { id: number }[] }>('/api/documents/list?waiting=true', k.loading);
    expect(waiting.rows.map((r) => r.id)).toContain(cq.id);
    // The flag changes through the API only while the nomination is a draft; the scope is what is tested here.
    await t.asOwner(`UPDATE nominations SET hide_from_terminal = true WHERE id = $1`, [n.id]);
    expect((await call('GET', `/api/documents/${cq.id}`, k.loading)).status).toBe(404);
    expect((await call('POST', `/api/documents/${cq.id}/sign`, k.loading, { kind: 'typed', name: 'x' })).status).toBe(
      404,
    );
    const hidden = await get<{ rows: { id: number }[] }>('/api/documents/list?waiting=true', k.loading);
    expect(hidden.rows.map((r) => r.id)).not.toContain(cq.id);
  });

  it('numbers documents without gaps when many are made at once', async () => {
    const noms = [];
    for (let i = 0; i < 6; i++) noms.push(await signingNomination());
    const made = await Promise.all(
      noms.map((n) =>
        post('/api/documents', surveyor, { nominationId: n.id, type: 'quantity', content: { tanks: TANKS } }),
      ),
    );
    const seq = made.map((m) => Number(m.number.slice(-5))).sort((a, b) => a - b);
    expect(seq.every((v, i) => i === 0 || v === seq[i - 1]! + 1)).toBe(true);
    const all = await t.asOwner<{ number: string }>(
      `SELECT number FROM documents WHERE type = 'quantity' ORDER BY number`,
    );
    const numbers = all.map((r) => Number(r.number.slice(-5)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('the certificate of quality and the bill of lading', () => {
  it("computes pass and fail from the limits, and the bill of lading takes the signed CQ's quantity with the stamp", async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const coq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quality',
      language: 'zh',
      content: {
        samplingType: 'Line Drip',
        tests: [
          { parameter: 'Density at 15 °C', method: 'ASTM D4052', unit: 'kg/l', max: 0.89, result: 0.8452 },
          { parameter: 'Sulphur', method: 'ISO 8754', unit: '% m/m', max: 0.1, result: 0.12 },
          { parameter: 'Flash point', method: 'ASTM D93', unit: '°C', min: 60, result: 72 },
        ],
      },
    });
    await post(`/api/documents/${coq.id}/send`, surveyor);
    const coqSigned = await post(`/api/documents/${coq.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    expect(coqSigned.status).toBe('Signed');
    const zh = await pdfOf(coq.id, surveyor);
    writeFileSync('artifacts/pdf/coq-zh.pdf', zh);
    const zhText = execFileSync('pdftotext', ['-layout', 'artifacts/pdf/coq-zh.pdf', '-'], { encoding: 'utf8' });
    expect(zhText).toContain('质量证书');
    expect(zhText).toContain('管线滴样');
    const line = (word: string) => zhText.split('\n').find((l) => l.includes(word)) ?? '';
    expect(line('Sulphur')).toContain('不合格');
    expect(line('Flash point')).not.toContain('不合格');
    expect(line('Flash point')).toContain('合格');
    expect(zh.length).toBeLessThan(300_000);

    const cqTonnes = 1043.25;
    const cq = await post('/api/documents', k.loading, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: [tankOf(cqTonnes)] },
    });
    await post(`/api/documents/${cq.id}/send`, k.loading);
    await post(`/api/documents/${cq.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    await post(`/api/documents/${cq.id}/sign`, k.loading, { kind: 'typed', name: 'Ahmad' });
    await post(`/api/documents/${cq.id}/sign`, k.barge, { kind: 'drawn', image: DRAWN });

    const bl = await post('/api/documents', k.logistics, {
      nominationId: n.id,
      type: 'billOfLading',
      content: {
        shipper: 'Straits Bunkering Pte. Ltd.',
        consignee: 'To order',
        notifyParty: null,
        portOfLoading: 'Singapore',
        portOfDischarge: 'Singapore anchorage',
        originals: 3,
      },
    });
    expect(bl.number).toMatch(/^BL-/);
    await post(`/api/documents/${bl.id}/send`, k.logistics);
    expect(await get<number>('/api/jput/billOfLading/getBillOfLadingNum', k.logistics)).toBeGreaterThanOrEqual(1);
    await post(`/api/documents/${bl.id}/sign`, k.logistics, { kind: 'typed', name: 'Tan Logistics' });
    const blSigned = await post(`/api/documents/${bl.id}/sign`, k.barge, { kind: 'typed', name: 'Captain Lim' });
    expect(blSigned.status).toBe('Signed');
    const file = await pdfOf(bl.id, k.customer);
    writeFileSync('artifacts/pdf/bl-signed.pdf', file);
    const text = execFileSync('pdftotext', ['-layout', 'artifacts/pdf/bl-signed.pdf', '-'], { encoding: 'utf8' });
    expect(text).toContain('Bill of lading');
    expect(text).toContain(cqTonnes.toFixed(3));
    expect(text).toContain('Straits Bunkering Pte. Ltd.');
  });
});

describe('verification', () => {
  it("answers the four outcomes with the spec's texts", async () => {
    expect(await verify(Buffer.from('not a pdf at all'), 'x.pdf')).toMatchObject({
      outcome: 'invalid',
      message: 'This document is not valid. Please upload a valid document.',
      document: null,
    });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      ...multipart('doc.png', Buffer.from('%PDF-1.7')),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ msg: 'Upload a PDF file (.pdf)' });

    const n = await nominationAt(t, d, k, 'Completed', {}, { hours: 900 });
    const cqId = n.documents.quantity!.id;
    const final = await pdfOf(cqId, k.customer);
    const valid = await verify(final);
    expect(valid).toMatchObject({ outcome: 'valid', message: null, document: { type: 'quantity', status: 'Signed' } });
    expect(valid.document!.signers.map((s) => s.slot)).toEqual(['loadingMaster', 'bargeMaster']);
    // The PAdES signature is an incremental update: what comes before it is the same PDF unsigned.
    const end = final.indexOf('%%EOF') + '%%EOF'.length;
    const unsigned = final.subarray(0, end + (final[end] === 0x0a ? 1 : 0));
    expect(await verify(unsigned)).toMatchObject({
      outcome: 'signatureMissing',
      message: 'Document has been signed but signature is not present in the document.',
    });
    const tampered = Buffer.from(final);
    const at = Math.floor(tampered.length / 3);
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    expect((await verify(tampered)).outcome).toBe('invalid');
  });
});

describe('verifying a document whose signing is not finished', () => {
  const coqContent = {
    samplingType: 'Running',
    tests: [{ parameter: 'Density', method: 'ASTM D4052', max: 0.99, result: 0.9 }],
  };

  it('answers a Pending certificate of quantity as not fully signed, not valid, with who has signed so far', async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await post('/api/documents', surveyor, {
      nominationId: n.id,
      type: 'quantity',
      content: { tanks: TANKS },
    });
    await post(`/api/documents/${cq.id}/send`, surveyor);
    const pending = await post(`/api/documents/${cq.id}/sign`, surveyor, { kind: 'typed', name: 'Priya Nair' });
    expect(pending.status).toBe('Pending');
    // The latest version, with the surveyor's signature, and the first one: neither is valid.
    expect(await verify(await pdfOf(cq.id, surveyor))).toMatchObject({
      outcome: 'notFullySigned',
      messageKey: 'documents.notFullySigned',
      message: 'This document exists but is not fully signed',
      document: {
        number: cq.number,
        status: 'Pending',
        version: 2,
        latestVersion: 2,
        signers: [{ userName: 'Priya Nair', role: 7, slot: 'surveyor' }],
      },
    });
    expect(await verify(await pdfOf(cq.id, surveyor, 1))).toMatchObject({
      outcome: 'notFullySigned',
      document: { version: 1, latestVersion: 2, signers: [] },
    });
  });

  it('answers a Rejected certificate of quality as not fully signed', async () => {
    const n = await signingNomination();
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const coq = await post('/api/documents', surveyor, { nominationId: n.id, type: 'quality', content: coqContent });
    await post(`/api/documents/${coq.id}/send`, surveyor);
    const file = await pdfOf(coq.id, surveyor);
    const refused = await post(`/api/documents/${coq.id}/refuse`, surveyor, { reason: 'Wrong sample' });
    expect(refused.status).toBe('Rejected');
    expect(await verify(file)).toMatchObject({
      outcome: 'notFullySigned',
      message: 'This document exists but is not fully signed',
      document: { number: coq.number, type: 'quality', status: 'Rejected' },
    });
  });
});

describe('the public verification', () => {
  it('takes 30 files a minute from one address, then answers 429', async () => {
    const answers: number[] = [];
    // An address of its own: the checks above, from the default address, count in the same minute.
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents/verify',
        remoteAddress: '198.51.100.77',
        ...multipart('x.pdf', Buffer.from('x')),
      });
      answers.push(res.statusCode);
    }
    // Not a PDF is still an answer (200, "invalid"): the first 30 are checked, the rest refused.
    expect(answers).toEqual([...Array<number>(30).fill(200), 429, 429]);
  });
});
