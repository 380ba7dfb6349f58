import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import type { SdsRecord } from '../../contract/schemas/sds.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';

/**
 * Safety data sheets are a nomination's (issue 31, 13c; spec §7 `POST /system/user/uploadSds/{id}`,
 * §8 "No SDS file found for the given nomination ID."): who may see the nomination may see its
 * sheets, a nomination hidden from the caller answers as a missing one, and none is no error.
 */
let t: TestApp;
let k: Tokens;
let d: Demo;
test.beforeAll(async ({ api, tokens, demo }) => {
  t = api;
  k = tokens;
  d = demo;
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (id: number, token: string, name = 'sds.pdf', content = pdf) =>
  t.call({ method: 'POST', url: `/api/system/user/uploadSds/${id}`, token, ...multipart(name, content) });
const list = (id: number, token: string) => t.call({ method: 'GET', url: `/api/system/user/sds/${id}`, token });
const download = (id: number, fileId: number, token: string) =>
  t.app.inject({ url: `/api/system/user/sds/${id}/${fileId}`, headers: { authorization: `Bearer ${token}` } });

describe('safety data sheets per nomination', () => {
  it('answers a nomination without a sheet with the spec’s words, code 200 and an empty list', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    for (const token of [k.customer, k.logistics]) {
      const res = await list(n.id, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: 200,
        msg: MESSAGES_EN.spec.noSdsFile,
        key: 'spec.noSdsFile',
        params: {},
        data: [],
      });
    }
    expect(MESSAGES_EN.spec.noSdsFile).toBe('No SDS file found for the given nomination ID.');
  });

  it('keeps a sheet with its nomination: its customer uploads it, the terminal sees and downloads it', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const other = await nominationAt(t, d, k, 'Pending Approval');
    const res = await upload(n.id, k.customer);
    expect(res.status).toBe(200);
    const file = res.body.data as SdsRecord;
    expect(file).toMatchObject({
      nominationId: n.id,
      fileName: 'sds.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
    });
    for (const token of [k.customer, k.logistics]) {
      const listed = await list(n.id, token);
      expect(listed.body).toMatchObject({ code: 200, msg: 'success', data: [{ id: file.id, fileName: 'sds.pdf' }] });
      const back = await download(n.id, file.id, token);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(pdf)).toBe(true);
    }
    // Another nomination has none of it, and its id does not reach this file.
    expect((await list(other.id, k.customer)).body.data).toEqual([]);
    expect((await download(other.id, file.id, k.customer)).statusCode).toBe(404);
  });

  it('answers a nomination hidden from the terminal exactly as a missing one', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const file = (await upload(n.id, k.customer)).body.data as SdsRecord;
    await t.ok({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: n.id, hideFromTerminal: true },
    });
    const missing = 2_000_000_000;
    for (const [hidden, absent] of [
      [await list(n.id, k.logistics), await list(missing, k.logistics)],
      [await upload(n.id, k.logistics), await upload(missing, k.logistics)],
    ]) {
      expect(hidden!.status).toBe(404);
      expect(hidden!.body).toEqual(absent!.body);
    }
    expect((await download(n.id, file.id, k.logistics)).statusCode).toBe(404);
    // Its customer still sees it.
    expect((await list(n.id, k.customer)).body.data).toHaveLength(1);
  });

  it('keeps them from people the nomination is not shown to: a draft is its customer’s own', async () => {
    const n = await nominationAt(t, d, k, 'Created');
    expect((await upload(n.id, k.customer)).status).toBe(200);
    expect((await list(n.id, k.barge)).status).toBe(404);
    expect((await upload(n.id, k.barge)).status).toBe(404);
  });

  it.each([
    ['evil.exe', Buffer.from('MZ...'), MESSAGES_EN.records.fileType, 400],
    ['fake.pdf', Buffer.from('<html>not a pdf</html>'), MESSAGES_EN.records.fileContent, 400],
    ['photo.png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), MESSAGES_EN.records.fileContent, 400],
    [
      'big.pdf',
      Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      MESSAGES_EN.records.fileTooLarge,
      413,
    ],
  ])('refuses %s with a clear message', async (name, content, message, status) => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const res = await upload(n.id, k.customer, name, content);
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(message);
  });

  it('asks for a file when the request carries none', async () => {
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const res = await t.call({
      method: 'POST',
      url: `/api/system/user/uploadSds/${n.id}`,
      token: k.customer,
      payload: {},
    });
    expect(res.status).toBe(400);
  });
});
