/**
 * Every /api route, as every demo user and anonymously, against its declared rule and the
 * permission table (contract/permissions.ts): a new route without a rule, or a rule the server does
 * not keep, fails here.
 */
import { describe, expect, it } from 'vitest';
import { allows } from '../../contract/permissions.js';
import { DEMO_USERS } from '../../demo/seed.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

/** Calls that would end the caller's session or never end; their rules are plain 'authenticated'. */
const SKIPPED = new Set(['POST /api/logout', 'GET /api/system/user/notifications/sse']);
/** An id that exists nowhere: an allowed caller gets a 404 or a 400, a refused one its 403 first. */
const concrete = (path: string) => path.replace(/:\w+/g, '99999999');

describe('the role matrix', () => {
  it('answers every route as its rule says, for every demo user and for nobody', async () => {
    const routes = [...t.app.accessRules].filter(([key]) => !SKIPPED.has(key));
    expect(routes.length).toBeGreaterThan(100);
    const callers = [
      { name: 'anonymous', token: undefined, who: undefined },
      ...(await Promise.all(
        DEMO_USERS.map(async (u) => ({ name: u.userName, token: await t.login(u.userName), who: u })),
      )),
    ];
    const wrong: string[] = [];
    let calls = 0;
    for (const [key, access] of routes) {
      const [method, path] = key.split(' ') as [string, string];
      for (const c of callers) {
        const res = await t.call({
          method: method as 'GET',
          url: concrete(path),
          token: c.token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        calls++;
        const s = res.status;
        if (s >= 500) wrong.push(`${key} as ${c.name}: ${s}`);
        if (access === 'public') continue;
        if (!c.who) {
          if (s !== 401) wrong.push(`${key} anonymously: ${s}, not 401`);
          continue;
        }
        if (access === 'authenticated') {
          if (s === 401) wrong.push(`${key} as ${c.name}: 401`);
          continue;
        }
        const allowed = allows({ userType: c.who.userType, role: c.who.role }, access);
        if (allowed && (s === 401 || s === 403)) wrong.push(`${key} as ${c.name}: ${s}, rule allows`);
        if (!allowed && s !== 403) wrong.push(`${key} as ${c.name}: ${s}, rule refuses`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(1500);
    process.stdout.write(`role matrix: ${routes.length} routes × ${callers.length} callers, ${calls} calls\n`);
  });
});

describe("customers' charges (issue 34, DECISIONS §11)", () => {
  it('lets the company admin and customer user list and open billing records, never change or export them', async () => {
    for (const user of ['companyadmin', 'customer']) {
      const token = await t.login(user);
      const status = async (method: 'GET' | 'POST', url: string) =>
        (await t.call({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) })).status;
      expect(await status('GET', '/api/billing-records')).toBe(200);
      // Not another company's, nor a Draft: scope answers 404 (tests/api/billing-customer.test.ts).
      expect(await status('GET', '/api/billing-records/99999999')).toBe(404);
      for (const step of ['approve', 'correct', 'credit']) {
        expect(await status('POST', `/api/billing-records/99999999/${step}`)).toBe(403);
      }
      expect(await status('POST', '/api/billing-records/invoice')).toBe(403);
      expect(await status('GET', '/api/excel/billing?from=2026-01-01&to=2026-01-31')).toBe(403);
    }
  });
});

describe('invoices (issue 34 §4, DECISIONS §11)', () => {
  it('lets customers list and open (scoped: 404 for another id), never issue; logistics issues', async () => {
    for (const user of ['companyadmin', 'customer']) {
      const token = await t.login(user);
      const status = async (method: 'GET' | 'POST', url: string) =>
        (await t.call({ method, url, token, ...(method === 'POST' ? { payload: {} } : {}) })).status;
      expect(await status('GET', '/api/invoices')).toBe(200);
      expect(await status('GET', '/api/invoices/99999999')).toBe(404);
      expect(await status('GET', '/api/invoices/99999999/pdf')).toBe(404);
      expect(await status('POST', '/api/invoices')).toBe(403);
      expect(await status('POST', '/api/invoices/99999999/credit-note')).toBe(403);
      expect(await status('GET', '/api/invoices/preview?companyId=1&from=2026-01-01&to=2026-01-31')).toBe(403);
    }
    const logistics = await t.login('logistics');
    expect((await t.call({ method: 'POST', url: '/api/invoices', token: logistics, payload: {} })).status).toBe(400);
    for (const user of ['surveyor', 'barge', 'controlroom'])
      expect((await t.call({ method: 'GET', url: '/api/invoices', token: await t.login(user) })).status).toBe(403);
  });
});

describe('e-mail preferences (issue 34 §6, DECISIONS §11)', () => {
  it("reads and changes only the caller's own, for every user but the system admin; unsubscribe needs no sign-in", async () => {
    const url = '/api/account/mail-preferences';
    const [other] = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'companyadmin'`);
    for (const user of ['customer', 'pilot', 'surveyor', 'barge', 'inspector', 'logistics']) {
      const token = await t.login(user);
      expect((await t.call({ method: 'GET', url: `${url}?userId=${other!.id}`, token })).status).toBe(200);
    }
    const token = await t.login('customer');
    // An id in the body is not a way to another account: the caller's own choices change.
    const saved = await t.call({
      method: 'PUT',
      url,
      token,
      payload: { userId: other!.id, choices: { invoices: 'off' }, digestHour: 5 },
    });
    expect(saved.status).toBe(200);
    const theirs = await t.ok<{ digestHour: number }>({ method: 'GET', url, token: await t.login('companyadmin') });
    expect(theirs.digestHour).toBe(8);
    expect((await t.call({ method: 'GET', url, token: await t.login('admin') })).status).toBe(403);
    const signedOut = await t.call({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token: 'x.y' } });
    expect(signedOut.status).toBe(400);
  });
});
