import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { multipart } from '../support/multipart.js';

let t: TestApp;
let admin: string;
let url: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
  // Every upload goes through the one path (platform/uploads.ts); the SDS upload is one door to it.
  const [u] = await t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'customer'");
  url = `/api/system/user/uploadSds/${u!.id}`;
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
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, data, Buffer.alloc(4)]);
    };
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', Buffer.alloc(13)),
      chunk('tEXt', Buffer.from('x\0<html><script>alert(1)</script></html>')),
      chunk('IDAT', Buffer.from([1, 2, 3])),
      chunk('IEND', Buffer.alloc(0)),
      Buffer.from('<html><script>alert(2)</script></html>'),
    ]);
    const file = await t.ok<{ id: number; size: number }>({
      method: 'POST',
      url,
      token: admin,
      ...multipart('sds.png', png),
    });
    const userId = url.split('/').at(-1);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/system/user/${userId}/sds/${file.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.toString('latin1')).not.toContain('<script');
    expect(back.headers['content-disposition']).toMatch(/^attachment/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });
});
