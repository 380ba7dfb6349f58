import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { tankOf } from '../support/documents.js';
import { pilotJobsDone } from '../support/pilotJobs.js';
import type { DocumentRecord, VerifyResult } from '../../contract/schemas/documents.js';
import type { VettingRecord } from '../../contract/schemas/vetting.js';
import type { MooringReportRecord } from '../../contract/schemas/mooringReports.js';
import { DAY } from '../../contract/time.js';

/**
 * Issue 30 (6): people reach customers and barges by name and role, never by the name they sign in
 * with (with the lockout after ten failures, a sign-in name is a way to lock the account). Every
 * demo sign-in name gets a suffix no word of a record could hold by chance, so any trace of one in
 * an answer or a PDF is a leak.
 */
const SUFFIX = '.signin-q7x';

let t: TestApp;
let d: Demo;
let k: Tokens;
let surveyor: string;
let inspector: string;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  await t.asOwner(`UPDATE users SET user_name = user_name || '${SUFFIX}'`);
  surveyor = await t.login(`surveyor${SUFFIX}`);
  inspector = await t.login(`inspector${SUFFIX}`);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const post = <T = DocumentRecord>(url: string, token: string, payload?: object) =>
  t.ok<T>({ method: 'POST', url, token, payload });

/** The answer's body as sent, and parsed: the sign-in names are looked for in every byte of it. */
async function read<T>(url: string, token: string): Promise<{ raw: string; data: T }> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, url).toBe(200);
  return { raw: res.payload, data: (res.json() as { data: T }).data };
}
const leaked = (raw: string) => raw.toLowerCase().includes(SUFFIX);

async function pdfText(id: number, token: string, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  mkdirSync('artifacts/pdf', { recursive: true });
  writeFileSync(`artifacts/pdf/${name}.pdf`, res.rawPayload);
  // Without -layout the three signature boxes come out one after the other, each line whole.
  return execFileSync('pdftotext', [`artifacts/pdf/${name}.pdf`, '-'], { encoding: 'utf8' });
}

/** A certificate of quantity made by the named surveyor and signed by surveyor, loading master and barge. */
async function signedBySurveyor(nominationId: number): Promise<DocumentRecord> {
  let cq = await post('/api/documents', surveyor, {
    nominationId,
    type: 'quantity',
    content: { tanks: [tankOf(1000)] },
  });
  await post(`/api/documents/${cq.id}/send`, surveyor);
  await post(`/api/documents/${cq.id}/sign`, surveyor, { kind: 'typed', name: 'P. Nair' });
  await post(`/api/documents/${cq.id}/sign`, k.loading, { kind: 'typed', name: 'O. B. Keat' });
  cq = await post(`/api/documents/${cq.id}/sign`, k.barge, { kind: 'typed', name: 'Master' });
  expect(cq.status).toBe('Signed');
  return cq;
}

