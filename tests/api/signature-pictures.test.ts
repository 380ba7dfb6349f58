import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import type { PdfCheckPool } from '../../server/platform/pdfCheck.pool.js';
import { createPicturePool, type PicturePool } from '../../server/platform/pictures.pool.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import type { TestApp } from '../support/app.js';
import { tankOf } from '../support/documents.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { dataUrl, NOT_ZLIB_PNG, realJpeg, realPng } from '../support/pictures.js';

/**
 * Issue 30: a picture whose chunks look right but which does not decode stopped the whole API once
 * pdfkit drew it (its PNG decoder throws inside a zlib callback). Drawn signatures and the
 * terminal's stamp are decoded whole on the way in, and again on their way into each PDF.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const sign = (id: number, token: string, payload: object) =>
  t.call({ method: 'POST', url: `/api/documents/${id}/sign`, token, payload });
const uploadStamp = (name: string, content: Buffer) =>
  t.call({ method: 'POST', url: '/api/settings/stamp', token: k.logistics, ...multipart(name, content) });
const healthy = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

/** A certificate of quantity sent for signing, waiting for the loading master (a stamped, terminal slot). */
let slot = 0;
async function awaitingLoadingMaster(): Promise<DocumentRecord> {
  const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 30 + 4 * slot++ });
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
  const cq = await t.ok<DocumentRecord>({
    method: 'POST',
    url: '/api/documents',
    token: k.loading,
    payload: { nominationId: n.id, type: 'quantity', content: { tanks: [tankOf(1000)] } },
  });
  const sent = await t.ok<DocumentRecord>({ method: 'POST', url: `/api/documents/${cq.id}/send`, token: k.loading });
  expect(sent.due).toBe('loadingMaster');
  return sent;
}

describe('a picture that does not decode', () => {
  it('is refused as a drawn signature (400 naming image) and as the stamp (400 naming file); the API stays up and a good terminal signature still works', async () => {
    const cq = await awaitingLoadingMaster();

    const badSignature = await sign(cq.id, k.loading, { kind: 'drawn', image: dataUrl(NOT_ZLIB_PNG) });
    expect(badSignature.status).toBe(400);
    expect(badSignature.body).toMatchObject({ msg: MESSAGES_EN.documents.signatureImage, field: 'image' });

    const badStamp = await uploadStamp('stamp.png', NOT_ZLIB_PNG);
    expect(badStamp.status).toBe(400);
    expect(badStamp.body).toMatchObject({ msg: MESSAGES_EN.records.fileContent, field: 'file' });
    expect(await healthy()).toBe(200);

    // A real stamp (a JPEG, drawn as a PNG we write) and a real drawn signature: the terminal signs.
    expect((await uploadStamp('stamp.jpg', realJpeg(40, 40))).status).toBe(200);
    const stamp = await t.app.inject({
      method: 'GET',
      url: '/api/settings/stamp',
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    expect(stamp.headers['content-type']).toBe('image/png');
    const signed = await sign(cq.id, k.loading, { kind: 'drawn', image: dataUrl(realPng(60, 20, 0)) });
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ due: 'bargeMaster' });
    // Both drawn: the signature and the stamp, as the PNGs we wrote from their pixels.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${cq.id}/pdf`,
      headers: { authorization: `Bearer ${k.loading}` },
    });
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    expect(await healthy()).toBe(200);
  });

  it('stored before this check, as the stamp or a signature, is left out of the next PDF; the version is still written', async () => {
    const cq = await awaitingLoadingMaster();
    await sign(cq.id, k.loading, { kind: 'drawn', image: dataUrl(realPng()) });
    // As a version before issue 30 would have stored them: straight into the tables.
    await t.asOwner(
      `INSERT INTO terminal_stamp (id, image, mime_type, updated_at) VALUES (1, $1, 'image/png', now())
       ON CONFLICT (id) DO UPDATE SET image = EXCLUDED.image, mime_type = EXCLUDED.mime_type`,
      [NOT_ZLIB_PNG],
    );
    // Signatures are append-only: the owner steps around the guard (triggers off for this session).
    await t.asOwner(
      `SET session_replication_role = replica;
       UPDATE document_signatures SET image = '\\x${NOT_ZLIB_PNG.toString('hex')}'::bytea WHERE document_id = ${cq.id};`,
    );

    const res = await sign(cq.id, k.barge, { kind: 'typed', name: 'Captain Lim' });
    expect(res.status).toBe(200);
    const done = res.body.data as DocumentRecord;
    expect(done.status).toBe('Signed');
    expect(done.versions.map((v) => v.reason)).toEqual(['sent', 'signed', 'signed']);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${cq.id}/pdf`,
      headers: { authorization: `Bearer ${k.loading}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    expect(await healthy()).toBe(200);
  });
});

