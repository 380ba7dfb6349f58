import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { HOUR } from '../../contract/time.js';

/** The COA link and port clearance (DECISIONS §7): terminal logistics records them, audited and logged. */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const put = (token: string, id: number, what: 'coaLink' | 'portClear', payload: object) =>
  t.call({ method: 'PUT', url: `/api/jput/nomination/${id}/${what}`, token, payload });

describe('the COA link and the port clearance', () => {
  it('are recorded by terminal logistics alone, shown to it only, audited, logged and printed on the PDF', async () => {
    const n = await nominationAt(t, d, k, 'Completed');
    const link = 'https://lab.example.com/coa/2026-1182.pdf';
    expect((await put(k.customer, n.id, 'coaLink', { coaLink: link })).status).toBe(403);
    expect((await put(k.control, n.id, 'coaLink', { coaLink: link })).status).toBe(403);
    const bad = await put(k.logistics, n.id, 'coaLink', { coaLink: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    const set = await put(k.logistics, n.id, 'coaLink', { coaLink: link });
    expect(set.status).toBe(200);
    expect((set.body.data as NominationRecord).coaLink).toBe(link);
    const clearedAt = new Date(t.clock.now.getTime() - HOUR).toISOString();
    const cleared = await put(k.logistics, n.id, 'portClear', { reference: 'PC-2026-00731', clearedAt });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ portClearReference: 'PC-2026-00731', portClearAt: clearedAt });

    const seenBy = (token: string) =>
      t.ok<NominationRecord>({ method: 'GET', url: `/api/jput/nomination/${n.id}`, token });
    expect(await seenBy(k.logistics)).toMatchObject({ coaLink: link, portClearReference: 'PC-2026-00731' });
    expect(await seenBy(k.customer)).toMatchObject({ coaLink: null, portClearReference: null, portClearAt: null });

    const audit = await t.asOwner<{ action: string; before: Record<string, unknown> }>(
      `SELECT action, before FROM audit_log WHERE entity = 'nomination' AND entity_id = $1 AND action IN ('setCoaLink', 'setPortClear') ORDER BY id`,
      [String(n.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['setCoaLink', 'setPortClear']);
    expect(audit[0]!.before).toEqual({ coaLink: null });
    // Stored as catalogue key and parameters, not as an English sentence (ARCHITECTURE §11).
    const log = await t.asOwner<{ detail: string | null; key: string; params: Record<string, unknown> }>(
      `SELECT detail, detail_key AS key, detail_params AS params FROM nomination_log WHERE nomination_id = $1 AND action = 10 ORDER BY id`,
      [n.id],
    );
    expect(log).toEqual([
      { detail: null, key: 'nominationLog.coaLink', params: { link } },
      { detail: null, key: 'nominationLog.portClearance', params: { reference: 'PC-2026-00731' } },
    ]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/jput/nomination/${n.id}/previewPdf`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    mkdirSync('artifacts/pdf', { recursive: true });
    writeFileSync('artifacts/pdf/nomination-clearance.pdf', pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', 'artifacts/pdf/nomination-clearance.pdf', '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(link);
    expect(text).toContain('PC-2026-00731');

    const removed = await put(k.logistics, n.id, 'coaLink', { coaLink: null });
    expect((removed.body.data as NominationRecord).coaLink).toBeNull();
  });

  it('refuses the system admin both, as DECISIONS §2 gives them to terminal logistics alone', async () => {
    const n = await nominationAt(t, d, k, 'Completed', {}, { hours: 300 });
    const admin = await t.login('admin');
    const coa = await put(admin, n.id, 'coaLink', { coaLink: 'https://lab.example.com/coa/1.pdf' });
    const clear = await put(admin, n.id, 'portClear', { reference: 'PC-9', clearedAt: t.clock.now.toISOString() });
    expect([coa.status, clear.status]).toEqual([403, 403]);
    const [row] = await t.asOwner<{ coa_link: string | null; port_clear_reference: string | null }>(
      'SELECT coa_link, port_clear_reference FROM nominations WHERE id = $1',
      [n.id],
    );
    expect(row).toEqual({ coa_link: null, port_clear_reference: null });
  });

  it('refuses a port clearance before the certificate of quantity is uploaded', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 200 });
    const res = await put(k.logistics, n.id, 'portClear', { reference: 'PC-1', clearedAt: t.clock.now.toISOString() });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(
      'Port clearance is recorded once the certificate of quantity is uploaded; this nomination is Booked',
    );
  });
});
