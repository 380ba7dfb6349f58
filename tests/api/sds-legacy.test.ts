import { describe, expect, it } from 'vitest';
import type { LegacySdsRecord } from '../../contract/schemas/sds.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { type Tokens } from '../support/nominations.js';

/**
 * Safety data sheets kept per user before they became a nomination's (migration 0029) stay
 * reachable, read-only, for the system admin and terminal logistics (DECISIONS §9: nothing is
 * dropped). The rows are written by SQL, as the old upload left them: no call writes them any more.
 */
let t: TestApp;
let k: Tokens;
let admin: string;
let customerId: number;
test.beforeAll(async ({ api, tokens }) => {
  t = api;
  k = tokens;
  admin = await t.login('admin');
  customerId = (await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'customer'`))[0]!.id;
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const legacyRow = async (userId: number, kind = 'sds', fileName = 'old-sds.pdf') =>
  (
    await t.asOwner<{ id: number }>(
      `INSERT INTO user_files (user_id, kind, file_name, mime_type, size, content, uploaded_at, uploaded_by)
       VALUES ($1, $2, $3, 'application/pdf', $4, $5, '2026-03-02T04:05:00Z', $1) RETURNING id`,
      [userId, kind, fileName, pdf.length, pdf],
    )
  )[0]!.id;
const list = (userId: number, token: string) =>
  t.call({ method: 'GET', url: `/api/system/user/${userId}/legacySds`, token });
const download = (userId: number, fileId: number, token: string) =>
  t.app.inject({
    url: `/api/system/user/${userId}/legacySds/${fileId}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('safety data sheets kept per user before they were a nomination’s', () => {
  it('lists and serves a user’s old sheet to the system admin and terminal logistics, with who uploaded it and when', async () => {
    const id = await legacyRow(customerId);
    for (const token of [admin, k.logistics]) {
      const listed = await list(customerId, token);
      expect(listed.status).toBe(200);
      const files = listed.body.data as LegacySdsRecord[];
      expect(files.find((f) => f.id === id)).toEqual({
        id,
        userId: customerId,
        fileName: 'old-sds.pdf',
        mimeType: 'application/pdf',
        size: pdf.length,
        uploadedAt: '2026-03-02T04:05:00.000Z',
        uploadedByName: 'Daniel Lee',
        uploadedByRole: 5,
      });
      const back = await download(customerId, id, token);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toMatch(/application\/pdf/);
      expect(back.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('refuses the sheets to a customer, even their own, and to a company admin', async () => {
    const id = await legacyRow(customerId);
    const companyAdmin = await t.login('companyadmin');
    for (const token of [k.customer, companyAdmin]) {
      expect((await list(customerId, token)).status).toBe(403);
      expect((await download(customerId, id, token)).statusCode).toBe(403);
    }
  });

  it('reaches a sheet only through its own user, and lists no other kind of user file', async () => {
    const id = await legacyRow(customerId);
    const other = await legacyRow(customerId, 'avatar', 'face.pdf');
    const logisticsId = (await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'logistics'`))[0]!.id;
    expect((await download(logisticsId, id, admin)).statusCode).toBe(404);
    expect((await download(customerId, other, admin)).statusCode).toBe(404);
    expect(((await list(customerId, admin)).body.data as LegacySdsRecord[]).map((f) => f.id)).not.toContain(other);
    expect((await list(logisticsId, admin)).body.data).toEqual([]);
    expect((await list(2_000_000_000, admin)).status).toBe(404);
  });
});