/** The app's pictures' threads replaced for the length of `body`, then put back. */
async function withPictures<R>(pictures: PicturePool, body: () => Promise<R>): Promise<R> {
  const own = t.app.pictures;
  t.app.pictures = pictures;
  try {
    return await body();
  } finally {
    t.app.pictures = own;
    await pictures.close();
  }
}

/** A pictures' pool that counts what it is asked to decode. */
function counting(): PicturePool & { calls: number } {
  const real = createPicturePool();
  const counted = {
    calls: 0,
    file: (bytes: Buffer, type: 'image/png' | 'image/jpeg') => (counted.calls++, real.file(bytes, type)),
    drawn: (bytes: Buffer, type: 'image/png' | 'image/jpeg') => (counted.calls++, real.drawn(bytes, type)),
    close: () => real.close(),
  };
  return counted;
}

const pdfOf = async (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/documents/${id}/pdf`, headers: { authorization: `Bearer ${k.loading}` } });
const pictureCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('a busy pictures thread', () => {
  it('is a 503 with Retry-After when a stored picture must be decoded again: no version is written without it', async () => {
    const cq = await awaitingLoadingMaster();
    expect((await sign(cq.id, k.loading, { kind: 'drawn', image: dataUrl(realPng(60, 20, 0)) })).status).toBe(200);
    // As a version before issue 30 stored it: a picture that decodes, but not known to be ours.
    await t.asOwner(
      `SET session_replication_role = replica;
       UPDATE document_signatures SET drawn_sha256 = NULL WHERE document_id = ${cq.id};`,
    );

    // A thread that never answers in time (each picture's time runs out while it starts).
    const res = await withPictures(createPicturePool({ timeoutMs: 1 }), () =>
      t.app.inject({
        method: 'POST',
        url: `/api/documents/${cq.id}/sign`,
        headers: { authorization: `Bearer ${k.barge}` },
        payload: { kind: 'typed', name: 'Captain Lim' },
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ msg: MESSAGES_EN.server.unavailable });
    expect(res.headers['retry-after']).toBeDefined();
    const after = await t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${cq.id}`, token: k.barge });
    expect(after.versions.map((v) => v.reason)).toEqual(['sent', 'signed']);
    expect(after.due).toBe('bargeMaster');

    // The thread answering again: the sealed version draws the signature decoded again.
    const done = await sign(cq.id, k.barge, { kind: 'typed', name: 'Captain Lim' });
    expect(done.status).toBe(200);
    expect((done.body.data as DocumentRecord).status).toBe('Signed');
    expect(pictureCount((await pdfOf(cq.id)).rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it('is not waited on for pictures we wrote: the next version draws them as they are', async () => {
    await t.asOwner('DELETE FROM terminal_stamp');
    const cq = await awaitingLoadingMaster();
    expect((await sign(cq.id, k.loading, { kind: 'drawn', image: dataUrl(realPng(60, 20, 0)) })).status).toBe(200);
    const pictures = counting();
    const res = await withPictures(pictures, () => sign(cq.id, k.barge, { kind: 'typed', name: 'Captain Lim' }));
    expect(res.status).toBe(200);
    expect(pictures.calls).toBe(0);
    expect(pictureCount((await pdfOf(cq.id)).rawPayload)).toBeGreaterThanOrEqual(1);
  });

  it('decodes a drawn signature only for the signer who is due', async () => {
    const cq = await awaitingLoadingMaster();
    const pictures = counting();
    const res = await withPictures(pictures, () =>
      sign(cq.id, k.barge, { kind: 'drawn', image: dataUrl(realPng(60, 20, 0)) }),
    );
    expect(res.status).toBe(403);
    expect(pictures.calls).toBe(0);
  });
});

describe('the stamp', () => {
  it('is refused as a PDF by its name, before any thread reads it', async () => {
    const own = t.app.pdfCheck;
    let checked = 0;
    const pdfCheck: PdfCheckPool = { check: async () => (checked++, null), close: async () => {} };
    t.app.pdfCheck = pdfCheck;
    try {
      const res = await uploadStamp('stamp.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg: MESSAGES_EN.records.pictureType });
      expect(checked).toBe(0);
    } finally {
      t.app.pdfCheck = own;
    }
  });
});
