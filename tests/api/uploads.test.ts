import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { UserRecord } from '../../contract/schemas/users.js';

let t: TestApp;
let admin: string;
let url: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
  const u = (
    await t.ok<{ rows: UserRecord[] }>({
      method: 'GET',
      url: '/api/system/user/getList?searchValue=customer',
      token: admin,
    })
  ).rows[0]!;
  url = `/api/system/user/uploadSds/${u.id}`;
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