describe('people as customers and barges see them', () => {
  it("names staff by display name and role in a nomination's log, documents, requests and ullage, never by sign-in name", async () => {
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 40 });
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await signedBySurveyor(n.id);
    await pilotJobsDone(t, n.id, `headpilot${SUFFIX}`);
    await post(`/api/jput/nomination/complete/${n.id}`, k.logistics);

    // A change request decided by the control room, and the barge's ullage report, on a nomination of their own.
    const other = await nominationAt(t, d, k, 'Pending Jetty Information', {}, { hours: 60 });
    const request = await post<{ id: number }>('/api/jput/nomination/requestNominatedQtyMaxUpdate', k.customer, {
      id: other.id,
      nominatedQtyMax: 1500,
    });
    await t.ok({ method: 'PUT', url: '/api/jput/request', token: k.control, payload: { id: request.id } });
    const ullage = await t.call({
      method: 'POST',
      url: `/api/jput/form/uploadUllageReport/${other.id}`,
      token: k.barge,
      ...multipart('ullage.pdf', PDF),
    });
    expect(ullage.status).toBe(200);

    for (const [who, token] of [
      ['customer', k.customer],
      ['barge', k.barge],
    ] as const) {
      const reads = [
        await read(`/api/jput/nomination/${n.id}`, token),
        await read(`/api/jput/nominationLog/list?BId=${n.id}&pageSize=100`, token),
        await read(`/api/documents/list?nominationId=${n.id}`, token),
        await read<DocumentRecord>(`/api/documents/${cq.id}`, token),
        await read(`/api/jput/form/ullageReport/list?nId=${other.id}`, token),
        ...(who === 'customer'
          ? [await read(`/api/jput/request/list?applyType=3&nominationId=${other.id}`, token)]
          : []),
      ];
      for (const r of reads) expect(leaked(r.raw), `${who}: ${r.raw.slice(0, 300)}`).toBe(false);

      const log = reads[1]!.data as { rows: { userName: string | null; userRole: number | null }[] };
      expect(log.rows).toContainEqual(expect.objectContaining({ userName: 'Tan Wei Ming', userRole: 1 }));
      expect(log.rows).toContainEqual(expect.objectContaining({ userName: 'Priya Nair', userRole: 7 }));
      const list = reads[2]!.data as { rows: { createdBy: string; createdByRole: number }[] };
      expect(list.rows).toEqual([expect.objectContaining({ createdBy: 'Priya Nair', createdByRole: 7 })]);
      const doc = reads[3]!.data as DocumentRecord;
      expect(doc).toMatchObject({ createdBy: 'Priya Nair', createdByRole: 7 });
      expect(doc.signatures.map((s) => [s.slot, s.userName, s.role])).toEqual([
        ['surveyor', 'Priya Nair', 7],
        ['loadingMaster', 'Ong Boon Keat', 11],
        ['bargeMaster', 'Harbour Star 1', 8],
      ]);
      expect(doc.versions.map((v) => [v.userName, v.userRole])).toEqual([
        ['Priya Nair', 7],
        ['Priya Nair', 7],
        ['Ong Boon Keat', 11],
        ['Harbour Star 1', 8],
      ]);
      expect(reads[4]!.data).toEqual([
        expect.objectContaining({ uploadedByName: 'Harbour Star 1', uploadedByRole: 8 }),
      ]);
    }
    const requests = await read<{ rows: unknown[] }>(
      `/api/jput/request/list?applyType=3&nominationId=${other.id}`,
      k.customer,
    );
    expect(requests.data.rows).toEqual([
      expect.objectContaining({
        requestedByName: 'Daniel Lee',
        requestedByRole: 5,
        decidedByName: 'Control Room',
        decidedByRole: 2,
      }),
    ]);

    // The public check of the PDF names its signers the same way.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${cq.id}/pdf`,
      headers: { authorization: `Bearer ${k.customer}` },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      ...multipart('cq.pdf', file.rawPayload),
    });
    expect(leaked(verified.payload)).toBe(false);
    expect((verified.json() as { data: VerifyResult }).data.document!.signers.map((s) => [s.userName, s.role])).toEqual(
      [
        ['Priya Nair', 7],
        ['Ong Boon Keat', 11],
        ['Harbour Star 1', 8],
      ],
    );
  });

  it('prints each signer on the PDF by name and role', async () => {
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 80 });
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const cq = await signedBySurveyor(n.id);
    const text = await pdfText(cq.id, k.customer, 'cq-people');
    expect(text).toContain('Priya Nair (Surveyor)');
    expect(text).toContain('Ong Boon Keat (Terminal Loading Master)');
    expect(text).toContain('Harbour Star 1 (Barge)');
    expect(leaked(text)).toBe(false);
  });

  it('names a signer without a display name by role alone, on the record and the PDF', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 120 });
    await post(`/api/jput/nomination/startSigning/${n.id}`, k.loading);
    const [lm] = await t.asOwner<{ id: number; nick_name: string }>(
      `SELECT id, nick_name FROM users WHERE user_name = 'loadingmaster${SUFFIX}'`,
    );
    await t.asOwner(`UPDATE users SET nick_name = '' WHERE id = $1`, [lm!.id]);
    try {
      // Signed in afresh, so the session carries the empty display name.
      const loading = await t.login(`loadingmaster${SUFFIX}`);
      let cq = await post('/api/documents', loading, {
        nominationId: n.id,
        type: 'quantity',
        content: { tanks: [tankOf(900)] },
      });
      await post(`/api/documents/${cq.id}/send`, loading);
      await post(`/api/documents/${cq.id}/sign`, loading, { kind: 'typed', name: 'O. B. Keat' });
      cq = await post(`/api/documents/${cq.id}/sign`, k.barge, { kind: 'typed', name: 'Master' });
      const seen = await read<DocumentRecord>(`/api/documents/${cq.id}`, k.customer);
      expect(leaked(seen.raw)).toBe(false);
      expect(seen.data.signatures[0]).toMatchObject({ slot: 'loadingMaster', userName: '', role: 11 });
      const text = await pdfText(cq.id, k.customer, 'cq-role-only');
      expect(text).toContain('Terminal Loading Master');
      expect(leaked(text)).toBe(false);
    } finally {
      await t.asOwner(`UPDATE users SET nick_name = $1 WHERE id = $2`, [lm!.nick_name, lm!.id]);
    }
  });
});

