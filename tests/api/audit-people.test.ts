import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { AuditRow } from '../../contract/schemas/audit.js';
import type { CompanyRecord } from '../../contract/schemas/companies.js';

let t: TestApp;
let logistics: string;
test.beforeAll(async ({ api, admin }) => {
  t = api;
  logistics = admin;
});

// Issue 35 item 4: the audit log names the person (display name and role), the sign-in name beside it.
describe('who the audit log names', () => {
  it('answers the display name and role of whoever made the change, with the sign-in name', async () => {
    const c = await t.ok<CompanyRecord>({
      method: 'POST',
      url: '/api/companies',
      token: logistics,
      payload: { code: 'auditppl', name: 'Audit People Pte. Ltd.', kind: 'customer' },
    });
    const audit = await t.ok<{ rows: AuditRow[] }>({
      method: 'GET',
      url: `/api/auditLog/list?entity=company&searchValue=${c.id}`,
      token: logistics,
    });
    expect(audit.rows[0]).toMatchObject({ userName: 'logistics', displayName: 'Tan Wei Ming', role: 1 });
  });

  it('finds the rows of a person by the name the list shows, not only by the sign-in name', async () => {
    await t.ok({
      method: 'POST',
      url: '/api/companies',
      token: logistics,
      payload: { code: 'auditnm', name: 'Audit Name Pte. Ltd.', kind: 'customer' },
    });
    const byName = await t.ok<{ rows: AuditRow[] }>({
      method: 'GET',
      url: `/api/auditLog/list?entity=company&searchValue=${encodeURIComponent('tan wei')}`,
      token: logistics,
    });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.displayName === 'Tan Wei Ming')).toBe(true);
    const nobody = await t.ok<{ rows: AuditRow[] }>({
      method: 'GET',
      url: `/api/auditLog/list?entity=company&searchValue=${encodeURIComponent('No Such Person')}`,
      token: logistics,
    });
    expect(nobody.rows).toEqual([]);
  });
});
