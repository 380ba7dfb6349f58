import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { approvedRecord, companyId, dayOf, noonDaysAgo } from '../support/invoices.js';

/** The invoice PDF names the issuing terminal and each charge's evidence (review 34, the Chromium story's look). */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const textOf = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'inv-')), 'i.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

describe('the invoice PDF', () => {
  it('names the terminal (legal name, address, UEN as its GST registration) and the lines’ sources', async () => {
    await t.asOwner(
      `UPDATE companies SET legal_name = 'Berth Terminal Pte. Ltd.', street_no = '1', street = 'Jurong Island Hwy',
       town = 'Singapore', postal_code = '627857', uen = '201912345K'
       WHERE id = (SELECT min(id) FROM companies WHERE kind = 'terminal')`,
    );
    const straits = await companyId(t, 'STRAITS');
    const at = noonDaysAgo(t, 150);
    await approvedRecord(t, d, straits, at, [100, 20]);
    const inv = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/invoices',
      token: k.logistics,
      payload: { companyId: straits, from: dayOf(at), to: dayOf(at), language: 'en' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${inv.id}/pdf`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Berth Terminal Pte. Ltd.');
    expect(text).toContain('1 Jurong Island Hwy, Singapore 627857');
    expect(text).toContain('GST reg. no. (UEN) 201912345K');
    expect(text).toContain('Berth dues: 1 h from the berth window');
    expect(text).toContain('Quantity dues: 1 t');
  });
});