describe('people as the vetting desk shows them', () => {
  it('names the desk and the inspector by display name and role on a vetting and its log', async () => {
    const v = await t.ok<VettingRecord>({
      method: 'POST',
      url: '/api/shipVettings',
      token: k.customer,
      payload: {
        shipId: d.barges.pearl,
        operation: 'load',
        productIds: [d.products.mgo],
        eta: new Date(t.clock.now.getTime() + 10 * DAY).toISOString(),
      },
    });
    const upload = (kind: string, dates: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: `/api/shipVettings/${v.id}/documents?${new URLSearchParams({ kind, ...dates }).toString()}`,
        token: k.customer,
        ...multipart(`${kind}.pdf`, PDF),
      });
    const day = (days: number) => new Date(t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10);
    expect((await upload('particulars', {})).status).toBe(200);
    expect((await upload('sire', { inspectedOn: day(-30) })).status).toBe(200);
    for (const kind of ['pi', 'class', 'iopp']) expect((await upload(kind, { expiresOn: day(400) })).status).toBe(200);
    const step = (token: string, action: string) =>
      t.ok({ method: 'POST', url: `/api/shipVettings/${v.id}/step`, token, payload: { action } });
    await step(k.customer, 'submit');
    await step(k.logistics, 'sendToInspector');
    await t.ok({
      method: 'POST',
      url: `/api/shipVettings/${v.id}/findings`,
      token: inspector,
      payload: {
        kind: 'respond',
        inspectedOn: day(0),
        place: 'Eastern anchorage',
        observations: 'Hoses in order',
        recommendation: 'accept',
      },
    });
    await step(k.logistics, 'accept');

    const record = await read<VettingRecord>(`/api/shipVettings/${v.id}`, k.customer);
    const log = await read<{ rows: { userName: string | null; userRole: number | null }[] }>(
      `/api/jput/shipVetting/log/list?BId=${v.id}&pageSize=100`,
      k.customer,
    );
    const list = await read('/api/shipVettings/list?pageSize=100', k.customer);
    for (const r of [record, log, list]) expect(leaked(r.raw)).toBe(false);
    expect(record.data).toMatchObject({
      createdByName: 'Daniel Lee',
      createdByRole: 5,
      decidedByName: 'Tan Wei Ming',
      decidedByRole: 1,
    });
    expect(record.data.findings).toEqual([expect.objectContaining({ userName: 'Nur Aisyah', userRole: 13 })]);
    expect(record.data.documents[0]).toMatchObject({ uploadedByName: 'Daniel Lee', uploadedByRole: 5 });
    expect(log.data.rows).toContainEqual(expect.objectContaining({ userName: 'Nur Aisyah', userRole: 13 }));
  });
});

describe("people on the terminal's own records", () => {
  it('names the author of a mooring report by display name and role', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 160 });
    const m = await post<MooringReportRecord>('/api/mooringReports', k.logistics, {
      nominationId: n.id,
      firstLineAshore: at(t, 160),
      allFast: at(t, 160.5),
      castOff: at(t, 163),
      linesUsed: 6,
    });
    const seen = await read<MooringReportRecord>(`/api/mooringReports/${m.id}`, k.logistics);
    expect(leaked(seen.raw)).toBe(false);
    expect(seen.data).toMatchObject({ createdByName: 'Tan Wei Ming', createdByRole: 1 });
  });
});

describe('people in what customers and barges are sent', () => {
  // Last in the file: every flow above has written its notices by now; the terminal's summary mail adds the outbox.
  it('names no one else by sign-in name in the notifications or the mail of a customer, surveyor or barge user', async () => {
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 200 });
    await t.ok({
      method: 'POST',
      url: '/api/jput/nomination/sendEmail',
      token: k.logistics,
      payload: { id: n.id, message: 'Berth moved forward' },
    });
    const notices = await t.asOwner<{ user_name: string; text: string }>(
      `SELECT u.user_name, concat_ws(' ', n.action, n.message_key, n.message_params::text) AS text
         FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE u.user_type >= 2`,
    );
    const mail = await t.asOwner<{ user_name: string; text: string }>(
      `SELECT u.user_name, concat_ws(' ', m.subject, m.body) AS text
         FROM mail_outbox m JOIN users u ON lower(u.email) = lower(m."to")
        WHERE u.user_type >= 2`,
    );
    // The flows reach these readers, so the check looks at something.
    expect(notices.length).toBeGreaterThan(0);
    expect(mail.length).toBeGreaterThan(0);
    // A reader's own sign-in name may greet them (the lock notice); anyone else's is a leak.
    const othersNamed = (r: { user_name: string; text: string }) => leaked(r.text.replaceAll(r.user_name, ''));
    expect(notices.filter(othersNamed)).toEqual([]);
    expect(mail.filter(othersNamed)).toEqual([]);
  });
});
