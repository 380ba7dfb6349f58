import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { CompanyRecord } from '../../contract/schemas/companies.js';

let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
});

const full = {
  code: 'oceanic',
  name: 'Oceanic Petroleum Pte. Ltd.',
  kind: 'customer',
  legalName: 'Oceanic Petroleum Private Limited',
  entityType: 'Private company limited by shares',
  country: 'sg',
  industrySector: 'Bunkering',
  foundedOn: '2009-04-01',
  registerNumber: 'RC-2009-111',
  lei: '506700GE1G29325QX363',
  beneficialOwner: 'Tan Family Trust',
  streetNo: '8',
  street: 'Marina View',
  town: 'Singapore',
  postalCode: '018960',
  poBox: 'PO 1234',
  email: 'ops@oceanic.example',
  website: 'https://oceanic.example',
  telephone: '+65 6123 4567',
  socialLinks: ['https://www.linkedin.com/company/oceanic'],
  alternativeName: 'Oceanic',
  uen: '200912345K',
};

describe('companies', () => {
  it('creates a company with every field of the spec, normalised, and audits it', async () => {
    const c = await t.ok<CompanyRecord>({ method: 'POST', url: '/api/companies', token: admin, payload: full });
    expect(c).toMatchObject({
      code: 'OCEANIC',
      country: 'SG',
      lei: '506700GE1G29325QX363',
      uen: '200912345K',
      foundedOn: '2009-04-01',
      active: true,
      userCount: 0,
    });
    const audit = await t.ok<{ rows: { action: string; entityId: string; after: { code: string } }[] }>({
      method: 'GET',
      url: `/api/auditLog/list?entity=company&searchValue=${c.id}`,
      token: admin,
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'create', entityId: String(c.id), after: { code: 'OCEANIC' } });
  });

  it.each([
    ['lei', { lei: '506700GE1G29325QX364' }, MESSAGES_EN.validation.lei],
    ['uen', { uen: '12345' }, MESSAGES_EN.validation.uen],
    ['country', { country: 'XX' }, MESSAGES_EN.validation.country],
    ['email', { email: 'not-an-address' }, MESSAGES_EN.validation.email],
    ['website', { website: 'ftp://x' }, MESSAGES_EN.validation.url],
    ['name', { name: '   ' }, MESSAGES_EN.spec.requiredField],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: { ...full, code: `X${field}`, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: message, field });
  });

  it('refuses a duplicate code with 409 and writes nothing', async () => {
    const before = await t.ok<{ total: number }>({
      method: 'GET',
      url: '/api/auditLog/list?entity=company',
      token: admin,
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: { ...full, code: 'STRAITS' },
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('A company with this code already exists');
    const after = await t.ok<{ total: number }>({
      method: 'GET',
      url: '/api/auditLog/list?entity=company',
      token: admin,
    });
    expect(after.total).toBe(before.total);
  });

  it("lists with search, filters, sort and paging, and lists a company's users count", async () => {
    const page = await t.ok<{ rows: CompanyRecord[]; total: number }>({
      method: 'GET',
      url: '/api/companies/list?kind=customer&sort=name&order=DESC&pageSize=1',
      token: admin,
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.kind).toBe('customer');
    const found = await t.ok<{ rows: CompanyRecord[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=straits',
      token: admin,
    });
    expect(found.rows.map((r) => r.code)).toEqual(['STRAITS']);
    expect(found.rows[0]!.userCount).toBe(2);
  });

  it('refuses a parent that would make a loop', async () => {
    const list = await t.ok<{ rows: CompanyRecord[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=meridian',
      token: admin,
    });
    const meridian = list.rows[0]!;
    const child = await t.ok<CompanyRecord>({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: { code: 'MERIDIANSG', name: 'Meridian SG', kind: 'customer', parentCompanyId: meridian.id },
    });
    expect(child.parentCompanyName).toBe(meridian.name);
    const loop = await t.call({
      method: 'PUT',
      url: `/api/companies/${meridian.id}`,
      token: admin,
      payload: { code: 'MERIDIAN', name: meridian.name, kind: 'customer', parentCompanyId: child.id },
    });
    expect(loop.status).toBe(400);
  });

  it('deactivates instead of deleting, hides it from the default list, and restores it', async () => {
    const c = await t.ok<CompanyRecord>({
      method: 'POST',
      url: '/api/companies',
      token: admin,
      payload: { code: 'GONE', name: 'Gone Trading', kind: 'customer' },
    });
    const off = await t.ok<CompanyRecord>({ method: 'DELETE', url: `/api/companies/${c.id}`, token: admin });
    expect(off.active).toBe(false);
    const active = await t.ok<{ rows: CompanyRecord[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=gone',
      token: admin,
    });
    expect(active.rows).toHaveLength(0);
    const inactive = await t.ok<{ rows: CompanyRecord[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=gone&active=false',
      token: admin,
    });
    expect(inactive.rows).toHaveLength(1);
    expect(
      (await t.ok<CompanyRecord>({ method: 'POST', url: `/api/companies/${c.id}/restore`, token: admin })).active,
    ).toBe(true);
  });

  it('lets a customer read its own company only, and never list or change companies', async () => {
    const customer = await t.login('customer');
    const list = await t.ok<{ rows: CompanyRecord[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=straits',
      token: admin,
    });
    const straits = list.rows[0]!;
    const meridian = (
      await t.ok<{ rows: CompanyRecord[] }>({
        method: 'GET',
        url: '/api/companies/list?searchValue=meridian%20fuels',
        token: admin,
      })
    ).rows[0]!;
    expect((await t.call({ method: 'GET', url: `/api/companies/${straits.id}`, token: customer })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/companies/${meridian.id}`, token: customer })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/companies/list', token: customer })).status).toBe(403);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/companies/${straits.id}`,
          token: customer,
          payload: { code: 'STRAITS', name: 'Mine now', kind: 'customer' },
        })
      ).status,
    ).toBe(403);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    expect((await t.call({ method: 'GET', url: '/api/companies/999999', token: admin })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/companies/abc', token: admin })).status).toBe(400);
  });
});
