import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';
import { nominationAt } from '../support/nominations.js';
import { BOMB_PNG, NOT_ZLIB_PNG, pngWithHtml, realJpeg, realPng, truncatedJpeg } from '../support/pictures.js';
import { asciiHex, pdfWithHiddenCatalog } from '../support/hostilePdfs.js';

let t: TestApp;
let admin: string;
let url: string;
test.beforeAll(async ({ api, admin: adminToken, demo, tokens }) => {
  t = api;
  admin = adminToken;
  // Every upload goes through the one path (platform/uploads.ts); a nomination's SDS upload is one door to it.
  const n = await nominationAt(t, demo, tokens, 'Pending Approval');
  url = `/api/system/user/uploadSds/${n.id}`;
});

const post = (payload: string | Buffer, contentType: string) =>
  t.call({ method: 'POST', url, token: admin, payload, headers: { 'content-type': contentType } });

describe('malformed uploads', () => {
  it.each([
    ['no file name', 'form-data; name="file"'],
    ['an empty file name', 'form-data; name="file"; filename=""'],
    ['no disposition parameters', 'form-data'],
  ])('answers a part with %s with "no file", not a 500', async (_what, disposition) => {
    const body = `--b\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 hello\r\n--b--\r\n`;
    const res = await post(body, 'multipart/form-data; boundary=b');
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.msg.length).toBeGreaterThan(0);
  });

  it('answers multipart without a boundary, or cut short, with a 400', async () => {
    for (const [body, type] of [
      ['--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-', 'multipart/form-data'],
      [
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
        'multipart/form-data; boundary=b',
      ],
      ['garbage', 'multipart/form-data; boundary=zz'],
    ] as const) {
      const res = await post(body, type);
      expect(res.status, `${type}: ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${type}: ${body.slice(0, 20)}`).toBeLessThan(500);
    }
  });
});

describe('hostile content behind valid magic bytes', () => {
  it('refuses a PDF that acts on opening, with a message saying why', async () => {
    const res = await t.call({
      method: 'POST',
      url,
      token: admin,
      ...multipart(
        'sds.pdf',
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n%%EOF'),
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(MESSAGES_EN.records.fileActive);
  });

  it('keeps the picture of a PNG+HTML polyglot and drops the page', async () => {
    const png = pngWithHtml();
    const file = await t.ok<{ id: number; size: number }>({
      method: 'POST',
      url,
      token: admin,
      ...multipart('sds.png', png),
    });
    const nominationId = url.split('/').at(-1);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/system/user/sds/${nominationId}/${file.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.statusCode).toBe(200);
    // A PNG written again from the decoded pixels: no text chunk, nothing after its end, the same picture.
    const bytes = back.rawPayload;
    expect(bytes.toString('latin1')).not.toContain('<script');
    expect(bytes.toString('latin1')).not.toContain('tEXt');
    expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
    expect(PNG.sync.read(bytes).data.equals(PNG.sync.read(realPng()).data)).toBe(true);
    expect(back.headers['content-disposition']).toMatch(/^attachment/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pictures decoded whole before they are accepted', () => {
  const upload = (name: string, content: Buffer) =>
    t.call({ method: 'POST', url, token: admin, ...multipart(name, content) });

  it.each([
    ['a PNG whose IDAT is no zlib stream', 'sds.png', NOT_ZLIB_PNG],
    ['a JPEG cut short in its picture', 'sds.jpg', truncatedJpeg()],
  ])('refuses %s with 400 naming the file', async (_what, name, content) => {
    const res = await upload(name, content);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: MESSAGES_EN.records.fileContent, field: 'file' });
  });

  it('refuses a decompression bomb (50,000 × 50,000 in a few kilobytes) from its header', async () => {
    expect(BOMB_PNG.length).toBeLessThan(10_000);
    const res = await upload('sds.png', BOMB_PNG);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: 'The picture has more than 24 million pixels: send a smaller one',
      key: 'records.pictureTooLarge',
      field: 'file',
    });
  });

  it("keeps a JPEG's own bytes once it decoded whole, less what follows its end", async () => {
    const jpeg = realJpeg();
    const file = await t.ok<{ id: number }>({
      method: 'POST',
      url,
      token: admin,
      ...multipart('sds.jpg', Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')])),
    });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/system/user/sds/${url.split('/').at(-1)}/${file.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(jpeg)).toBe(true);
  });
});

describe('PDFs read whole before they are accepted', () => {
  it('refuses a PDF whose script hides in an ASCIIHex object stream (issue 30)', async () => {
    const res = await t.call({
      method: 'POST',
      url,
      token: admin,
      ...multipart('sds.pdf', pdfWithHiddenCatalog({ filter: '/ASCIIHexDecode', encode: asciiHex })),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: MESSAGES_EN.records.fileActive, field: 'file' });
  });

  it('refuses a PDF it cannot read whole, with a message saying so', async () => {
    const res = await t.call({
      method: 'POST',
      url,
      token: admin,
      ...multipart('sds.pdf', pdfWithHiddenCatalog({ filter: '/BrotliDecode' })),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: MESSAGES_EN.records.fileUnreadable, field: 'file' });
  });
});

describe('files sent back', () => {
  it('sends an uploaded PDF back as a sandboxed attachment under its own name, never inline', async () => {
    const plain = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const file = await t.ok<{ id: number }>({ method: 'POST', url, token: admin, ...multipart('证书 1.pdf', plain) });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/system/user/sds/${url.split('/').at(-1)}/${file.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(plain)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="__ 1.pdf"; filename*=UTF-8''%E8%AF%81%E4%B9%A6%201.pdf`,
    );
    expect(back.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the terminal's stamp back the same way", async () => {
    await t.ok({ method: 'POST', url: '/api/settings/stamp', token: admin, ...multipart('stamp.png', realPng()) });
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/settings/stamp',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-disposition']).toMatch(/^attachment; filename="stamp\.png"/);
    expect(back.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });
});
